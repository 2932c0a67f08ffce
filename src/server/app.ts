import Fastify, { type FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import { trackRequestsInFlight } from '~/server/core/http/requests-in-flight';
import { saveMemoryWhenIdle } from '~/server/core/http/idle-memory';
import type { Config } from '~/server/core/config';
import type { Database, Db } from '~/server/core/db/client';
import { installGuard } from '~/server/core/auth/guard';
import { authRoutes } from '~/server/staff';
import { frameworkErrors, installErrorHandler, loggableError } from '~/server/core/http/errors';
import { installSecurityHeaders } from '~/server/core/http/security';
import { installSecureCookies } from '~/server/core/http/https-site';
import { createContentVersion } from '~/server/core/http/content-version';
import { installPublicCache } from '~/server/core/http/public-cache';
import { purchases, registerApi } from '~/server/routes';
import { installWeb } from '~/server/web/ssr';
import type { RenderLimits } from '~/server/web/render-limit';
import { startMailWorkers } from '~/server/messaging';
import { yearReportAttachment } from '~/server/field';
import { startSmsWorker } from '~/server/core/sms/workers';
import {
  createPaymentGateway,
  givingSecret,
  startPaymentPoller,
  startRecurringScheduler,
  type PaymentGateway,
} from '~/server/giving';
import { startImageSweep } from '~/server/core/images/sweep';
import { MAX_IMAGE_BYTES } from '~/shared/schemas/gift';
import { translate } from '~/shared/i18n';
import { JSON_BODY_LIMIT } from '~/server/core/http/limits';
import { databaseRateLimitStore } from '~/server/core/http/rate-limit-store';
import { installPublicWriteBudget } from '~/server/core/http/public-write-budget';
import { installHealthRoutes } from '~/server/core/http/health';
import { installControlRoute, startBackupScheduler } from '~/server/operations';
import { EMBEDDED_IMPORT_BATCH, startImportWorker, startRetentionJob, startWhoToCallJob } from '~/server/people';

export interface ServerOptions {
  config: Config;
  db: Db;
  /** The embedded database's write counter (see `Database.writeGeneration`). */
  writeGeneration?: () => number;
  /** Serve the React Router app too (off for API-only tests). */
  web?: boolean;
  /** Requests per minute per address for public writes, per route. */
  publicWriteLimit?: number;
  /**
   * The overload guard: above this event-loop delay (ms) requests get 503 with
   * Retry-After. Off unless given: the production start (main.ts) turns it on; among
   * the tests only its own (tests/resilience/limits.test.ts) does, so a busy machine
   * cannot turn an ordinary test's answer into a 503.
   */
  overloadGuard?: OverloadGuard;
  /** V8's memory saver while no request is answered (core/http/idle-memory.ts): main.ts turns it on. */
  memorySaverWhenIdle?: boolean;
  /** Requests per minute per address over all public writes together. */
  publicWriteBudget?: number;
  /** Run the background e-mail senders (off in tests that drive them by hand). */
  workers?: boolean;
  /** The pending-payment poller (payments/poller.ts): on, except under NODE_ENV=test unless asked for. */
  paymentPoller?: boolean | { intervalMs: number };
  /** The monthly plans' scheduler (recurring/scheduler.ts): like the poller, off under NODE_ENV=test unless asked for. */
  recurringScheduler?: boolean | { intervalMs: number };
  /** Page renders per client network at once and waiting (web/render-limit.ts); tests ask for fewer. */
  renderLimits?: RenderLimits;
  /** The sweep of images no record uses (images/sweep.ts): like the poller, off under NODE_ENV=test unless asked for. */
  imageSweep?: boolean | { intervalMs: number };
  /** The payment gateway; by default built once from `config` (the sandbox unless providers are live). */
  paymentGateway?: PaymentGateway;
  logger?: boolean | object;
  /** Backups (docs/operations.md): the scheduler (on unless NODE_ENV=test) and `npm run backup`'s way in. */
  operations?: {
    database: Database;
    /** The token `npm run backup` sends to have this server take a backup (backup/control.ts). */
    controlToken?: string;
    backupScheduler?: boolean | { intervalMs?: number; now?: () => Date };
  };
}

/** Request lines without secrets carried in URLs (unsubscribe and other signed tokens). */
function loggableRequest(req: { method: string; url: string; host?: string; ip?: string }) {
  return {
    method: req.method,
    url: req.url.replace(/([?&](?:token|key)=)[^&]*/gi, '$1[redacted]'),
    host: req.host,
    remoteAddress: req.ip,
  };
}

/**
 * Every logger of the server writes errors through `loggableError`: a failed query's
 * values (what a visitor typed) never reach the log, whoever logs the error.
 */
function loggerOptions(logger: ServerOptions['logger'], config: Config): boolean | object {
  if (logger === false) return false;
  const base: { serializers?: object } =
    typeof logger === 'object'
      ? logger
      : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] };
  return { ...base, serializers: { err: loggableError, req: loggableRequest, ...base.serializers } };
}

export interface OverloadGuard {
  maxEventLoopDelay: number;
  /** How often (ms) the mean delay is sampled: by default as long as the limit (at least 1 s); its test asks for less. */
  sampleInterval?: number;
}

async function installOverloadGuard(app: FastifyInstance, { maxEventLoopDelay, sampleInterval }: OverloadGuard) {
  await app.register(underPressure, {
    maxEventLoopDelay,
    // under-pressure reads a window without a sample (the process held, or not scheduled,
    // for the whole window) as an endless delay and refuses: with its own 1 s window, a
    // 1.5 s stall on a busy machine turned answers into 503 under a 10 s limit. A window as
    // long as the limit refuses only for a stall at least as long as the limit.
    sampleInterval: sampleInterval ?? Math.max(1000, maxEventLoopDelay),
    maxHeapUsedBytes: 1.5 * 1024 ** 3,
    retryAfter: 5,
    pressureHandler: (_request, reply) => {
      void reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: translate('common:errors.serviceUnavailable') });
    },
  });
}

/**
 * A timed job's option (the poller, the scheduler, the sweep): null when it does not run (by
 * default off under NODE_ENV=test), else its interval: the option's, or the job's own.
 */
function timedJob<D>(option: boolean | { intervalMs: number } | undefined, inTest: boolean, interval: D) {
  if (!(option ?? !inTest)) return null;
  return typeof option === 'object' ? option.intervalMs : interval;
}

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const app = Fastify({
    logger: loggerOptions(opts.logger, config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: JSON_BODY_LIMIT,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    // Fastify's default, longer than a proxy's idle timeout (60 s on common load
    // balancers): a socket closed by us just as a client reuses it is a reset request.
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  });

  const gateway = opts.paymentGateway ?? createPaymentGateway(config);
  /** What the payment code needs: the gateway, and what each kind of payment buys (routes.ts). */
  const paymentDeps = { db, config, gateway, purchases };
  installErrorHandler(app);
  const inFlight = trackRequestsInFlight(app);
  if (opts.memorySaverWhenIdle) saveMemoryWhenIdle(app);
  // JSON and multipart only: any other body type is 415.
  app.removeContentTypeParser(['text/plain']);
  installSecurityHeaders(app, { csp: config.NODE_ENV !== 'development', config });
  // Saturated (event loop lagging, memory nearly full): answer 503 with Retry-After
  // at once rather than queueing requests until everything times out.
  if (opts.overloadGuard) await installOverloadGuard(app, opts.overloadGuard);
  // Pages, JSON and assets go out compressed: on a slow connection this halves load times.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(cookie);
  installSecureCookies(app, config);
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 110 * 1024, parts: 25 },
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: translate('common:errors.tooManyRequests'),
      retryAfter: ctx.after,
    }),
  });
  const publicWriteLimit = opts.publicWriteLimit ?? config.RATE_LIMIT_PUBLIC_WRITES;
  installPublicWriteBudget(app, opts.publicWriteBudget ?? config.RATE_LIMIT_PUBLIC_BUDGET ?? 2 * publicWriteLimit);
  installGuard(app, db);
  installHealthRoutes(app, db);
  const version = createContentVersion(db, opts.writeGeneration);
  installPublicCache(app, version);

  await app.register(async (api) => {
    authRoutes(api, paymentDeps);
    await registerApi(api, { ...paymentDeps, publicWriteLimit });
    // Unknown API paths answer JSON, not the site's 404 page.
    api.all('/api/*', { config: { auth: 'public' } }, async (request, reply) =>
      reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
    );
  });

  // A receipt signs its giving link inside the payment's transaction, which never reads the key into the
  // process's cache itself (stored-secret.ts): read it once here.
  app.addHook('onReady', async () => {
    await givingSecret(db).catch((err: unknown) => app.log.warn({ err }, 'giving link key not read at start'));
  });
  if (opts.web !== false) await installWeb(app, { db, config, version, renderLimits: opts.renderLimits });
  // The sponsor's yearly report goes with the e-mail that brings it (docs/field.md).
  if (opts.workers !== false)
    startMailWorkers(app, { db, config }, { 'year-report': yearReportAttachment({ db, config }) });
  if (opts.workers !== false) startSmsWorker(app, { db, config });
  // Imports run as jobs (docs/importing.md): always, since a request waits for its import.
  // Between batches they give way to the requests being answered; on the embedded database
  // (the one with a write counter), whose one connection a batch holds, in batches of 200.
  startImportWorker(app, {
    db,
    config,
    giveWay: () => inFlight.giveWay(),
    batchRows: opts.writeGeneration ? EMBEDDED_IMPORT_BATCH : undefined,
  });
  const inTest = config.NODE_ENV === 'test';
  const pollEvery = timedJob(opts.paymentPoller, inTest, config.PAYMENT_POLL_INTERVAL_MS);
  if (pollEvery !== null) startPaymentPoller(app, paymentDeps, pollEvery);
  const scheduleEvery = timedJob(opts.recurringScheduler, inTest, config.RECURRING_INTERVAL_MS);
  if (scheduleEvery !== null) startRecurringScheduler(app, paymentDeps, scheduleEvery);
  const sweepEvery = timedJob(opts.imageSweep, inTest, undefined);
  if (sweepEvery !== null) startImageSweep(app, db, sweepEvery);
  if (config.NODE_ENV !== 'test') startRetentionJob(app, db, config);
  // The weekly "who to call" e-mail to sponsorship staff (docs/sponsor-health.md).
  if (config.NODE_ENV !== 'test') startWhoToCallJob(app, { db, config });
  if (opts.operations) {
    const { database, controlToken } = opts.operations;
    if (controlToken) installControlRoute(app, { token: controlToken, database, config });
    const backups = opts.operations.backupScheduler ?? config.NODE_ENV !== 'test';
    if (backups) startBackupScheduler(app, database, config, typeof backups === 'object' ? backups : {});
  }
  return app;
}
