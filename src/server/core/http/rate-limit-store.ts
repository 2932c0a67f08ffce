import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '~/server/core/db/client';
import { rateLimitHits } from '~/server/core/db/limits-schema';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Result) => void;
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  /** Set by limiters that span routes (the public-write budget). */
  keyPrefix?: string;
}

const SWEEP_EVERY_MS = 60_000;
const KEEP_MS = 24 * 3600_000;

/**
 * A store for @fastify/rate-limit that keeps the counts in the database, so N instances
 * allow the limit once, not N times: one row per key, one upsert per hit. Keys whose
 * window ended a day ago are swept now and then.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    db.delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, new Date(now - KEEP_MS)))
      .catch(() => (lastSweep = 0));
  };
  /**
   * One upsert: a key's window starts at its first hit (as in the plugin's own store) and
   * starts again at the first hit after it ended. Built once and prepared (every public
   * write runs it twice: its route's limit and the per-address budget).
   */
  const key = sql.placeholder('key');
  const now = sql.placeholder('now'); // a Date: the column maps it
  const restart = sql`${sql.placeholder('restart')}::timestamptz`; // the same instant as text, in raw SQL
  const ended = sql`${rateLimitHits.windowStart} <= ${sql.placeholder('ended')}::timestamptz`;
  const hit = db
    .insert(rateLimitHits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitHits.count} + 1 end`,
        windowStart: sql`case when ${ended} then ${restart} else ${rateLimitHits.windowStart} end`,
      },
    })
    .returning({ count: rateLimitHits.count, windowStart: rateLimitHits.windowStart })
    .prepare('rate_limit_hit');

  return class DatabaseRateLimitStore {
    constructor(
      _global?: unknown,
      private readonly prefix = 'global',
    ) {}

    child(routeOptions: object) {
      const options = routeOptions as StoreOptions;
      const route = options.routeInfo;
      const prefix = options.keyPrefix ?? `${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}`;
      return new DatabaseRateLimitStore(undefined, prefix);
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      const at = Date.now();
      hit
        .execute({
          key: `${this.prefix}|${key}`,
          now: new Date(at),
          restart: new Date(at).toISOString(),
          ended: new Date(at - timeWindow).toISOString(),
        })
        .then(
          ([row]) => {
            sweep(at);
            const start = row ? new Date(row.windowStart).getTime() : at;
            cb(null, { current: row?.count ?? 1, ttl: Math.max(0, start + timeWindow - Date.now()) });
          },
          (err: Error) => cb(err),
        );
    }

    read(key: string, cb: Callback, timeWindow: number): void {
      db.select({ count: rateLimitHits.count, windowStart: rateLimitHits.windowStart })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, `${this.prefix}|${key}`))
        .then(
          ([row]) => {
            const ttl = row ? new Date(row.windowStart).getTime() + timeWindow - Date.now() : 0;
            cb(null, row && ttl > 0 ? { current: row.count, ttl } : { current: 0, ttl: 0 });
          },
          (err: Error) => cb(err),
        );
    }
  };
}
