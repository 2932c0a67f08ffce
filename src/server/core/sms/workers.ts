import type { FastifyInstance } from 'fastify';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { type JobLog, consoleJobLog } from '~/server/core/jobs/queue';
import { type RetryPolicy, defaultRetryPolicy } from '~/server/core/jobs/retry';
import { runWhileServing, startQueue } from '~/server/core/jobs/start';
import { classifySendError } from '~/server/core/mail/transport';
import { type SmsProvider, SMS_CALL_TIMEOUT_MS } from './provider';
import { smsQueue } from './queue';
import { createSmsProvider } from './settings';
import { SMS_QUEUE } from './signals';

export interface SmsWorkerOptions {
  provider?: SmsProvider;
  policy?: Partial<RetryPolicy>;
  pollMs?: number;
  log?: JobLog;
}

export interface SmsWorker {
  provider: SmsProvider;
  stop(): Promise<void>;
}

/**
 * The SMS sender of this process: the job runner (core/jobs) over the SMS queue. The
 * lease outlasts a gateway call's time limit, so a slow gateway never lets a second
 * instance take a message still being sent.
 */
export function createSmsWorker(deps: { db: Db; config: Config }, opts: SmsWorkerOptions = {}): SmsWorker {
  const policy: RetryPolicy = { ...defaultRetryPolicy, leaseMs: 4 * SMS_CALL_TIMEOUT_MS, ...opts.policy };
  const provider = opts.provider ?? createSmsProvider(deps.config);
  const running = startQueue(deps.db, smsQueue(deps.db, provider, policy), {
    name: SMS_QUEUE,
    batchSize: 10,
    concurrency: 2,
    // Gateways throttle; a few per second is all a charity needs.
    ratePerSecond: 5,
    pollMs: opts.pollMs ?? 1_000,
    leaseMs: policy.leaseMs,
    log: opts.log ?? consoleJobLog,
    classify: classifySendError,
  });
  return { provider, stop: () => running.stop() };
}

/** Started once the server is ready, stopped before the database closes (like the mail queues). */
export function startSmsWorker(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  runWhileServing(app, () => {
    const worker = createSmsWorker(deps, { log: app.log });
    app.log.info({ provider: worker.provider.name }, 'sms sender started');
    return worker;
  });
}
