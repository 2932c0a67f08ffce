import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildServer } from '~/server/app';
import { loadConfig } from '~/server/core/config';
import { type Database, openDatabase } from '~/server/core/db/client';
import { loggerInto } from './log-capture';
import { createThrowawayDatabase } from './server';

export interface TracedServer {
  app: FastifyInstance;
  database: Database;
  url: string;
}

/**
 * A bare server for a whole test file that looks in the log for what must never be
 * there: every line it logs, at trace level, goes into `lines`. No admin, no seed, no
 * workers, and a fresh database of its own (a throw-away PostgreSQL one with
 * TEST_DATABASE_URL). `ready` hands it to the file's own variables before the tests.
 */
export function tracedServerForFile(
  lines: string[],
  ready: (server: TracedServer) => unknown,
  opts: { publicWriteLimit?: number } = {},
): void {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const base = process.env.TEST_DATABASE_URL;
    const pgDb = base ? await createThrowawayDatabase(base) : undefined;
    const database = await openDatabase({ databaseUrl: pgDb?.url });
    const app = await buildServer({
      config: loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', HOST: '127.0.0.1', PORT: '0' }),
      db: database.db,
      web: false,
      workers: false,
      publicWriteLimit: opts.publicWriteLimit,
      logger: loggerInto(lines),
    });
    close = async () => {
      await app.close();
      await database.close();
      await pgDb?.drop();
    };
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    await ready({
      app,
      database,
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    });
  });
  afterAll(() => close?.());
}
