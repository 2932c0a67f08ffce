import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import type { HealthRow } from '~/shared/schemas/sponsor-health';

/*
 * Monthly plans at risk, and plans that stopped (docs/sponsor-health.md). A plan's
 * `updated_at` is when its status last changed for a paused, lapsed or cancelled plan
 * (only a change of amount or day touches it otherwise): "paused over 60 days" and
 * "stopped in the last 90 days" read it.
 */

/**
 * The active plans whose authority to take money ends within 30 days of `at` (or has ended):
 * a card token whose card expires (`card_expires_on`), or an approved MoMo pre-approval
 * (`preapproval_ends_on`), whichever comes first (PostgreSQL's least() passes over nulls).
 * A function so that `health.test.ts` ("a plan whose authority ends soon") can pass its own.
 */
export type EndingSoon = (at: SQL) => SQL | null;
const ENDS_ON = sql`least(CASE WHEN preapproval_status = 'approved' THEN preapproval_ends_on END,
                          CASE WHEN card_token IS NOT NULL THEN card_expires_on END)`;
export const endingSoon: EndingSoon = (at) =>
  sql`SELECT id, ${ENDS_ON} AS ends_at FROM recurring_plans WHERE status = 'active' AND ${ENDS_ON} < ${at} + interval '30 days'`;

const person = sql`coalesce(nullif(sp.name, ''), p.payer_name) AS name, coalesce(sp.email, p.payer_email) AS email,
  coalesce(nullif(sp.phone, ''), p.payer_phone) AS phone`;
const PLAN_COLUMNS = sql`p.id, p.supporter_id, ${person}, p.amount_rwf, p.method, p.child_id, p.stop_reason`;

/** Plans at risk: a try failed in the last month, a card or pre-approval ending within 30 days, paused over 60 days. */
function atRiskSql(now: Date, ending: EndingSoon): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ends = ending(at);
  return sql`
    SELECT ${PLAN_COLUMNS}, 'failed' AS reason, f.at AS date
      FROM recurring_plans p LEFT JOIN supporters sp ON sp.id = p.supporter_id
      CROSS JOIN LATERAL (SELECT max(c.updated_at) AS at FROM recurring_charges c
                          WHERE c.plan_id = p.id AND c.status = 'failed') f
     WHERE p.status = 'active' AND f.at >= ${at} - interval '31 days'
    UNION ALL
    SELECT ${PLAN_COLUMNS}, 'paused', p.updated_at
      FROM recurring_plans p LEFT JOIN supporters sp ON sp.id = p.supporter_id
     WHERE p.status = 'paused' AND p.updated_at < ${at} - interval '60 days'
    ${
      ends
        ? sql`UNION ALL
    SELECT ${PLAN_COLUMNS}, 'card-expiring', e.ends_at
      FROM (${ends}) e JOIN recurring_plans p ON p.id = e.id LEFT JOIN supporters sp ON sp.id = p.supporter_id`
        : sql``
    }`;
}

/** Plans cancelled or lapsed in the last 90 days; a cancellation after the child left says so. */
function stoppedSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`
    SELECT ${PLAN_COLUMNS},
           CASE WHEN p.status = 'lapsed' THEN 'lapsed'
                WHEN EXISTS (SELECT 1 FROM child_departures d WHERE d.plan_id = p.id AND d.choice = 'end') THEN 'child-left'
                ELSE 'cancelled' END AS reason,
           p.updated_at AS date
      FROM recurring_plans p LEFT JOIN supporters sp ON sp.id = p.supporter_id
     WHERE p.status IN ('cancelled', 'lapsed') AND p.updated_at >= ${at} - interval '90 days'`;
}

const toRow = (r: Record<string, unknown>): HealthRow => ({
  _id: `${String(r.id)}:${String(r.reason)}`,
  supporterId: r.supporter_id ? String(r.supporter_id) : null,
  name: String(r.name ?? ''),
  email: String(r.email ?? ''),
  phone: String(r.phone ?? ''),
  childId: r.child_id ? String(r.child_id) : null,
  childName: null,
  date: r.date ? new Date(r.date as string).toISOString() : null,
  amountRwf: Number(r.amount_rwf),
  method: String(r.method),
  reason: r.reason as HealthRow['reason'],
  note:
    r.reason === 'failed' || r.reason === 'card-expiring' || r.reason === 'paused'
      ? null
      : (r.stop_reason as string | null),
});

export const planListSql = (list: 'at-risk' | 'stopped', now: Date, ending: EndingSoon = endingSoon) =>
  list === 'at-risk' ? atRiskSql(now, ending) : stoppedSql(now);

/** A page of one plan list, the latest first. */
export async function planList(
  db: Db,
  list: 'at-risk' | 'stopped',
  now: Date,
  limit: number,
  offset: number,
  ending: EndingSoon = endingSoon,
): Promise<{ rows: HealthRow[]; total: number }> {
  const found = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT x.*, count(*) OVER () AS total FROM (${planListSql(list, now, ending)}) x
         ORDER BY x.date DESC NULLS LAST, x.id, x.reason LIMIT ${limit} OFFSET ${offset}`,
  );
  return { rows: found.map(toRow), total: found.length ? Number(found[0]!.total) : 0 };
}

export async function planCount(db: Db, list: 'at-risk' | 'stopped', now: Date, ending: EndingSoon = endingSoon) {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM (${planListSql(list, now, ending)}) x`,
  );
  return Number(row?.n ?? 0);
}
