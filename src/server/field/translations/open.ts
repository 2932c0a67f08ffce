import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { letterTranslations } from '~/server/core/db/field-schema';
import { rowsOf } from '~/server/core/db/rows';
import { isLanguage } from '~/shared/i18n';

/**
 * The languages the child's current sponsors read, or one sponsorship's sponsor (a reply to
 * their letter): their supporter record's language, English when unknown, other than
 * `besides`. A child's letter waits for a translation into each (docs/field.md#translation).
 */
export async function sponsorLanguagesOf(
  db: Db,
  whose: { childId: string } | { sponsorshipId: string },
  besides: string,
): Promise<string[]> {
  const which =
    'childId' in whose
      ? sql`s.child_id = ${whose.childId} AND s.status = 'active'`
      : sql`s.id = ${whose.sponsorshipId}`;
  const rows = await rowsOf<{ lang: string }>(
    db,
    sql`SELECT DISTINCT coalesce(sp.lang, 'en') AS lang
        FROM sponsorships s LEFT JOIN supporters sp ON sp.id = s.supporter_id
        WHERE ${which}`,
  );
  const languages = new Set(rows.map((r) => (isLanguage(r.lang) ? r.lang : 'en')));
  return [...languages].filter((l) => l !== besides);
}

/** A child's approved letter waits for these translations (once per language, whatever happens twice). */
export async function openChildLetter(
  db: Db,
  item: { id: string; childId: string; lang: string; receivedAt: Date },
  languages: string[],
) {
  if (!languages.length) return;
  await db
    .insert(letterTranslations)
    .values(
      languages.map((toLang) => ({
        fieldItemId: item.id,
        childId: item.childId,
        fromLang: item.lang,
        toLang,
        receivedAt: item.receivedAt,
      })),
    )
    .onConflictDoNothing();
}
