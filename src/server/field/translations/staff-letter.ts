import { randomUUID } from 'node:crypto';
import { recordActivity } from '~/server/core/activity/record';
import type { Db } from '~/server/core/db/client';
import { fieldItems, letterTranslations } from '~/server/core/db/field-schema';
import type { LetterReply } from '~/server/sponsorship';
import { openChildLetter, sponsorLanguagesOf } from './open';

type Texts = { en?: string; fr?: string; rw?: string };

/**
 * A child's letter typed in by staff on the dashboard (child news, kind 'letter'): it
 * enters the translation queue as an officer's letter does once approved
 * (docs/field.md#translation). Its original is the Kinyarwanda text when one was typed,
 * else the one typed; each language the child's sponsors read (a reply's: the sponsor of
 * the letter it answers) that staff did not type waits for a translation; one they typed
 * counts as translated and checked by them. Answers null when no language is missing:
 * the letter is posted at once, as before.
 */
export async function enterStaffLetter(
  deps: { db: Db },
  input: { childId: string; texts: Texts; images: string[]; by: string; reply?: LetterReply | null },
): Promise<{ itemId: string; translating: string[] } | null> {
  const { childId, texts, images, by, reply } = input;
  const lang = texts.rw ? 'rw' : texts.en ? 'en' : 'fr';
  const sponsorshipId = reply?.sponsorshipId ?? null;
  // A reply whose sponsorship is gone has no reader to translate for: it is posted at once.
  const whose = reply ? (sponsorshipId ? { sponsorshipId } : null) : { childId };
  const languages = whose ? await sponsorLanguagesOf(deps.db, whose, lang) : [];
  const typedIn = (l: string) => Boolean(texts[l as keyof Texts]);
  const missing = languages.filter((l) => !typedIn(l));
  if (!missing.length) return null;
  const id = randomUUID();
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await tx.insert(fieldItems).values({
      id,
      kind: 'letter',
      childId,
      officerId: by,
      lang,
      transcription: texts[lang],
      images,
      status: 'approved',
      capturedAt: now,
      receivedAt: now,
      reviewedAt: now,
      reviewedBy: by,
      replyToLetterId: reply?.letterId ?? null,
      sponsorshipId,
    });
    await openChildLetter(tx, { id, childId, lang, receivedAt: now }, missing);
    const typed = languages.filter(typedIn);
    if (typed.length)
      await tx.insert(letterTranslations).values(
        typed.map((toLang) => ({
          fieldItemId: id,
          childId,
          fromLang: lang,
          toLang,
          status: 'checked' as const,
          text: texts[toLang as keyof Texts] ?? '',
          translatorId: by,
          checkedBy: by,
          checkedAt: now,
          receivedAt: now,
        })),
      );
    await recordActivity(tx, by, 'create', 'field_item', id, {
      after: {
        kind: 'letter',
        childId,
        status: 'approved',
        translating: missing,
        ...(reply ? { reply: reply.letterId } : {}),
      },
      name: 'letter',
    });
  });
  return { itemId: id, translating: missing };
}
