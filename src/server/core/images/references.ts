import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { blogPosts, children, gifts } from '~/server/core/db/schema';
import { siteSettings } from '~/server/core/db/settings-schema';
import { childGifts } from '~/server/core/db/child-gifts-schema';
import { childUpdates, sponsorLetters } from '~/server/core/db/child-news-schema';
import { fieldItems, fieldUploads, letterTranslations } from '~/server/core/db/field-schema';

/** An image's address anywhere in a text (`/api/images/<hash>/<width>.webp`, absolute or not): its hash. */
export const IMAGE_HASH_PATTERN = '/api/images/([a-f0-9]{32})/';
const HASH_IN_TEXT = /\/api\/images\/([a-f0-9]{32})\//g;

/**
 * Every column a record keeps an image's address in: a photo or image column, HTML that
 * may hold `<img src>` (a post's content), and the JSON of translations and site
 * settings (a translated post's content, the home hero). An image no column here names
 * is deleted after a grace (sweep.ts), so a new place that keeps an image's address
 * must be added here; references.test.ts lists every table and fails on one it does
 * not know.
 *
 * Not here, on purpose: the activity log (its before/after copies of a deleted child
 * would keep a withdrawn photo for ever) and e-mails (they carry no images: mail/layout.ts).
 */
export const IMAGE_REFERENCES: { table: PgTable; columns: PgColumn[] }[] = [
  { table: gifts, columns: [gifts.image, gifts.translations] },
  { table: blogPosts, columns: [blogPosts.image, blogPosts.content, blogPosts.translations] },
  { table: children, columns: [children.photo, children.translations] },
  { table: siteSettings, columns: [siteSettings.value] },
  // The photo of a gift handed to a sponsored child, shown to the sponsor.
  { table: childGifts, columns: [childGifts.deliveryPhoto, childGifts.deliveryNote, childGifts.note] },
  // Private (images/private.ts): a child's updates and sponsors' letters.
  { table: childUpdates, columns: [childUpdates.images, childUpdates.texts] },
  { table: sponsorLetters, columns: [sponsorLetters.image, sponsorLetters.text, sponsorLetters.approvedText] },
  // Private too: what a field officer sent (a report's photo, a letter's pages), and a finished upload not yet sent with its item.
  { table: fieldItems, columns: [fieldItems.images, fieldItems.report, fieldItems.transcription] },
  { table: fieldUploads, columns: [fieldUploads.image] },
  // A translation written by hand: photos of its pages (private); its text is the translator's words.
  { table: letterTranslations, columns: [letterTranslations.images, letterTranslations.text] },
];

/** The hashes of every image some record uses, as one SQL query (`SELECT hash ...`). */
export function referencedHashes(): SQL {
  const selects = IMAGE_REFERENCES.map(
    ({ table, columns }) =>
      sql`SELECT (regexp_matches(concat_ws(' ', ${sql.join(
        columns.map((c) => sql`${c}::text`),
        sql`, `,
      )}), ${IMAGE_HASH_PATTERN}, 'g'))[1] AS hash FROM ${table}`,
  );
  return sql.join(selects, sql` UNION `);
}

/** The hashes of the images a text names (a saved post's HTML, a settings section). */
export function hashesIn(...texts: (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const text of texts) for (const m of (text ?? '').matchAll(HASH_IN_TEXT)) found.add(m[1]!);
  return [...found];
}
