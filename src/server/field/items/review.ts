import { and, eq } from 'drizzle-orm';
import type { ApiDeps } from '~/server/core/deps';
import { recordActivity } from '~/server/core/activity/record';
import { childPublicName } from '~/server/core/db/child-name';
import { fieldItems } from '~/server/core/db/field-schema';
import { children } from '~/server/core/db/schema';
import { conflict, notFound } from '~/server/core/http/errors';
import { postChildUpdate } from '~/server/sponsorship';
import { MAX_LETTER_PAGES } from '~/shared/schemas/field';
import { fieldText, type FieldText } from '../texts';
import { openChildLetter, sponsorLanguagesOf } from '../translations/open';

export type ItemRow = typeof fieldItems.$inferSelect;

/** The news a report or a letter becomes, in the language the officer wrote it in. */
export function newsTextOf(item: ItemRow, childName: string): string {
  const lang = item.lang;
  const say = (key: string, value: unknown) => fieldText(`news.${key}`, { value, name: childName }, lang);
  if (item.kind === 'letter') return item.transcription?.trim() || say('letter', '');
  const r = item.report!;
  return [
    say('schoolLevel', r.schoolLevel),
    say('attendance', r.attendance),
    r.healthCheckOn ? say('healthCheck', r.healthCheckOn) : '',
    r.activities ? say('activities', r.activities) : '',
    r.note,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Takes a submitted item for review (409 once reviewed), recording who did what, in one transaction. */
async function settle(
  deps: Pick<ApiDeps, 'db'>,
  id: string,
  by: string,
  change: { status: 'approved' | 'returned'; returnReason?: string },
  t: FieldText,
): Promise<ItemRow> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(fieldItems)
      .set({ ...change, reviewedAt: new Date(), reviewedBy: by, updatedAt: new Date() })
      .where(and(eq(fieldItems.id, id), eq(fieldItems.status, 'submitted')))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: fieldItems.id }).from(fieldItems).where(eq(fieldItems.id, id));
      throw exists ? conflict(t('api.alreadyReviewed')) : notFound(t('api.itemNotFound'));
    }
    const action = change.status === 'approved' ? 'approve' : 'return';
    await recordActivity(tx, by, action, 'field_item', id, {
      after: { status: row.status, kind: row.kind, childId: row.childId, returnReason: row.returnReason },
      name: row.kind,
    });
    return row;
  });
}

/**
 * Approves an item (docs/field.md): it becomes the child's news (child-news/post-update.ts),
 * which the child's sponsors see on their page and are e-mailed about; its key
 * (`field:<id>`) posts it once whatever happens twice. A child's letter whose sponsors
 * read another language waits for its translations first (translations/queue.ts posts it
 * once checked). Answers how many sponsors were told, and the languages it waits for.
 */
export async function approveItem(
  deps: Pick<ApiDeps, 'db' | 'config'>,
  id: string,
  by: string,
  t: FieldText,
): Promise<{ notified: number; translating: string[] }> {
  const row = await settle(deps, id, by, { status: 'approved' }, t);
  if (row.kind === 'letter') {
    const languages = await sponsorLanguagesOf(deps.db, { childId: row.childId }, row.lang);
    if (languages.length) {
      await openChildLetter(deps.db, row, languages);
      return { notified: 0, translating: languages };
    }
  }
  const [child] = await deps.db.select({ name: childPublicName }).from(children).where(eq(children.id, row.childId));
  return {
    notified: await postItemNews(deps, row, { [row.lang]: newsTextOf(row, child?.name ?? '') }, by),
    translating: [],
  };
}

/**
 * Posts an approved item as the child's news (once: its key), and links the two; a letter's
 * pages come first, then the photos of its translation written by hand (`translated`).
 */
export async function postItemNews(
  deps: Pick<ApiDeps, 'db' | 'config'>,
  row: ItemRow,
  texts: Partial<Record<'en' | 'fr' | 'rw', string>>,
  by: string | null,
  translated: readonly string[] = [],
): Promise<number> {
  const posted = await postChildUpdate(deps, {
    childId: row.childId,
    kind: row.kind === 'report' ? 'progress' : 'letter',
    texts,
    images: [...row.images, ...translated],
    maxImages: MAX_LETTER_PAGES + translated.length,
    sourceKey: `field:${row.id}`,
    // A reply to a sponsor's letter typed in by staff goes to that sponsor alone.
    sponsorshipId: row.sponsorshipId,
    replyToLetterId: row.replyToLetterId,
    postedBy: by,
  });
  await deps.db.update(fieldItems).set({ childUpdateId: posted.update.id }).where(eq(fieldItems.id, row.id));
  return posted.notified;
}

/** Returns an item to its officer with a reason; they see it in their list and may send it again. */
export async function returnItem(deps: Pick<ApiDeps, 'db'>, id: string, by: string, reason: string, t: FieldText) {
  await settle(deps, id, by, { status: 'returned', returnReason: reason }, t);
}
