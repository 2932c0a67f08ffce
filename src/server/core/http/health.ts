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
 * this code knows is applied, and it is not shutting down (DESIGN section 10). Neither is
 * cached, neither needs a session, and neither says more than ok / which check failed.
 */
export function installHealthRoutes(app: FastifyInstance, db: Db): void {
  app.decorate('draining', false);
  const expected = migrationCount();
  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    reply.headers(noStore);
    if (app.draining) return reply.code(503).send({ status: 'draining' });
    let applied: number;
    try {
      applied = await withTimeout(appliedMigrations(db), DB_TIMEOUT_MS);
    } catch {
      return reply.code(503).send({ status: 'database unreachable' });
    }
    if (applied < expected) return reply.code(503).send({ status: 'migrations pending' });
    return reply.send({ status: 'ready' });
  });
}
