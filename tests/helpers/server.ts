import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '~/server/core/config';
import { openDatabase, type Database } from '~/server/core/db/client';
import { type OverloadGuard, type ServerOptions, buildServer } from '~/server/app';
import { createAdmin } from '~/server/staff/auth/first-admin';
import { seedDemoContent } from '~/server/operations/demo/seed';
import { throwawayPostgres } from './throwaway-postgres';

/**
 * A real server on 127.0.0.1 for API tests: an in-memory PGlite database, or, when
 * TEST_DATABASE_URL is set, a throw-away PostgreSQL database created for this server.
 */
export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Signs the test admin in and returns its session token. */
  login(): Promise<string>;
  /** fetch against the server; pass `token` to call as the admin. */
  request(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

export const TEST_ADMIN = { email: 'admin@test.example', password: 'test-password-123', name: 'Test Admin' };

/** A PostgreSQL database of its own beside `baseUrl`'s, and how to drop it. */
export const createThrowawayDatabase = (baseUrl: string) => throwawayPostgres(baseUrl, { migrated: true });

/** The migrated database every PGlite test server starts from (global-setup.ts), read once per test file. */
let template: Blob | undefined;
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

export interface TestServerOptions {
  seed?: boolean;
  web?: boolean;
  env?: Record<string, string>;
  publicWriteLimit?: number;
  /** Only the overload guard's own test turns it on (see `ServerOptions.overloadGuard`). */
  overloadGuard?: OverloadGuard;
  publicWriteBudget?: number;
  workers?: boolean;
  paymentGateway?: ServerOptions['paymentGateway'];
  renderLimits?: ServerOptions['renderLimits'];
  /** Off unless a test reads the log lines (a trace-level stream, to look for what must never be logged). */
  logger?: ServerOptions['logger'];
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const pgBase = process.env.TEST_DATABASE_URL;
  const throwaway = pgBase ? await createThrowawayDatabase(pgBase) : undefined;
  // Each server writes its e-mail outbox into a directory of its own, removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    // The test admin signs in with a password alone; the second factor's own tests set it.
    STAFF_REQUIRE_2FA: 'none',
    ...opts.env,
  });
  const database = await openDatabase({ databaseUrl: throwaway?.url, template: pgliteTemplate() });
  if (opts.seed) await seedDemoContent(database.db);
  await createAdmin(database.db, TEST_ADMIN);
  const app = await buildServer({
    config,
    db: database.db,
    writeGeneration: database.writeGeneration,
    web: opts.web ?? false,
    logger: opts.logger ?? false,
    publicWriteLimit: opts.publicWriteLimit ?? 10_000,
    overloadGuard: opts.overloadGuard,
    publicWriteBudget: opts.publicWriteBudget ?? 20_000,
    workers: opts.workers,
    paymentGateway: opts.paymentGateway,
    renderLimits: opts.renderLimits,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const request: TestServer['request'] = (path, init = {}) => {
    const { token, json, headers, ...rest } = init;
    const h = new Headers(headers);
    if (token) h.set('authorization', `Bearer ${token}`);
    if (json !== undefined) h.set('content-type', 'application/json');
    return fetch(url + path, { ...rest, headers: h, body: json !== undefined ? JSON.stringify(json) : rest.body });
  };
  let token: string | undefined;
  return {
    url,
    app,
    database,
    config,
    request,
    async login() {
      if (token) return token;
      const res = await request('/api/auth/login', {
        method: 'POST',
        json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      });
      if (!res.ok) throw new Error(`login failed: ${res.status}`);
      token = ((await res.json()) as { token: string }).token;
      return token;
    },
    async close() {
      await app.close();
      await database.close();
      await throwaway?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One test server for a whole test file: started and the admin signed in before the
 * file's tests, closed after them. `ready` hands both to the file's own variables, e.g.
 * `testServerForFile((t) => ({ s, token } = t))`, and may prepare more (it is awaited).
 */
export function testServerForFile(
  ready: (started: { s: TestServer; token: string }) => unknown,
  opts: TestServerOptions = {},
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(opts);
    await ready({ s: server, token: await server.login() });
  });
  afterAll(() => server?.close());
}
