import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '~/server/core/deps';
import { newsletterQueue } from '~/server/messaging/newsletter/newsletter-queue';
import { outboxQueue } from './outbox-queue';
import { type RetryPolicy, defaultRetryPolicy } from './retry-policy';
import { SenderLoop } from './sender-loop';
import { type MailLog, mailLog, onNudge, setMailLog } from './signals';
import { type MailTransport, createMailTransport } from './transport';

export interface MailWorkerOptions {
  policy?: Partial<RetryPolicy>;
  pollMs?: number;
  transport?: MailTransport;
  log?: MailLog;
}

export interface MailWorkers {
  stop(): Promise<void>;
}

/**
 * The two senders of this process: the outbox (receipts, confirmations, notices) and
 * newsletters. Any number of processes may run them against one database: work is
 * claimed row by row with FOR UPDATE SKIP LOCKED. The newsletter rate is per process.
 */
export function createMailWorkers(deps: Pick<ApiDeps, 'db' | 'config'>, opts: MailWorkerOptions = {}): MailWorkers {
  const { db, config } = deps;
  const policy = { ...defaultRetryPolicy, ...opts.policy };
  const log = opts.log ?? mailLog(db);
  const transport = opts.transport ?? createMailTransport(config);
  const pollMs = opts.pollMs ?? 500;
  const rate = config.NEWSLETTER_RATE_PER_SECOND;

  // Small newsletter batches: a crash leaves at most one batch with an unknown fate.
  const newsletter = new SenderLoop(newsletterQueue(db, config, transport, policy), {
    name: 'newsletter',
    batchSize: Math.max(1, Math.min(10, Math.ceil(rate / 10))),
    concurrency: 3,
    ratePerSecond: rate,
    pollMs,
    leaseMs: policy.leaseMs,
    log,
  });
  const outbox = new SenderLoop(outboxQueue(db, config, transport, policy), {
    name: 'outbox',
    batchSize: 10,
    concurrency: 3,
    ratePerSecond: 0,
    pollMs,
    leaseMs: policy.leaseMs,
    log,
  });
  const unlisten = [onNudge(db, 'newsletter', () => newsletter.nudge()), onNudge(db, 'outbox', () => outbox.nudge())];
  newsletter.start();
  outbox.start();
  return {
    async stop() {
      for (const off of unlisten) off();
      await Promise.all([newsletter.stop(), outbox.stop()]);
      transport.close();
    },
  };
}

export function startMailWorkers(app: FastifyInstance, deps: Pick<ApiDeps, 'db' | 'config'>): void {
  setMailLog(deps.db, app.log);
  let workers: MailWorkers | undefined;
  // Started once the server is ready, stopped before the database closes.
  app.addHook('onReady', async () => {
    if (!deps.config.PUBLIC_URL && deps.config.NODE_ENV === 'production')
      app.log.warn('PUBLIC_URL is not set: unsubscribe links in newsletters point at http://localhost');
    workers = createMailWorkers(deps, { log: app.log });
  });
  app.addHook('preClose', async () => {
    await workers?.stop();
  });
}
