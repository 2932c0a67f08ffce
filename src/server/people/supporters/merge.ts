import { eq, sql } from 'drizzle-orm';
import { recordActivity } from '~/server/core/activity/record';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import { supporterConsents, supporters } from '~/server/core/db/supporters-schema';
import { supporterFormerRefs } from '~/server/core/db/import-runs-schema';
import { badRequest, notFound } from '~/server/core/http/errors';
import { PERSON_TABLES } from '~/server/people/privacy/person-tables';
import { translate } from '~/shared/i18n';
import { SUPPORTER_NOT_FOUND } from './record';

/** Every column that refers to a supporter (supporters' own id aside), from the privacy list. */
export const SUPPORTER_REFERENCES = PERSON_TABLES.flatMap((t) =>
  (t.supporter ?? []).filter(() => t.table !== 'supporters').map((column) => ({ table: t.table, column })),
);

/**
 * Merges two records of one person: every record of `otherId` (gifts, plans, sponsorships,
 * orders, messages, applications, subscriptions, SMS consents, notes) moves to `keepId`,
 * their consents are combined (the later date of each kind wins), the kept record takes
 * the other's address, phone, name or ref where it has none, and the other record goes; its
 * ref, when the kept one has its own, stays findable as a former ref (docs/importing.md,
 * "Duplicates"), so a re-import of the old spreadsheet matches the kept record. The
 * activity log records the merge with the ids and how many rows moved, in the same transaction.
 */
export async function mergeSupporters(db: Db, keepId: string, otherId: string, adminId: string) {
  if (keepId === otherId) throw badRequest(`otherId: ${translate('adminValidation:supporter.mergeSelf')}`);
  return db.transaction(async (tx) => {
    const [keep] = await tx.select().from(supporters).where(eq(supporters.id, keepId)).for('update');
    const [other] = await tx.select().from(supporters).where(eq(supporters.id, otherId)).for('update');
    if (!keep || !other) throw notFound(SUPPORTER_NOT_FOUND());
    const moved: Record<string, number> = {};
    for (const { table, column } of SUPPORTER_REFERENCES) {
      if (table === 'supporter_consents') continue;
      const c = sql.identifier(column);
      const rows = await rowsOf(
        tx,
        sql`UPDATE ${sql.identifier(table)} SET ${c} = ${keepId} WHERE ${c} = ${otherId} RETURNING 1`,
      );
      if (rows.length) moved[table] = rows.length;
    }
    const theirs = await tx.select().from(supporterConsents).where(eq(supporterConsents.supporterId, otherId));
    const later = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);
    for (const c of theirs) {
      const [mine] = await tx
        .select()
        .from(supporterConsents)
        .where(sql`${supporterConsents.supporterId} = ${keepId} AND ${supporterConsents.purpose} = ${c.purpose}`);
      const givenAt = later(mine?.givenAt ?? null, c.givenAt);
      const withdrawnAt = later(mine?.withdrawnAt ?? null, c.withdrawnAt);
      const values = {
        givenAt,
        givenSource: givenAt === c.givenAt ? c.givenSource : (mine?.givenSource ?? null),
        withdrawnAt,
        withdrawnSource: withdrawnAt === c.withdrawnAt ? c.withdrawnSource : (mine?.withdrawnSource ?? null),
        updatedAt: new Date(),
      };
      await tx
        .insert(supporterConsents)
        .values({ supporterId: keepId, purpose: c.purpose, ...values })
        .onConflictDoUpdate({ target: [supporterConsents.supporterId, supporterConsents.purpose], set: values });
    }
    await tx.delete(supporterConsents).where(eq(supporterConsents.supporterId, otherId));
    await tx.delete(supporters).where(eq(supporters.id, otherId));
    const filled = {
      ...(!keep.email && other.email ? { email: other.email } : {}),
      ...(!keep.phone && other.phone ? { phone: other.phone } : {}),
      ...(!keep.name && other.name ? { name: other.name } : {}),
      ...(!keep.ref && other.ref ? { ref: other.ref } : {}),
    };
    if (keep.ref && other.ref)
      await tx
        .insert(supporterFormerRefs)
        .values({ ref: other.ref, supporterId: keepId })
        .onConflictDoUpdate({ target: supporterFormerRefs.ref, set: { supporterId: keepId } });
    if (Object.keys(filled).length)
      await tx
        .update(supporters)
        .set({ ...filled, updatedAt: new Date() })
        .where(eq(supporters.id, keepId));
    // Ids and counts only: the log keeps no one's name or address.
    await recordActivity(tx, adminId, 'merge', 'supporter', keepId, {
      after: { mergedFrom: otherId, moved },
    });
    return { moved };
  });
}
