import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import { smsConsents, smsMessages } from '~/server/core/db/sms-schema';
import { newestFirstPage } from '~/server/core/db/newest-first';
import type { SmsMessage, SmsMonth, smsStatuses } from '~/shared/schemas/sms';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSmsRecord(r: typeof smsMessages.$inferSelect): SmsMessage {
  return {
    _id: r.id,
    kind: r.kind,
    phone: r.phone,
    status: r.status,
    text: r.text,
    segments: r.segments,
    attempts: r.attempts,
    provider: r.provider,
    cost: r.cost,
    costCurrency: r.costCurrency,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    sentAt: iso(r.sentAt),
    deliveredAt: iso(r.deliveredAt),
  };
}

/** A page of messages, newest first, of one status or all (the failed ones read through their partial index). */
export async function listSms(
  db: Db,
  q: { status?: (typeof smsStatuses)[number]; page: number; pageSize: number },
): Promise<{ rows: SmsMessage[]; total: number }> {
  const where = q.status ? eq(smsMessages.status, q.status) : undefined;
  const select = db.select().from(smsMessages).$dynamic();
  const { rows, total } = await newestFirstPage(db, { table: smsMessages, where, select }, q);
  return { rows: rows.map(toSmsRecord), total };
}

/**
 * The last twelve months (Kigali's calendar is UTC+2 all year; months are read in UTC,
 * as the gateways bill): messages the gateways took, their parts, deliveries, failures,
 * and the cost the gateways answered, summed per currency in SQL numeric (never a float).
 */
export async function smsMonths(db: Db, now = new Date()): Promise<SmsMonth[]> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const rows = await rowsOf<{
    month: string;
    currency: string | null;
    messages: number | string;
    segments: number | string;
    delivered: number | string;
    failed: number | string;
    cost: string | null;
  }>(
    db,
    sql`SELECT to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
               cost_currency AS currency,
               count(*) FILTER (WHERE sent_at IS NOT NULL) AS messages,
               coalesce(sum(segments) FILTER (WHERE sent_at IS NOT NULL), 0) AS segments,
               count(*) FILTER (WHERE status = 'delivered') AS delivered,
               count(*) FILTER (WHERE status = 'failed') AS failed,
               sum(cost)::text AS cost
        FROM sms_messages
        WHERE created_at >= ${since.toISOString()}::timestamptz
        GROUP BY 1, 2
        ORDER BY 1 DESC`,
  );
  const months = new Map<string, SmsMonth>();
  for (const r of rows) {
    const m = months.get(r.month) ?? { month: r.month, messages: 0, segments: 0, delivered: 0, failed: 0, costs: [] };
    m.messages += Number(r.messages);
    m.segments += Number(r.segments);
    m.delivered += Number(r.delivered);
    m.failed += Number(r.failed);
    if (r.currency && r.cost) m.costs.push({ currency: r.currency, amount: r.cost });
    months.set(r.month, m);
  }
  return [...months.values()];
}

export async function optedOutCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsConsents)
    .where(
      and(
        isNotNull(smsConsents.optedOutAt),
        sql`(${smsConsents.consentedAt} IS NULL OR ${smsConsents.optedOutAt} >= ${smsConsents.consentedAt})`,
      ),
    );
  return row?.n ?? 0;
}

export async function smsByEventKey(db: Db, eventKey: string): Promise<SmsMessage | null> {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.eventKey, eventKey));
  return row ? toSmsRecord(row) : null;
}
