import { desc, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import { mailEvents } from '~/server/core/db/mail-events-schema';
import { normalEmail, suppressionsOf } from '~/server/core/mail/suppression';
import { type MailEventRecord, type NotSent, type SupporterMail, notSentReasons } from '~/shared/schemas/mail';

/**
 * The mail log (docs/operations.md, "The mail log"): every message the site did not send,
 * with why (the outbox's receipts and notices, and newsletter copies), newest first; and
 * what the relays reported.
 */
interface NotSentRow {
  id: string;
  kind: string;
  to: string;
  subject: string;
  reason: string | null;
  detail: string | null;
  at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const isReason = (r: string | null): r is NotSent['reason'] & string =>
  !!r && (notSentReasons as readonly string[]).includes(r);

const toNotSent = (r: NotSentRow): NotSent => ({
  _id: r.id,
  kind: r.kind,
  to: r.to,
  subject: r.subject,
  // Failed before reasons were kept: a refusal (permanent) or the attempts ran out; the detail says which.
  reason: isReason(r.reason) ? r.reason : null,
  detail: r.detail,
  createdAt: iso(r.at),
});

/** Not-sent messages, both kinds, optionally only to some addresses. */
const notSentQuery = (addresses: string[] | null) => {
  const outboxTo = addresses
    ? sql`AND lower(m."to") IN (${sql.join(
        addresses.map((a) => sql`${a}`),
        sql`, `,
      )})`
    : sql``;
  const deliveryTo = addresses
    ? sql`AND d.email IN (${sql.join(
        addresses.map((a) => sql`${a}`),
        sql`, `,
      )})`
    : sql``;
  return sql`
    SELECT m.id::text AS id, m.kind, m."to", m.subject, m.reason, m.last_error AS detail, m.created_at AS at
    FROM mail_outbox m WHERE m.status = 'failed' ${outboxTo}
    UNION ALL
    SELECT 'n' || d.id::text, 'newsletter', d.email, s.subject, d.reason, d.last_error, d.next_attempt_at
    FROM newsletter_deliveries d JOIN newsletter_sends s ON s.id = d.send_id
    WHERE d.status = 'failed' ${deliveryTo}`;
};

export async function notSentPage(db: Db, page: number, pageSize: number): Promise<{ rows: NotSent[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    rowsOf<NotSentRow>(
      db,
      sql`${notSentQuery(null)} ORDER BY at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    ),
    rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${notSentQuery(null)}) x`),
  ]);
  return { rows: rows.map(toNotSent), total: counted?.n ?? 0 };
}

export async function recentEvents(db: Db, limit = 50): Promise<MailEventRecord[]> {
  const rows = await db.select().from(mailEvents).orderBy(desc(mailEvents.occurredAt)).limit(limit);
  return rows.map(toEventRecord);
}

const toEventRecord = (e: typeof mailEvents.$inferSelect): MailEventRecord => ({
  _id: e.id,
  relay: e.relay,
  type: e.type,
  email: e.email,
  kind: e.kind,
  outcome: e.outcome,
  detail: e.detail,
  occurredAt: e.occurredAt.toISOString(),
});

/** What a supporter's record shows of their mail: suppressions (event and date) and what was not sent. */
export async function supporterMail(db: Db, emails: string[]): Promise<SupporterMail> {
  const addresses = [...new Set(emails.map(normalEmail))];
  if (!addresses.length) return { suppressions: [], notSent: [] };
  const [suppressions, notSent] = await Promise.all([
    suppressionsOf(db, addresses),
    rowsOf<NotSentRow>(db, sql`${notSentQuery(addresses)} ORDER BY at DESC LIMIT 20`),
  ]);
  return {
    suppressions: suppressions.map(({ s, event }) => ({
      _id: s.id,
      email: s.email,
      reason: s.reason,
      scope: s.scope,
      relay: event?.relay ?? null,
      detail: event?.detail ?? null,
      createdAt: s.createdAt.toISOString(),
      liftedAt: s.liftedAt ? s.liftedAt.toISOString() : null,
      liftedBy: s.liftedBy,
    })),
    notSent: notSent.map(toNotSent),
  };
}
