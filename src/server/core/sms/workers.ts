import type { FastifyInstance } from 'fastify';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { type RetryPolicy, defaultRetryPolicy } from '~/server/core/mail/retry-policy';
import { SenderLoop } from '~/server/core/mail/sender-loop';
import type { MailLog } from '~/server/core/mail/signals';
import { type SmsProvider, SMS_CALL_TIMEOUT_MS } from './provider';
import { smsQueue } from './queue';
import { createSmsProvider } from './settings';
import { onSmsNudge } from './signals';

export interface SmsWorkerOptions {
  provider?: SmsProvider;
  policy?: Partial<RetryPolicy>;
  pollMs?: number;
  log?: MailLog;
}

export interface SmsWorker {
  provider: SmsProvider;
  stop(): Promise<void>;
}

const quietLog: MailLog = {
  info: () => {},
  warn: (obj, msg) => console.warn(msg ?? '', obj),
  error: (obj, msg) => console.error(msg ?? '', obj),
};

/**
 * The SMS sender of this process: the mail sender loop over the SMS queue. The lease
 * outlasts a gateway call's time limit, so a slow gateway never lets a second
 * instance take a message still being sent.
 */
export function createSmsWorker(deps: { db: Db; config: Config }, opts: SmsWorkerOptions = {}): SmsWorker {
  const policy: RetryPolicy = { ...defaultRetryPolicy, leaseMs: 4 * SMS_CALL_TIMEOUT_MS, ...opts.policy };
  const provider = opts.provider ?? createSmsProvider(deps.config);
  const loop = new SenderLoop(smsQueue(deps.db, provider, policy), {
    name: 'sms',
    batchSize: 10,
    concurrency: 2,
    // Gateways throttle; a few per second is all a charity needs.
    ratePerSecond: 5,
    pollMs: opts.pollMs ?? 1_000,
    leaseMs: policy.leaseMs,
    log: opts.log ?? quietLog,
  });
  const unlisten = onSmsNudge(deps.db, () => loop.nudge());
  loop.start();
  return {
    provider,
    async stop() {
      unlisten();
      await loop.stop();
    },
  };
}

/** Started once the server is ready, stopped before the database closes (like the mail workers). */
export function startSmsWorker(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  let worker: SmsWorker | undefined;
  app.addHook('onReady', async () => {
    worker = createSmsWorker(deps, { log: app.log });
    app.log.info({ provider: worker.provider.name }, 'sms sender started');
  });
  app.addHook('preClose', async () => {
    await worker?.stop();
  });
}
