import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { blogPosts, children, gifts, skills } from '~/server/core/db/schema';
import { demoRecords, siteSettings } from '~/server/core/db/settings-schema';
import { recordActivity } from '~/server/core/activity/record';
import { bumpContentVersion } from '~/server/core/content/version-bump';
import { type DemoKind, demoKinds } from '~/shared/schemas/site-settings';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The row that says demo content was removed: a restart must not seed it again. */
const REMOVED = '_demo_removed';

const tables = { gift: gifts, blog_post: blogPosts, child: children, skill: skills } as const;

/** Marks records the demo seed has just created (in the seed's transaction). */
export async function markDemoRecords(tx: Tx | Db, kind: DemoKind, ids: string[]): Promise<void> {
  if (ids.length) await tx.insert(demoRecords).values(ids.map((recordId) => ({ kind, recordId })));
}

export async function demoWasRemoved(db: Tx | Db): Promise<boolean> {
  const rows = await db.select({ s: siteSettings.section }).from(siteSettings).where(eq(siteSettings.section, REMOVED));
  return rows.length > 0;
}

const zero = () => Object.fromEntries(demoKinds.map((k) => [k, 0])) as Record<DemoKind, number>;

/** The seeded records that still exist (a record staff deleted is no longer counted). */
export async function listDemoRecords(db: Db): Promise<{ ids: string[]; counts: Record<DemoKind, number> }> {
  const counts = zero();
  const ids: string[] = [];
  for (const kind of demoKinds) {
    const table = tables[kind];
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .innerJoin(demoRecords, and(eq(demoRecords.kind, kind), eq(demoRecords.recordId, table.id)));
    counts[kind] = rows.length;
    ids.push(...rows.map((r) => r.id));
  }
  return { ids, counts };
}

/**
 * Deletes exactly the seeded demo records, never one staff created, in one transaction
 * with its activity record; orders, payments and applications that named them keep
 * their own copy of the name (their references are set to null by the schema).
 */
export async function removeDemoRecords(db: Db, adminId: string): Promise<Record<DemoKind, number>> {
  return db.transaction(async (tx) => {
    const removed = zero();
    for (const kind of demoKinds) {
      const table = tables[kind];
      const ids = (
        await tx.select({ id: demoRecords.recordId }).from(demoRecords).where(eq(demoRecords.kind, kind))
      ).map((r) => r.id);
      if (!ids.length) continue;
      const gone = await tx.delete(table).where(inArray(table.id, ids)).returning({ id: table.id });
      removed[kind] = gone.length;
    }
    await tx.delete(demoRecords);
    await tx
      .insert(siteSettings)
      .values({ section: REMOVED, value: { at: new Date().toISOString() }, updatedBy: adminId })
      .onConflictDoNothing();
    // Every public list may have changed (and an empty removal ends the demo, which the pages say).
    await bumpContentVersion(tx);
    await recordActivity(tx, adminId, 'delete', 'demo_content', 'all');
    return removed;
  });
}
