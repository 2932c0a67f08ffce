import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { C_PUBLIC_NAME } from '~/server/core/db/child-name';
import { rowsOf } from '~/server/core/db/rows';
import { VISIBLE_TO_SPONSORSHIP } from '~/server/sponsorship';
import type { HealthRow } from '~/shared/schemas/sponsor-health';

/** How children are named: in full to staff who work with children, else by the name the public knows (docs/children-protection.md and docs/decisions/013-staff-roles-and-sign-in.md). */
export type ChildNames = 'full' | 'public';
const childName = (names: ChildNames) => (names === 'full' ? sql.raw('c.name') : C_PUBLIC_NAME);

export type SponsorList = 'child-left' | 'waiting' | 'quiet';

/** Days a child waits for a sponsor before the list shows them. */
export const WAITING_DAYS = 180;

/*
 * Sponsors whose child left and who have not chosen (docs/sponsor-health.md), children
 * waiting for a sponsor over 180 days, and sponsors who heard nothing (no news, no letter
 * from their child) for the child-news setting's months (6 by default).
 */
function listSql(list: SponsorList, now: Date, names: ChildNames, quietMonths: number): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const name = childName(names);
  if (list === 'child-left')
    return sql`
      SELECT d.id, s.supporter_id, coalesce(nullif(sp.name, ''), d.sponsor_name, '') AS name,
             coalesce(sp.email, d.sponsor_email, '') AS email, coalesce(sp.phone, s.sponsor_phone, '') AS phone,
             c.id AS child_id, ${name} AS child_name, d.created_at AS date, p.amount_rwf, p.method, 'child-left' AS reason
        FROM child_departures d
        LEFT JOIN sponsorships s ON s.id = d.sponsorship_id
        LEFT JOIN supporters sp ON sp.id = s.supporter_id
        LEFT JOIN children c ON c.id = d.child_id
        LEFT JOIN recurring_plans p ON p.id = d.plan_id
       WHERE d.chosen_at IS NULL AND d.sponsor_email IS NOT NULL`;
  if (list === 'waiting')
    return sql`
      SELECT c.id, NULL::uuid AS supporter_id, ${name} AS name, '' AS email, '' AS phone,
             c.id AS child_id, ${name} AS child_name, c.waiting_since AS date,
             c.monthly_support AS amount_rwf, NULL AS method, 'waiting' AS reason
        FROM children c
       WHERE NOT c.is_sponsored AND c.left_at IS NULL
         AND c.waiting_since < ${at} - make_interval(days => ${WAITING_DAYS}::int)`;
  const since = sql`(${at} - make_interval(months => ${quietMonths}::int))`;
  const last = sql`(SELECT max(u.posted_at) FROM child_updates u WHERE ${VISIBLE_TO_SPONSORSHIP})`;
  return sql`
    SELECT s.id, s.supporter_id, coalesce(nullif(sp.name, ''), s.sponsor_name, '') AS name,
           coalesce(sp.email, s.sponsor_email, '') AS email, coalesce(nullif(sp.phone, ''), s.sponsor_phone, '') AS phone,
           c.id AS child_id, ${name} AS child_name, coalesce(l.at, s.started_at) AS date,
           NULL::numeric AS amount_rwf, NULL AS method, 'quiet' AS reason
      FROM sponsorships s
      JOIN children c ON c.id = s.child_id
      LEFT JOIN supporters sp ON sp.id = s.supporter_id
      CROSS JOIN LATERAL (SELECT ${last} AS at) l
     WHERE s.status = 'active' AND s.started_at <= ${since} AND (l.at IS NULL OR l.at < ${since})`;
}

/** Oldest first: the longest wait, the longest silence, the oldest unanswered departure. */
export async function sponsorList(
  db: Db,
  list: SponsorList,
  opts: { now: Date; names: ChildNames; quietMonths: number },
  limit: number,
  offset: number,
): Promise<{ rows: HealthRow[]; total: number }> {
  const found = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT x.*, count(*) OVER () AS total FROM (${listSql(list, opts.now, opts.names, opts.quietMonths)}) x
         ORDER BY x.date ASC, x.id LIMIT ${limit} OFFSET ${offset}`,
  );
  const rows = found.map((r): HealthRow => ({
    _id: String(r.id),
    supporterId: r.supporter_id ? String(r.supporter_id) : null,
    name: String(r.name ?? ''),
    email: String(r.email ?? ''),
    phone: String(r.phone ?? ''),
    childId: r.child_id ? String(r.child_id) : null,
    childName: r.child_name === null || r.child_name === undefined ? null : String(r.child_name),
    date: r.date ? new Date(r.date as string).toISOString() : null,
    amountRwf: r.amount_rwf === null || r.amount_rwf === undefined ? null : Number(r.amount_rwf),
    method: r.method ? String(r.method) : null,
    reason: r.reason as HealthRow['reason'],
    note: null,
  }));
  return { rows, total: found.length ? Number(found[0]!.total) : 0 };
}

export async function sponsorCount(db: Db, list: SponsorList, now: Date, quietMonths: number): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM (${listSql(list, now, 'public', quietMonths)}) x`,
  );
  return Number(row?.n ?? 0);
}
