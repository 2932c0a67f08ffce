import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { migrationCount } from '~/server/core/db/migrations';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the server was asked to stop: /readyz answers 503 so a load balancer moves away. */
    draining: boolean;
  }
}

/** How long the readiness check waits for the database before calling it unreachable. */
const DB_TIMEOUT_MS = 2_000;
/**
 * How long one answer of the database serves every /readyz (issue 37.14: a client asking
 * hundreds of times a second made as many queries and slowed the site). Requests that
 * come while the check runs share it.
 */
export const READY_CACHE_MS = 1_500;

/** The supervisor's and the load balancer's probes (below): not visitors, so the memory saver leaves them out (idle-memory.ts). */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Migrations recorded in the database (drizzle's own table), or null when the database does not answer. */
async function appliedMigrations(db: Db): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}

/**
 * `GET /healthz`: the process answers (for an uptime monitor or a restart policy).
 * `GET /readyz`: this instance should get traffic: the database answers, every migration
 * this code knows is applied, and it is not shutting down (docs/operations.md); the
 * database's answer serves READY_CACHE_MS. Neither is cached by clients, neither needs a
 * session, and neither says more than ok / which check failed.
 */
type ReadyStatus = 'ready' | 'migrations pending' | 'database unreachable';

export function installHealthRoutes(app: FastifyInstance, db: Db): void {
  app.decorate('draining', false);
  const expected = migrationCount();
  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));

  let last: { at: number; status: Promise<ReadyStatus> } | undefined;
  const check = async (): Promise<ReadyStatus> => {
    try {
      const applied = await withTimeout(appliedMigrations(db), DB_TIMEOUT_MS);
      return applied < expected ? 'migrations pending' : 'ready';
    } catch {
      return 'database unreachable';
    }
  };

  app.get('/readyz', async (_request, reply) => {
    reply.headers(noStore);
    if (app.draining) return reply.code(503).send({ status: 'draining' });
    const now = Date.now();
    if (!last || now - last.at >= READY_CACHE_MS) last = { at: now, status: check() };
    const status = await last.status;
    return reply.code(status === 'ready' ? 200 : 503).send({ status });
  });
}
