import { assertOutsideTransaction } from '~/server/core/db/outside-call';
import { sql } from 'drizzle-orm';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { leasedRows, rowsQueue } from '~/server/core/jobs/leased-rows';
import type { JobQueue } from '~/server/core/jobs/queue';
import type { RetryPolicy } from '~/server/core/jobs/retry';
import { emailT } from './layout';
import { type MailTransport, NotSent, mailDomain } from './transport';
import { type AttachmentMakers, attachmentsOf } from './attachments';
import type { MailAttachmentRef } from '~/server/core/db/mail-schema';
import { isEssential, mailClassOf } from '~/server/core/mail/mail-class';

export interface OutboxJob {
  id: string;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attachment: MailAttachmentRef | null;
  attempts: number;
  /** The address's suppression when claimed (its scope), null when there is none. */
  suppressed: 'all' | 'except-essential' | null;
}

/** The last error of a message that ran out of attempts (the outbox and the newsletter). */
export const mailGaveUp = (count: number, reason: string) => emailT('api.tooManyAttempts', { count, reason });

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
  attachments: AttachmentMakers = {},
): JobQueue<OutboxJob> {
  const domain = mailDomain(config);
  const rows = leasedRows<OutboxJob>(db, {
    table: mailOutbox,
    policy,
    order: sql`next_attempt_at, created_at`,
    returning: sql`j.id, j.kind, j."to", j.reply_to AS "replyTo", j.subject, j.text, j.html, j.attachment, j.attempts,
      (SELECT s.scope FROM mail_suppressions s
        WHERE s.email = lower(trim(j."to")) AND s.lifted_at IS NULL) AS "suppressed"`,
    expired: 'retry',
    interrupted: emailT('api.outboxInterrupted'),
    hasReason: true,
    gaveUp: mailGaveUp,
  });
  return rowsQueue(rows, {
    async run(job) {
      // Suppressed since it was queued (a bounce or a complaint came in): not sent, and said why.
      if (job.suppressed === 'all' || (job.suppressed && !isEssential(mailClassOf(job.kind))))
        throw new NotSent(emailT('api.suppressed'), 'suppressed');
      assertOutsideTransaction('the mail transport');
      const files = await attachmentsOf(attachments, job.attachment, job.to);
      await transport.send({
        to: job.to,
        replyTo: job.replyTo,
        subject: job.subject,
        text: job.text,
        html: job.html,
        messageId: `<outbox-${job.id}@${domain}>`,
        ...(files.length ? { attachments: files } : {}),
      });
    },
  });
}
