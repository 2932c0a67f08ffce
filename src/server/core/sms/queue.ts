import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import { smsMessages } from '~/server/core/db/sms-schema';
import { type RetryPolicy, afterFailure, fromNow } from '~/server/core/mail/retry-policy';
import type { QueueOps } from '~/server/core/mail/sender-loop';
import { smsPermission } from './consent';
import { type SmsAccepted, type SmsProvider, SmsRefused } from './provider';

export interface SmsJob {
  id: string;
  kind: string;
  phone: string;
  text: string;
  attempts: number;
  /** Set by deliver: what the gateway answered, recorded by markSent. */
  accepted?: SmsAccepted;
}

/**
 * The SMS queue's storage side for the mail sender loop (mail/sender-loop.ts): rows are
 * claimed with FOR UPDATE SKIP LOCKED (each message by one instance at a time, whatever
 * the number of instances), held by a lease the loop renews, and each gateway call runs
 * outside every transaction with a time limit (provider.ts). A claim that outlives its
 * process is queued again: a receipt sent twice costs less than one never sent.
 */
export function smsQueue(db: Db, provider: SmsProvider, policy: RetryPolicy): QueueOps<SmsJob> {
  return {
    async reclaim() {
      await db
        .update(smsMessages)
        .set({
          status: sql`CASE WHEN ${smsMessages.attempts} >= ${policy.maxAttempts} THEN 'failed' ELSE 'queued' END`,
          lastError: 'interrupted while sending',
          nextAttemptAt: sql`now()`,
        })
        .where(and(eq(smsMessages.status, 'sending'), sql`${smsMessages.nextAttemptAt} < now()`));
    },

    claim(limit) {
      return rowsOf<SmsJob>(
        db,
        sql`WITH picked AS MATERIALIZED (
              SELECT id FROM sms_messages
              WHERE status = 'queued' AND next_attempt_at <= now()
              ORDER BY next_attempt_at, created_at
              LIMIT ${limit}
              FOR UPDATE SKIP LOCKED)
            UPDATE sms_messages m
            SET status = 'sending', attempts = m.attempts + 1, next_attempt_at = ${fromNow(policy.leaseMs)}
            FROM picked WHERE m.id = picked.id AND m.status = 'queued'
            RETURNING m.id, m.kind, m.phone, m.text, m.attempts`,
      );
    },

    async renew(ids) {
      await db
        .update(smsMessages)
        .set({ nextAttemptAt: fromNow(policy.leaseMs) })
        .where(and(inArray(smsMessages.id, ids), eq(smsMessages.status, 'sending')));
    },

    async release(ids) {
      await db
        .update(smsMessages)
        .set({ status: 'queued', attempts: sql`${smsMessages.attempts} - 1`, nextAttemptAt: sql`now()` })
        .where(and(inArray(smsMessages.id, ids), eq(smsMessages.status, 'sending')));
    },

    async deliver(job) {
      // A STOP that arrived after the message was queued wins.
      const may = await smsPermission(db, job.phone);
      if (job.kind === 'staff' ? !may.personal : !may.notices) throw new SmsRefused('the number replied STOP');
      job.accepted = await provider.send({ id: job.id, to: job.phone, text: job.text });
    },

    async markSent(job) {
      const a = job.accepted;
      await db
        .update(smsMessages)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          lastError: null,
          provider: provider.name,
          providerMessageId: a?.providerMessageId ?? null,
          cost: a?.cost ?? null,
          costCurrency: a?.costCurrency ?? null,
        })
        .where(eq(smsMessages.id, job.id));
    },

    async markFailed(job, failure) {
      await db
        .update(smsMessages)
        .set({ ...afterFailure(policy, job.attempts, failure), provider: provider.name })
        .where(and(eq(smsMessages.id, job.id), eq(smsMessages.status, 'sending')));
    },
  };
}
