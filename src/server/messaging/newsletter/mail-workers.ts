import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '~/server/core/deps';
import type { JobLog } from '~/server/core/jobs/queue';
import { type RetryPolicy, defaultRetryPolicy } from '~/server/core/jobs/retry';
import { type RunningJobs, runWhileServing, startQueue } from '~/server/core/jobs/start';
import { newsletterQueue } from './newsletter-queue';
import { outboxQueue } from '~/server/core/mail/outbox-queue';
import { mailLog, setMailLog } from '~/server/core/mail/signals';
import { type MailTransport, classifySendError, createMailTransport } from '~/server/core/mail/transport';
import type { AttachmentMakers } from '~/server/core/mail/attachments';

export interface MailWorkerOptions {
  policy?: Partial<RetryPolicy>;
  pollMs?: number;
  transport?: MailTransport;
  log?: JobLog;
  /** What makes the files messages name (core/mail/attachments.ts). */
  attachments?: AttachmentMakers;
}

/**
 * The two mail queues of this process on the job runner (core/jobs): the outbox
 * (receipts, confirmations, notices) and newsletters. Any number of processes may run
 * them against one database: work is claimed row by row with FOR UPDATE SKIP LOCKED.
 * The newsletter rate is per process.
 */
export function createMailWorkers(deps: Pick<ApiDeps, 'db' | 'config'>, opts: MailWorkerOptions = {}): RunningJobs {
  const { db, config } = deps;
  const policy = { ...defaultRetryPolicy, ...opts.policy };
  const log = opts.log ?? mailLog(db);
  const transport = opts.transport ?? createMailTransport(config);
  const pollMs = opts.pollMs ?? 500;
  const rate = config.NEWSLETTER_RATE_PER_SECOND;
  const common = { concurrency: 3, pollMs, leaseMs: policy.leaseMs, log, classify: classifySendError };

  // Small newsletter batches: a crash leaves at most one batch with an unknown fate.
  const newsletter = startQueue(db, newsletterQueue(db, config, transport, policy), {
    ...common,
    name: 'newsletter',
    batchSize: Math.max(1, Math.min(10, Math.ceil(rate / 10))),
    ratePerSecond: rate,
  });
  const outbox = startQueue(db, outboxQueue(db, config, transport, policy, opts.attachments), {
    ...common,
    name: 'outbox',
    batchSize: 10,
  });
  return {
    async stop() {
      await Promise.all([newsletter.stop(), outbox.stop()]);
      transport.close();
    },
  };
}

export function startMailWorkers(
  app: FastifyInstance,
  deps: Pick<ApiDeps, 'db' | 'config'>,
  attachments: AttachmentMakers = {},
): void {
  setMailLog(deps.db, app.log);
  runWhileServing(app, () => {
    if (!deps.config.PUBLIC_URL && deps.config.NODE_ENV === 'production')
      app.log.warn('PUBLIC_URL is not set: unsubscribe links in newsletters point at http://localhost');
    return createMailWorkers(deps, { log: app.log, attachments });
  });
}
