import { type SQL, sql } from 'drizzle-orm';
import type { UpdateTexts } from '~/server/core/db/child-news-schema';
import type { ChildUpdateKind, LetterStatus } from '~/shared/schemas/child-news';
import type { LetterStage, TranslationStatus } from '~/shared/schemas/translation';

/*
 * Where a letter is, as its sponsor's page says it (docs/field.md#translation): received,
 * translating, checked, delivered. A sponsor's letter: received until moderated, then its
 * Kinyarwanda translation's progress, delivered once staff hand it to the child. A child's
 * letter: received once approved, then its translation's progress; delivered, it is news.
 */

const BY_TRANSLATION: Record<TranslationStatus, LetterStage> = {
  waiting: 'received',
  translating: 'translating',
  translated: 'translating',
  checked: 'checked',
};

/** A sponsor's own letter's stage; null once returned to them. */
export function letterStage(l: { status: LetterStatus; tr_status: TranslationStatus | null }): LetterStage | null {
  if (l.status === 'returned') return null;
  if (l.status === 'delivered') return 'delivered';
  if (l.status === 'pending') return 'received';
  return l.tr_status ? BY_TRANSLATION[l.tr_status] : 'checked';
}

/** A child's letter's words as written (in Kinyarwanda), when the sponsor reads a translation of them. */
export function originalOf(u: { kind: ChildUpdateKind; texts: UpdateTexts }, shown: string) {
  if (u.kind !== 'letter' || shown === 'rw' || !u.texts.rw) return null;
  return { text: u.texts.rw, lang: 'rw' as const };
}

/**
 * The child's letters approved but not yet delivered (waiting for a translation) of the
 * children `mine` (sponsorships `s`) names: the least advanced translation says the stage.
 */
export const incomingLetters = (mine: SQL) =>
  sql`SELECT f.id, f.child_id, f.received_at,
        CASE min(CASE t.status WHEN 'waiting' THEN 0 WHEN 'checked' THEN 2 ELSE 1 END)
          WHEN 0 THEN 'received' WHEN 1 THEN 'translating' ELSE 'checked' END AS stage
      FROM field_items f JOIN letter_translations t ON t.field_item_id = f.id
      WHERE t.delivered_at IS NULL AND f.status = 'approved'
        AND f.child_id IN (SELECT s.child_id FROM sponsorships s WHERE ${mine} AND s.status = 'active')
        AND (f.sponsorship_id IS NULL
          OR f.sponsorship_id IN (SELECT s.id FROM sponsorships s WHERE ${mine} AND s.status = 'active'))
      GROUP BY f.id, f.child_id, f.received_at
      ORDER BY f.received_at DESC LIMIT 50`;

export const toIncoming = (r: { id: string; received_at: Date | string; stage: LetterStage }) => ({
  _id: r.id,
  stage: r.stage,
  receivedAt: new Date(r.received_at).toISOString(),
});
