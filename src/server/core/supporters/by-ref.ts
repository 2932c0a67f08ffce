import { eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { supporterFormerRefs } from '~/server/core/db/import-runs-schema';
import { supporters } from '~/server/core/db/supporters-schema';

type Supporter = typeof supporters.$inferSelect;

/**
 * The supporters these refs name (docs/importing.md, "How rows find their records"): by
 * their own ref, else by a ref they were known by before a merge (the merged-away record's,
 * kept in supporter_former_refs), so an old spreadsheet still finds the kept record.
 * `former` holds the refs found only that way.
 */
export async function supportersByRef(db: Db, refs: string[]) {
  const found = new Map<string, Supporter>();
  const former = new Set<string>();
  if (!refs.length) return { found, former };
  // One array parameter for the batch's refs (an import asks for hundreds at once).
  const wanted = sql.param(refs);
  const [own, old] = await Promise.all([
    db
      .select()
      .from(supporters)
      .where(sql`${supporters.ref} = ANY(${wanted}::text[])`),
    db
      .select({ ref: supporterFormerRefs.ref, s: supporters })
      .from(supporterFormerRefs)
      .innerJoin(supporters, eq(supporters.id, supporterFormerRefs.supporterId))
      .where(sql`${supporterFormerRefs.ref} = ANY(${wanted}::text[])`),
  ]);
  for (const { ref, s } of old) {
    found.set(ref, s);
    former.add(ref);
  }
  for (const s of own) {
    found.set(s.ref!, s);
    former.delete(s.ref!);
  }
  return { found, former };
}
