import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import { mailGroupOf } from '~/server/core/mail/mail-class';
import type { DeliverabilityWeek, MailAlarm } from '~/shared/schemas/mail';

/**
 * Deliverability (docs/operations.md, "Deliverability"): per week (Monday, UTC) and per
 * group of messages, what was sent and what the relays said became of it; and the alarm
 * mailbox providers' limits call for: complaints past 0.1% of a newsletter send (Gmail
 * asks senders to stay under 0.1%, and refuses past 0.3%) or bounces past 2%, per send
 * and over the last 7 days of other mail.
 */
export const COMPLAINT_ALARM = 0.001;
export const BOUNCE_ALARM = 0.02;
const WEEKS = 12;

interface Counted {
  week: string;
  kind: string | null;
  sent: number;
  delivered: number;
  bounced: number;
  complained: number;
}

export async function deliverabilityWeeks(db: Db, newsletterOnly: boolean): Promise<DeliverabilityWeek[]> {
  const since = sql`date_trunc('week', now() AT TIME ZONE 'UTC') - ${WEEKS - 1}::int * interval '1 week'`;
  const week = (column: string) => sql.raw(`to_char(date_trunc('week', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`);
  const rows = await rowsOf<Counted>(
    db,
    sql`SELECT week, kind, sum(sent)::int AS sent, sum(delivered)::int AS delivered,
          sum(bounced)::int AS bounced, sum(complained)::int AS complained
        FROM (
          SELECT ${week('sent_at')} AS week, kind, count(*) AS sent, 0 AS delivered, 0 AS bounced, 0 AS complained
          FROM mail_outbox WHERE status = 'sent' AND sent_at >= ${since} AND NOT ${newsletterOnly}::boolean
          GROUP BY 1, 2
          UNION ALL
          SELECT ${week('sent_at')}, 'newsletter', count(*), 0, 0, 0
          FROM newsletter_deliveries WHERE status = 'sent' AND sent_at >= ${since}
          GROUP BY 1
          UNION ALL
          SELECT ${week('occurred_at')}, kind,
            0, count(*) FILTER (WHERE type = 'delivered'),
            count(*) FILTER (WHERE type IN ('hard-bounce', 'soft-bounce')),
            count(*) FILTER (WHERE type = 'complaint')
          FROM mail_events WHERE outcome = 'applied' AND occurred_at >= ${since}
            AND (kind = 'newsletter' OR NOT ${newsletterOnly}::boolean)
          GROUP BY 1, 2
        ) x GROUP BY week, kind`,
  );
  const merged = new Map<string, DeliverabilityWeek>();
  for (const r of rows) {
    const group = mailGroupOf(r.kind);
    const key = `${r.week}|${group}`;
    const into = merged.get(key) ?? { week: r.week, group, sent: 0, delivered: 0, bounced: 0, complained: 0 };
    into.sent += r.sent;
    into.delivered += r.delivered;
    into.bounced += r.bounced;
    into.complained += r.complained;
    merged.set(key, into);
  }
  return [...merged.values()].sort((a, b) => b.week.localeCompare(a.week) || a.group.localeCompare(b.group));
}

const alarmOf = (subject: string | null, sent: number, bounced: number, complained: number): MailAlarm | null => {
  if (!sent) return null;
  const bounceRate = bounced / sent;
  const complaintRate = complained / sent;
  return complaintRate > COMPLAINT_ALARM || bounceRate > BOUNCE_ALARM
    ? { subject, sent, bounced, complained, bounceRate, complaintRate }
    : null;
};

/** Newsletter sends of the last 30 days, and other mail of the last 7, past either limit. */
export async function mailAlarms(db: Db, newsletterOnly: boolean): Promise<MailAlarm[]> {
  const [sends, recent] = await Promise.all([
    rowsOf<{ subject: string; sent: number; bounced: number; complained: number }>(
      db,
      sql`SELECT s.subject,
            (SELECT count(*)::int FROM newsletter_deliveries d WHERE d.send_id = s.id AND d.status = 'sent') AS sent,
            (SELECT count(*)::int FROM mail_events e WHERE e.send_id = s.id AND e.outcome = 'applied'
              AND e.type IN ('hard-bounce', 'soft-bounce')) AS bounced,
            (SELECT count(*)::int FROM mail_events e WHERE e.send_id = s.id AND e.outcome = 'applied'
              AND e.type = 'complaint') AS complained
          FROM newsletter_sends s WHERE s.created_at > now() - interval '30 days'
          ORDER BY s.created_at DESC LIMIT 50`,
    ),
    newsletterOnly
      ? Promise.resolve([])
      : rowsOf<{ sent: number; bounced: number; complained: number }>(
          db,
          sql`SELECT
              (SELECT count(*)::int FROM mail_outbox WHERE status = 'sent' AND sent_at > now() - interval '7 days') AS sent,
              (SELECT count(*)::int FROM mail_events WHERE outcome = 'applied' AND kind IS DISTINCT FROM 'newsletter'
                AND type IN ('hard-bounce', 'soft-bounce') AND occurred_at > now() - interval '7 days') AS bounced,
              (SELECT count(*)::int FROM mail_events WHERE outcome = 'applied' AND kind IS DISTINCT FROM 'newsletter'
                AND type = 'complaint' AND occurred_at > now() - interval '7 days') AS complained`,
        ),
  ]);
  return [
    ...sends.map((s) => alarmOf(s.subject, s.sent, s.bounced, s.complained)),
    ...recent.map((r) => alarmOf(null, r.sent, r.bounced, r.complained)),
  ].filter((a): a is MailAlarm => a !== null);
}
