import { C_PUBLIC_NAME } from '~/server/core/db/child-name';
import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import type { UpdateTexts } from '~/server/core/db/child-news-schema';
import { rowsOf } from '~/server/core/db/rows';
import { type Language, isLanguage } from '~/shared/i18n';
import { IMAGE_WIDTHS } from '~/shared/images';
import { hashesIn } from '~/server/core/images/references';
import type { ChildUpdateKind, LetterStatus, SponsoredChildNews } from '~/shared/schemas/child-news';
import { sponsorshipsOfAddress } from '~/server/core/supporters/of-address';
import { textInLanguage } from './update-text';
import { type LetterStage, type TranslationStatus } from '~/shared/schemas/translation';
import { incomingLetters, letterStage, originalOf, toIncoming } from './letter-stages';

/**
 * Which updates a sponsorship's sponsor sees (`u`, `s`): those addressed to that
 * sponsorship, and those for every sponsor posted while it ran (current sponsors, and
 * former ones for their period). The one rule for the page, the images and the tests.
 */
export const VISIBLE_TO_SPONSORSHIP = sql`u.child_id = s.child_id AND (
  u.sponsorship_id = s.id OR (u.sponsorship_id IS NULL AND u.posted_at >= s.started_at
    AND (s.ended_at IS NULL OR u.posted_at <= s.ended_at)))`;

/** Where the sponsor's page loads a private image: the signed link rides along. */
export function sponsorImage(url: string, token: string) {
  const [hash] = hashesIn(url);
  const at = (w: number) => `/api/giving/news/images/${hash}/${w}.webp?token=${encodeURIComponent(token)}`;
  return { src: at(640), srcSet: IMAGE_WIDTHS.map((w) => `${at(w)} ${w}w`).join(', ') };
}

/** A public image (the child's own photo) as the pages show it. */
function publicImage(url: string | null) {
  const [hash] = hashesIn(url);
  if (!hash) return null;
  return {
    src: `/api/images/${hash}/640.webp`,
    srcSet: IMAGE_WIDTHS.map((w) => `/api/images/${hash}/${w}.webp ${w}w`).join(', '),
  };
}

interface SponsorshipRow {
  id: string;
  child_id: string;
  name: string;
  photo: string | null;
  story: string;
  translations: Record<string, { story?: string }> | null;
  status: string;
  started_at: Date | string;
  ended_at: Date | string | null;
}
interface UpdateRow {
  id: string;
  sponsorship_id: string;
  kind: ChildUpdateKind;
  texts: UpdateTexts;
  images: string[];
  posted_at: Date | string;
  source_key: string | null;
}
interface LetterRow {
  id: string;
  sponsorship_id: string;
  text: string;
  approved_text: string | null;
  status: LetterStatus;
  return_reason: string | null;
  image: string | null;
  created_at: Date | string;
  tr_status: TranslationStatus | null;
  tr_text: string | null;
}
interface IncomingRow {
  id: string;
  child_id: string;
  received_at: Date | string;
  stage: LetterStage;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Every child the address's supporters sponsor or sponsored (the signed link names the
 * address; its sponsorships are found by their supporter, merged records too), newest
 * sponsorship first, with the updates each may see (newest first) and the letters written.
 */
export async function newsForSponsor(
  db: Db,
  email: string,
  lang: Language,
  token: string,
): Promise<SponsoredChildNews[]> {
  const mine = sql`${await sponsorshipsOfAddress(db, email)} AND s.child_id IS NOT NULL`;
  const [sponsorshipRows, updateRows, letterRows, incomingRows] = await Promise.all([
    rowsOf<SponsorshipRow>(
      db,
      sql`SELECT s.id, s.child_id, ${C_PUBLIC_NAME} AS name, c.photo, c.story, c.translations, s.status, s.started_at, s.ended_at
          FROM sponsorships s JOIN children c ON c.id = s.child_id
          WHERE ${mine} ORDER BY s.started_at DESC LIMIT 50`,
    ),
    rowsOf<UpdateRow>(
      db,
      sql`SELECT u.id, s.id AS sponsorship_id, u.kind, u.texts, u.images, u.posted_at, u.source_key
          FROM sponsorships s JOIN child_updates u ON ${VISIBLE_TO_SPONSORSHIP}
          WHERE ${mine} ORDER BY u.posted_at DESC LIMIT 500`,
    ),
    rowsOf<LetterRow>(
      db,
      sql`SELECT l.id, l.sponsorship_id, l.text, l.approved_text, l.status, l.return_reason, l.image, l.created_at,
            t.status AS tr_status, t.text AS tr_text
          FROM sponsor_letters l JOIN sponsorships s ON s.id = l.sponsorship_id
          LEFT JOIN letter_translations t ON t.sponsor_letter_id = l.id
          WHERE ${mine} ORDER BY l.created_at DESC LIMIT 200`,
    ),
    rowsOf<IncomingRow>(db, incomingLetters(mine)),
  ]);
  return sponsorshipRows.map((s) => ({
    childId: s.child_id,
    sponsorshipId: s.id,
    name: s.name,
    photo: publicImage(s.photo),
    story: s.translations?.[lang]?.story || s.story,
    current: s.status === 'active',
    since: iso(s.started_at),
    until: s.ended_at ? iso(s.ended_at) : null,
    updates: updateRows
      .filter((u) => u.sponsorship_id === s.id)
      .map((u) => {
        const text = textInLanguage(u.texts, lang);
        return {
          _id: u.id,
          kind: u.kind,
          text: text.text,
          lang: isLanguage(text.lang) ? text.lang : 'en',
          images: u.images.map((url) => sponsorImage(url, token)),
          postedAt: iso(u.posted_at),
          original: originalOf(u, text.lang),
          yearReport: u.kind === 'progress' && (u.source_key ?? '').startsWith('field:'),
        };
      }),
    letters: letterRows
      .filter((l) => l.sponsorship_id === s.id)
      .map((l) => ({
        _id: l.id,
        // What reaches the child once staff approved it; what they wrote until then.
        text: l.approved_text ?? l.text,
        status: l.status,
        returnReason: l.return_reason,
        image: l.image ? sponsorImage(l.image, token) : null,
        createdAt: iso(l.created_at),
        stage: letterStage(l),
        translation: l.tr_status === 'checked' ? l.tr_text : null,
      })),
    incoming: s.status === 'active' ? incomingRows.filter((r) => r.child_id === s.child_id).map(toIncoming) : [],
  }));
}

/** Whether the address may see this private image: in an update it sees, or on a letter of its sponsorships. */
export async function sponsorMaySee(db: Db, email: string, imageUrl: string): Promise<boolean> {
  const mine = await sponsorshipsOfAddress(db, email);
  const rows = await rowsOf<{ ok: boolean }>(
    db,
    sql`SELECT (EXISTS (
          SELECT 1 FROM sponsorships s JOIN child_updates u ON ${VISIBLE_TO_SPONSORSHIP}
          WHERE ${mine} AND ${imageUrl} = ANY(u.images))
        OR EXISTS (SELECT 1 FROM sponsor_letters l JOIN sponsorships s ON s.id = l.sponsorship_id
          WHERE ${mine} AND l.image = ${imageUrl})) AS ok`,
  );
  return rows[0]?.ok === true;
}
