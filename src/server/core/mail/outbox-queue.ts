import { assertOutsideTransaction } from '~/server/core/db/outside-call';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { emailT } from './layout';
import { type RetryPolicy, afterFailure, fromNow } from './retry-policy';
import { rowsOf } from '~/server/core/db/rows';
import type { QueueOps } from './sender-loop';
import { type MailTransport, NotSent, mailDomain } from './transport';
import { isEssential, mailClassOf } from '~/server/core/mail/mail-class';

export interface OutboxJob {
  id: string;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  /** The address's suppression when claimed (its scope), null when there is none. */
  suppressed: 'all' | 'except-essential' | null;
}

/**
 * Receipts, confirmations and notices are sent AT LEAST ONCE (docs/decisions/004-email.md):
 * a claim that outlives its process is queued again, because a missing receipt costs more
 * than a rare second copy, and the copy carries the same Message-ID so mail clients can
 * fold the two into one.
 */
export function outboxQueue(
  db: Db,
  config: Config,
  transport: MailTransport,
  policy: RetryPolicy,
): QueueOps<OutboxJob> {
  const domain = mailDomain(config);
  return {
    async reclaim() {
      await db
        .update(mailOutbox)
        .set({
          status: sql`CASE WHEN ${mailOutbox.attempts} >= ${policy.maxAttempts} THEN 'failed' ELSE 'queued' END`,
          reason: sql`CASE WHEN ${mailOutbox.attempts} >= ${policy.maxAttempts} THEN 'attempts' END`,
          lastError: emailT('api.outboxInterrupted'),
          nextAttemptAt: sql`now()`,
        })
        .where(and(eq(mailOutbox.status, 'sending'), sql`${mailOutbox.nextAttemptAt} < now()`));
    },

    claim(limit) {
      return rowsOf<OutboxJob>(
        db,
        sql`WITH picked AS MATERIALIZED (
              SELECT id FROM mail_outbox
              WHERE status = 'queued' AND next_attempt_at <= now()
              ORDER BY next_attempt_at, created_at
              LIMIT ${limit}
              FOR UPDATE SKIP LOCKED)
            UPDATE mail_outbox m
            SET status = 'sending', attempts = m.attempts + 1, next_attempt_at = ${fromNow(policy.leaseMs)}
            FROM picked WHERE m.id = picked.id AND m.status = 'queued'
            RETURNING m.id, m.kind, m."to", m.reply_to AS "replyTo", m.subject, m.text, m.html, m.attempts,
              (SELECT s.scope FROM mail_suppressions s
                WHERE s.email = lower(trim(m."to")) AND s.lifted_at IS NULL) AS "suppressed"`,
      );
    },

    async renew(ids) {
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: fromNow(policy.leaseMs) })
        .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'sending')));
    },

    async release(ids) {
      await db
        .update(mailOutbox)
        .set({ status: 'queued', attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
        .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'sending')));
    },

    async deliver(job) {
      // Suppressed since it was queued (a bounce or a complaint came in): not sent, and said why.
      if (job.suppressed === 'all' || (job.suppressed && !isEssential(mailClassOf(job.kind))))
        throw new NotSent(emailT('api.suppressed'), 'suppressed');
      assertOutsideTransaction('the mail transport');
      await transport.send({
        to: job.to,
        replyTo: job.replyTo,
        subject: job.subject,
        text: job.text,
        html: job.html,
        messageId: `<outbox-${job.id}@${domain}>`,
      });
    },

    async markSent(job) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null, reason: null })
        .where(eq(mailOutbox.id, job.id));
    },

    async markFailed(job, failure) {
      await db
        .update(mailOutbox)
        .set(afterFailure(policy, job.attempts, failure))
        .where(and(eq(mailOutbox.id, job.id), eq(mailOutbox.status, 'sending')));
    },
  };
}
