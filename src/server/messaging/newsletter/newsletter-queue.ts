import { assertOutsideTransaction } from '~/server/core/db/outside-call';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { newsletterDeliveries, newsletterSends } from '~/server/core/db/mail-schema';
import { emailT } from '~/server/core/mail/layout';
import { renderNewsletter } from './newsletter-message';
import { orgReader } from '~/server/core/mail/org';
import { leasedRows, rowsQueue } from '~/server/core/jobs/leased-rows';
import type { JobQueue } from '~/server/core/jobs/queue';
import type { RetryPolicy } from '~/server/core/jobs/retry';
import { mailGaveUp } from '~/server/core/mail/outbox-queue';
import { type MailTransport, NotSent, mailDomain } from '~/server/core/mail/transport';
import { signUnsubscribeToken, unsubscribeSecret } from '~/server/messaging/subscriptions/unsubscribe-token';

export interface DeliveryJob {
  id: number;
  sendId: string;
  email: string;
  attempts: number;
  /** Still on the list when claimed. */
  subscribed: boolean;
  /** Suppressed after bounces or a complaint when claimed. */
  suppressed: boolean;
}

/** A send is done once none of its deliveries is waiting or in flight. */
export async function finishSends(db: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(newsletterSends)
    .set({ status: 'done', finishedAt: sql`now()` })
    .where(
      and(
        inArray(newsletterSends.id, ids),
        ne(newsletterSends.status, 'done'),
        sql`NOT EXISTS (SELECT 1 FROM newsletter_deliveries d WHERE d.send_id = ${newsletterSends.id} AND d.status IN ('queued', 'sending'))`,
      ),
    );
}

/**
 * Newsletter deliveries are sent AT MOST ONCE (docs/decisions/004-email.md): a row is
 * claimed ('sending') before its SMTP transaction starts and marked 'sent' right after
 * the server accepts it. A claim that outlives its process has an unknown fate (the
 * server may have accepted the message just before the crash), so it is marked failed
 * with that reason and never sent again: a subscriber never gets a newsletter twice.
 */
export function newsletterQueue(
  db: Db,
  config: Config,
  transport: MailTransport,
  policy: RetryPolicy,
): JobQueue<DeliveryJob> {
  const sends = new Map<string, { subject: string; message: string }>();
  const domain = mailDomain(config);
  const rows = leasedRows<DeliveryJob>(db, {
    table: newsletterDeliveries,
    policy,
    order: sql`next_attempt_at, id`,
    returning: sql`j.id, j.send_id AS "sendId", j.email, j.attempts,
      EXISTS (SELECT 1 FROM subscriptions s WHERE s.email = j.email) AS subscribed,
      EXISTS (SELECT 1 FROM mail_suppressions s
        WHERE s.email = lower(trim(j.email)) AND s.lifted_at IS NULL) AS suppressed`,
    expired: 'fail',
    interrupted: emailT('api.interrupted'),
    hasReason: true,
    gaveUp: mailGaveUp,
  });

  async function loadSend(id: string) {
    let send = sends.get(id);
    if (!send) {
      const [row] = await db
        .select({ subject: newsletterSends.subject, message: newsletterSends.message })
        .from(newsletterSends)
        .where(eq(newsletterSends.id, id));
      if (!row) throw new Error(`newsletter send ${id} is gone`);
      if (sends.size > 50) sends.clear();
      sends.set(id, (send = row));
    }
    return send;
  }

  return rowsQueue(rows, {
    async reclaim() {
      const stale = await rows.reclaim();
      await finishSends(db, [...new Set(stale.map((r) => String(r.send_id)))]);
    },

    async claim(limit) {
      const jobs = await rows.claim(limit);
      const sendIds = [...new Set(jobs.map((j) => j.sendId))];
      if (sendIds.length)
        await db
          .update(newsletterSends)
          .set({ status: 'sending' })
          .where(and(inArray(newsletterSends.id, sendIds), eq(newsletterSends.status, 'queued')));
      return jobs.sort((a, b) => a.id - b.id);
    },

    async run(job) {
      if (!job.subscribed) throw new NotSent(emailT('api.unsubscribedBeforeDelivery'), 'unsubscribed');
      // A bounce or a complaint since the send began: the newsletter is never essential.
      if (job.suppressed) throw new NotSent(emailT('api.suppressed'), 'suppressed');
      const send = await loadSend(job.sendId);
      const token = signUnsubscribeToken(job.email, await unsubscribeSecret(db, config));
      // Who the newsletter is from, as saved in Site settings when this copy goes out (one small query at most).
      const org = await orgReader({ db, config })();
      const mail = renderNewsletter(config, org, send, token);
      assertOutsideTransaction('the mail transport');
      await transport.send({ ...mail, to: job.email, messageId: `<newsletter-${job.sendId}-${job.id}@${domain}>` });
    },

    async afterBatch(jobs) {
      await finishSends(db, [...new Set(jobs.map((j) => j.sendId))]);
    },
  });
}
