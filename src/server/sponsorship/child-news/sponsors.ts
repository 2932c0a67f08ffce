import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import { type Language, isLanguage } from '~/shared/i18n';

/** A sponsor to tell of a piece of news: their sponsorship, address, phone and language. */
export interface SponsorToTell {
  sponsorshipId: string;
  email: string;
  name: string | null;
  phone: string | null;
  lang: Language;
}

/**
 * The sponsor's language: their supporter record's (the latest they chose),
 * else the one they paid in (the sponsorship's first payment), else their latest monthly
 * plan's, else English.
 */
const SPONSOR_LANG = sql`COALESCE(
  (SELECT sp.lang FROM supporters sp WHERE sp.id = s.supporter_id),
  (SELECT p.purchase->>'lang' FROM payments p WHERE p.id = s.payment_id),
  (SELECT rp.lang FROM recurring_plans rp WHERE lower(rp.payer_email) = lower(s.sponsor_email)
     ORDER BY rp.created_at DESC LIMIT 1),
  'en')`;

/**
 * Who hears of an update of `childId` posted at `at`: the sponsor of `sponsorshipId`
 * alone when given (a reply to their letter, their gift), else every sponsor whose
 * sponsorship covers that instant. Sponsorships staff marked without an address are left out.
 */
export async function sponsorsToTell(
  db: Db,
  childId: string,
  sponsorshipId: string | null,
  at: Date,
): Promise<SponsorToTell[]> {
  const which = sponsorshipId
    ? sql`s.id = ${sponsorshipId}`
    : sql`s.started_at <= ${at.toISOString()}::timestamptz AND (s.ended_at IS NULL OR s.ended_at >= ${at.toISOString()}::timestamptz)`;
  const rows = await rowsOf<{ id: string; email: string; name: string | null; phone: string | null; lang: string }>(
    db,
    sql`SELECT s.id, s.sponsor_email AS email, s.sponsor_name AS name, s.sponsor_phone AS phone, ${SPONSOR_LANG} AS lang
        FROM sponsorships s
        WHERE s.child_id = ${childId} AND s.sponsor_email IS NOT NULL AND s.sponsor_email <> '' AND ${which}`,
  );
  return rows.map((r) => ({
    sponsorshipId: r.id,
    email: r.email,
    name: r.name,
    phone: r.phone,
    lang: isLanguage(r.lang) ? r.lang : 'en',
  }));
}

/** One sponsorship's sponsor, with their language (a letter returned to them). */
export async function sponsorOf(db: Db, sponsorshipId: string): Promise<SponsorToTell | null> {
  const rows = await rowsOf<{
    id: string;
    email: string | null;
    name: string | null;
    phone: string | null;
    lang: string;
  }>(
    db,
    sql`SELECT s.id, s.sponsor_email AS email, s.sponsor_name AS name, s.sponsor_phone AS phone, ${SPONSOR_LANG} AS lang
        FROM sponsorships s WHERE s.id = ${sponsorshipId}`,
  );
  const r = rows[0];
  if (!r?.email) return null;
  return {
    sponsorshipId: r.id,
    email: r.email,
    name: r.name,
    phone: r.phone,
    lang: isLanguage(r.lang) ? r.lang : 'en',
  };
}
