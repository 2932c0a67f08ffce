import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { smsMessages } from '~/server/core/db/sms-schema';
import { leasedRows, rowsQueue } from '~/server/core/jobs/leased-rows';
import type { JobQueue } from '~/server/core/jobs/queue';
import type { RetryPolicy } from '~/server/core/jobs/retry';
import { emailT } from '~/server/core/mail/layout';
import { smsPermission } from './consent';
import { type SmsAccepted, type SmsProvider, SmsRefused } from './provider';

export interface SmsJob {
  id: string;
  kind: string;
  phone: string;
  text: string;
  attempts: number;
  /** Set by run: what the gateway answered, recorded by `succeeded`. */
  accepted?: SmsAccepted;
}

/**
 * The SMS queue for the job runner (core/jobs/runner.ts): rows are claimed with FOR
 * UPDATE SKIP LOCKED (each message by one instance at a time, whatever the number of
 * instances), held by a lease the runner renews, and each gateway call runs outside
 * every transaction with a time limit (provider.ts). A claim that outlives its process
 * is queued again: a receipt sent twice costs less than one never sent.
 */
export function smsQueue(db: Db, provider: SmsProvider, policy: RetryPolicy): JobQueue<SmsJob> {
  const rows = leasedRows<SmsJob>(db, {
    table: smsMessages,
    policy,
    order: sql`next_attempt_at, created_at`,
    returning: sql`j.id, j.kind, j.phone, j.text, j.attempts`,
    expired: 'retry',
    interrupted: 'interrupted while sending',
    hasReason: false,
    gaveUp: (count, reason) => emailT('api.tooManyAttempts', { count, reason }),
  });
  return rowsQueue(rows, {
    async run(job) {
      // A STOP that arrived after the message was queued wins.
      const may = await smsPermission(db, job.phone);
      if (job.kind === 'staff' ? !may.personal : !may.notices) throw new SmsRefused('the number replied STOP');
      job.accepted = await provider.send({ id: job.id, to: job.phone, text: job.text });
    },

    async succeeded(job) {
      const a = job.accepted;
      await rows.succeeded(job, {
        provider: provider.name,
        provider_message_id: a?.providerMessageId ?? null,
        cost: a?.cost ?? null,
        cost_currency: a?.costCurrency ?? null,
      });
    },

    failed: (job, failure) => rows.failed(job, failure, { provider: provider.name }),
  });
}
