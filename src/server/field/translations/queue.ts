import { and, eq, isNotNull } from 'drizzle-orm';
import type { Admin } from '~/server/core/auth/session';
import type { ApiDeps } from '~/server/core/deps';
import { lockedStaffMember } from '../staff-member';
import type { Db } from '~/server/core/db/client';
import { recordActivity } from '~/server/core/activity/record';
import { fieldItems, letterTranslations } from '~/server/core/db/field-schema';
import { adminUsers, children } from '~/server/core/db/schema';
import { childPublicName } from '~/server/core/db/child-name';
import { HttpError, badRequest, conflict, notFound } from '~/server/core/http/errors';
import type { TranslationInput } from '~/shared/schemas/translation';
import { type FieldText, fieldText } from '../texts';
import { newsTextOf, postItemNews } from '../items/review';

type Row = typeof letterTranslations.$inferSelect;

/** The pairs a staff member translates (their account). */
export async function pairsOf(db: Db, userId: string): Promise<string[]> {
  const [row] = await db.select({ pairs: adminUsers.translates }).from(adminUsers).where(eq(adminUsers.id, userId));
  return row?.pairs ?? [];
}

/** Locks one translation for a change, checking the person translates its pair (403 otherwise). */
export async function lockFor(tx: Db, id: string, admin: Pick<Admin, 'id'>, t: FieldText): Promise<Row> {
  const [row] = await tx.select().from(letterTranslations).where(eq(letterTranslations.id, id)).for('update');
  if (!row) throw notFound(t('translation.notFound'));
  const pairs = await pairsOf(tx, admin.id);
  if (!pairs.includes(`${row.fromLang}-${row.toLang}`))
    throw new HttpError(403, t('translation.notYourPair', { pair: `${row.fromLang} → ${row.toLang}` }));
  return row;
}

export async function change(tx: Db, row: Row, by: string, set: Partial<Row>, action: 'update' | 'check') {
  const [after] = await tx
    .update(letterTranslations)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(letterTranslations.id, row.id))
    .returning();
  await recordActivity(tx, by, action, 'letter_translation', row.id, {
    before: { status: row.status },
    after: { status: after!.status, translator: after!.translatorId },
  });
  return after!;
}

/** Takes a waiting letter to translate (the same person again: no change; another's: 409). */
export async function claimTranslation(db: Db, id: string, admin: Pick<Admin, 'id'>, t: FieldText) {
  await db.transaction(async (tx) => {
    const row = await lockFor(tx, id, admin, t);
    if (row.status === 'translating' && row.translatorId === admin.id) return;
    if (row.status !== 'waiting') throw conflict(t('translation.taken'));
    await change(tx, row, admin.id, { status: 'translating', translatorId: admin.id }, 'update');
  });
}

/** The translator's words: a draft, or done (to be checked by someone else). Only its translator, until checked. */
export async function saveTranslation(
  db: Db,
  id: string,
  admin: Pick<Admin, 'id'>,
  input: TranslationInput,
  t: FieldText,
) {
  await db.transaction(async (tx) => {
    const row = await lockFor(tx, id, admin, t);
    if (row.status === 'checked') throw conflict(t('translation.alreadyChecked'));
    if (row.translatorId && row.translatorId !== admin.id) throw conflict(t('translation.taken'));
    // A translation is words, or photos of one written by hand: one or the other.
    if (!input.text && row.images.length === 0) throw badRequest(`text: ${t('translation.empty')}`);
    const status = input.done ? 'translated' : 'translating';
    await change(tx, row, admin.id, { status, text: input.text, translatorId: admin.id }, 'update');
  });
}

/**
 * A second reader checks a finished translation (not its translator: 409). A child's
 * letter whose translations are all checked then becomes its sponsors' news, the original
 * beside each translation (items/review.ts), and is delivered. Answers how many were told.
 */
export async function checkTranslation(
  deps: Pick<ApiDeps, 'db' | 'config'>,
  id: string,
  admin: Pick<Admin, 'id'>,
  t: FieldText,
): Promise<number> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockFor(tx, id, admin, t);
    if (before.status !== 'translated') throw conflict(t('translation.notReady'));
    if (before.translatorId === admin.id) throw conflict(t('translation.secondReader'));
    return change(tx, before, admin.id, { status: 'checked', checkedBy: admin.id, checkedAt: new Date() }, 'check');
  });
  if (!row.fieldItemId) return 0;
  return deliverChildLetter(deps, row.fieldItemId, admin.id);
}

/** Posts a child's letter once every translation it waits for is checked. */
async function deliverChildLetter(deps: Pick<ApiDeps, 'db' | 'config'>, itemId: string, by: string) {
  const all = await deps.db.select().from(letterTranslations).where(eq(letterTranslations.fieldItemId, itemId));
  if (all.some((r) => r.status !== 'checked')) return 0;
  const [item] = await deps.db.select().from(fieldItems).where(eq(fieldItems.id, itemId));
  if (!item) return 0;
  const [child] = await deps.db.select({ name: childPublicName }).from(children).where(eq(children.id, item.childId));
  const texts: Partial<Record<'en' | 'fr' | 'rw', string>> = { [item.lang]: newsTextOf(item, child?.name ?? '') };
  for (const r of all)
    if (r.toLang === 'en' || r.toLang === 'fr' || r.toLang === 'rw')
      // A translation written by hand alone: its photos follow the letter's pages.
      texts[r.toLang] = r.text || fieldText('news.translationInPhotos', { name: child?.name ?? '' }, r.toLang);
  const notified = await postItemNews(
    deps,
    item,
    texts,
    by,
    all.flatMap((r) => r.images),
  );
  const [posted] = await deps.db
    .select({ id: fieldItems.childUpdateId })
    .from(fieldItems)
    .where(eq(fieldItems.id, itemId));
  await deps.db
    .update(letterTranslations)
    .set({ deliveredAt: new Date(), childUpdateId: posted?.id ?? null })
    .where(and(eq(letterTranslations.fieldItemId, itemId), isNotNull(letterTranslations.checkedAt)));
  return notified;
}

/** PUT /api/staff/:id/translates: the pairs a staff member translates, replacing theirs. */
export async function setStaffPairs(db: Db, by: string, userId: string, pairs: string[]) {
  const kept = [...new Set(pairs)].sort();
  await db.transaction(async (tx) => {
    const before = await lockedStaffMember(tx, userId);
    await tx.update(adminUsers).set({ translates: kept }).where(eq(adminUsers.id, userId));
    await recordActivity(tx, by, 'update', 'admin_user', userId, {
      before: { translates: before.translates },
      after: { translates: kept },
    });
  });
}
