import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { inEdge, spans, split } from './daily';
import type { Span } from './period';
import { type Window, num, rows } from './sources';

/**
 * The first day whose donors may still change without moving donor_days_version: today, in
 * the daily totals' calendar, as the donor_days trigger reckons it by the clock, until ten
 * minutes after midnight. A gift the trigger judged "today" just before midnight may become
 * visible just after it (its commit still ahead); yesterday's ranges are counted afresh, not
 * kept, until such a commit is long done (migration kept_totals_lock).
 */
export const firstUnsettledDay = (clock: SQL = sql`clock_timestamp()`) =>
  sql`((${clock} - interval '10 minutes') AT TIME ZONE 'Africa/Kigali')::date`;

const countOf = ([first, last]: [string, string]) =>
  sql`SELECT count(*) FROM (SELECT DISTINCT email_key FROM donor_days
                             WHERE day BETWEEN ${first}::date AND ${last}::date) x`;

/**
 * The distinct donors of the whole days `first`..`last`. Days already past are counted
 * once and kept (donor_range_counts, migration donor_range_counts_version) until a change
 * to a past day's donors moves donor_days_version on; a range reaching today (or, in the
 * first ten minutes of a day, yesterday) is counted each time. Reading a year of donor days costs tens of milliseconds at 20,000 donors;
 * a kept count, one row.
 */
async function wholeDays(db: Db, days: [string, string]): Promise<number> {
  const [first, last] = days;
  const [kept] = await rows(
    db,
    sql`SELECT r.donors FROM donor_range_counts r JOIN donor_days_version v ON v.id = 1 AND v.version = r.version
         WHERE r.first_day = ${first}::date AND r.last_day = ${last}::date`,
  );
  if (kept) return num(kept.donors);
  // Counted and stamped with the version in one statement, so from one snapshot: a change
  // committed after it has moved the version past this count.
  const [counted] = await rows(
    db,
    sql`INSERT INTO donor_range_counts AS r (first_day, last_day, version, donors)
        SELECT ${first}::date, ${last}::date, v.version, (${countOf(days)}) FROM donor_days_version v
         WHERE v.id = 1 AND ${last}::date < ${firstUnsettledDay()}
        ON CONFLICT (first_day, last_day) DO UPDATE
          SET version = EXCLUDED.version, donors = EXCLUDED.donors, counted_at = now()
          WHERE r.version <= EXCLUDED.version
        RETURNING donors`,
  );
  if (counted) {
    // Yesterday's ranges and stale counts are no use any more.
    await db.execute(sql`DELETE FROM donor_range_counts WHERE counted_at < now() - interval '2 days'
                          OR version < (SELECT version FROM donor_days_version WHERE id = 1)`);
    return num(counted.donors);
  }
  const [fresh] = await rows(db, sql`SELECT (${countOf(days)}) AS donors`);
  return num(fresh?.donors);
}

/** The donors of the edges (parts of a day) who gave on none of the whole days. */
function edgeDonors(edges: Span[], days: [string, string] | null): SQL {
  const inEdges = sql.join(
    edges.map((e) => sql`(${inEdge(sql`d.created_at`, e)})`),
    sql` OR `,
  );
  const notInDays = days
    ? sql`AND NOT EXISTS (SELECT 1 FROM donor_days x WHERE x.email_key = lower(d.email)
                            AND x.day BETWEEN ${days[0]}::date AND ${days[1]}::date)`
    : sql``;
  return sql`SELECT count(DISTINCT lower(d.email)) AS n FROM donations d WHERE (${inEdges}) ${notInDays}`;
}

/**
 * The distinct donors (lower-cased e-mail) of the two periods. Distinct counts cannot be
 * added up: a period's are those of its whole days (donor_days, kept by the donations
 * trigger) and, of the donors of its edges, those who gave on none of those days.
 */
export async function distinctDonors(db: Db, w: Window, useTotals: boolean): Promise<[number, number]> {
  const [current, previous] = await Promise.all(
    spans(w).map(async (span) => {
      const { days, edges } = split(span, w, useTotals);
      const [whole, [extra]] = await Promise.all([
        days ? wholeDays(db, days) : 0,
        edges.length ? rows(db, edgeDonors(edges, days)) : [],
      ]);
      return whole + num(extra?.n);
    }),
  );
  return [current!, previous!];
}
