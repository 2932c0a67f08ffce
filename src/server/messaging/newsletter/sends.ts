import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { subscriptions } from '~/server/core/db/schema';
import { newsletterDeliveries, newsletterSends } from '~/server/core/db/mail-schema';
import { recordActivity } from '~/server/core/activity/record';
import { HttpError, notFound } from '~/server/core/http/errors';
import { emailT } from '~/server/core/mail/layout';
import { idSchema } from '~/shared/schemas/common';

/** Taken for the few milliseconds a send is created, so two copies of one request meet here. */
const CREATE_LOCK = 727_002;
/** The same subject, message and audience again within this window is the same send (a double click, a retry). */
export const DUPLICATE_WINDOW_MINUTES = 10;

export interface NewSend {
  subject: string;
  message: string;
  subscriptionId?: string;
  idempotencyKey?: string;
  /** Who sent it: the activity log names them. */
  adminId: string;
}

/**
 * Records a send and one delivery per recipient, in one transaction; the workers do
 * the rest. A repeat of a request (same Idempotency-Key, or the same content for the
 * same audience within the window) answers with the first send instead of a new one.
 */
export async function createSend(db: Db, input: NewSend): Promise<{ id: string; total: number; created: boolean }> {
  let audience = 'all';
  if (input.subscriptionId !== undefined) {
    const id = idSchema.safeParse(input.subscriptionId);
    const [sub] = id.success
      ? await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.id, id.data))
      : [];
    if (!sub) throw notFound(emailT('api.unknownSubscriber'));
    audience = sub.id;
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CREATE_LOCK})`);
    const [earlier] = await tx
      .select({
        id: newsletterSends.id,
        total: newsletterSends.total,
        subject: newsletterSends.subject,
        message: newsletterSends.message,
        audience: newsletterSends.audience,
      })
      .from(newsletterSends)
      .where(
        input.idempotencyKey
          ? eq(newsletterSends.idempotencyKey, input.idempotencyKey)
          : and(
              eq(newsletterSends.subject, input.subject),
              eq(newsletterSends.message, input.message),
              eq(newsletterSends.audience, audience),
              gt(newsletterSends.createdAt, sql`now() - ${DUPLICATE_WINDOW_MINUTES}::int * interval '1 minute'`),
            ),
      )
      .orderBy(desc(newsletterSends.createdAt))
      .limit(1);
    if (earlier) {
      const same =
        earlier.subject === input.subject && earlier.message === input.message && earlier.audience === audience;
      // A key names one request: reused for other content (an edited retry), sending the
      // first content again would mail what the admin no longer meant.
      if (!same) throw new HttpError(422, emailT('api.keyReused'));
      return { id: earlier.id, total: earlier.total, created: false };
    }

    const [send] = await tx
      .insert(newsletterSends)
      .values({ subject: input.subject, message: input.message, audience, idempotencyKey: input.idempotencyKey })
      .returning({ id: newsletterSends.id });
    const id = send!.id;
    const recipients = audience === 'all' ? sql`` : sql`WHERE s.id = ${audience}::uuid`;
    // Confirmed readers (a subscription exists only once confirmed, decision 004); one whose
    // address is suppressed after bounces or a complaint gets a copy recorded as not sent, with why.
    const [{ total, waiting } = { total: 0, waiting: 0 }] = (
      (await tx.execute(sql`WITH added AS (
          INSERT INTO newsletter_deliveries (send_id, email, status, reason)
          SELECT ${id}::uuid, s.email,
            CASE WHEN x.email IS NULL THEN 'queued' ELSE 'failed' END,
            CASE WHEN x.email IS NULL THEN NULL ELSE 'suppressed' END
          FROM subscriptions s
          LEFT JOIN mail_suppressions x ON x.email = lower(trim(s.email)) AND x.lifted_at IS NULL
          ${recipients}
          ON CONFLICT (send_id, email) DO NOTHING
          RETURNING status)
        SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'queued'))::int AS waiting
        FROM added`)) as unknown as { rows: { total: number; waiting: number }[] }
    ).rows;
    await tx
      .update(newsletterSends)
      .set(waiting ? { total } : { total, status: 'done', finishedAt: sql`now()` })
      .where(eq(newsletterSends.id, id));
    await recordActivity(tx, input.adminId, 'send', 'newsletter', id, {
      after: { subject: input.subject, audience, total },
    });
    return { id, total, created: true };
  });
}

const counts = {
  sent: sql<number>`count(${newsletterDeliveries.id}) FILTER (WHERE ${newsletterDeliveries.status} = 'sent')`.mapWith(
    Number,
  ),
  failed:
    sql<number>`count(${newsletterDeliveries.id}) FILTER (WHERE ${newsletterDeliveries.status} = 'failed')`.mapWith(
      Number,
    ),
  queued:
    sql<number>`count(${newsletterDeliveries.id}) FILTER (WHERE ${newsletterDeliveries.status} IN ('queued', 'sending'))`.mapWith(
      Number,
    ),
};

const progressQuery = (db: Db) =>
  db
    .select({
      id: newsletterSends.id,
      subject: newsletterSends.subject,
      audience: newsletterSends.audience,
      status: newsletterSends.status,
      total: newsletterSends.total,
      createdAt: newsletterSends.createdAt,
      finishedAt: newsletterSends.finishedAt,
      ...counts,
    })
    .from(newsletterSends)
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.sendId, newsletterSends.id))
    .groupBy(newsletterSends.id);

type ProgressRow = Awaited<ReturnType<ReturnType<typeof progressQuery>['execute']>>[number];

function toJson(r: ProgressRow) {
  return {
    _id: r.id,
    subject: r.subject,
    /** 'all', or the subscription id of a per-subscriber Send Email. */
    audience: r.audience,
    status: r.status,
    total: r.total,
    sent: r.sent,
    failed: r.failed,
    /** Waiting or in flight, retries included. */
    queued: r.queued,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

export async function listSends(db: Db, limit = 20) {
  const rows = await progressQuery(db).orderBy(desc(newsletterSends.createdAt)).limit(limit);
  return rows.map(toJson);
}

/** Progress of one send, with the reasons of its failures (at most 100). */
export async function getSend(db: Db, rawId: string) {
  const id = idSchema.safeParse(rawId);
  if (!id.success) throw notFound(emailT('api.unknownSend'));
  const [row] = await progressQuery(db).where(eq(newsletterSends.id, id.data));
  if (!row) throw notFound(emailT('api.unknownSend'));
  const failures = await db
    .select({ email: newsletterDeliveries.email, reason: newsletterDeliveries.lastError })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.sendId, row.id), eq(newsletterDeliveries.status, 'failed')))
    .orderBy(newsletterDeliveries.id)
    .limit(100);
  return { ...toJson(row), failures };
}
