import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';

/**
 * A counter bumped in the transaction of every change to public content (gifts, posts,
 * children, skills: `content/version-bump.ts`) and of site settings. Caches key on it, so
 * a change made through any instance is seen by every instance at once: no stale cache,
 * no messages between instances.
 *
 * Reads are coalesced without serving stale values: a caller waits for a query that
 * starts after it arrived, so under load there is at most one query in flight and
 * one waiting.
 */
export interface ContentVersion {
  current(): Promise<number>;
}

/**
 * `writeGeneration` (embedded database only): while it has not moved since the last
 * read, no write can have bumped the counter, so the value read then is still exact and
 * no query is needed. PostgreSQL may be written by other instances: it is always asked.
 */
export function createContentVersion(db: Db, writeGeneration?: () => number): ContentVersion {
  const query = async () => {
    const rows = (await db.execute(sql`SELECT version FROM content_version WHERE id = 1`)) as unknown as
      { rows: { version: string | number }[] } | { version: string | number }[];
    const list = Array.isArray(rows) ? rows : rows.rows;
    return Number(list[0]?.version ?? 0);
  };
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;
  let known: { generation: number; version: number } | null = null;
  const read = writeGeneration
    ? async () => {
        const generation = writeGeneration();
        const version = await query();
        known = { generation, version };
        return version;
      }
    : query;
  const current = (): Promise<number> => {
    if (known && writeGeneration && known.generation === writeGeneration()) return Promise.resolve(known.version);
    return coalesced();
  };
  const coalesced = (): Promise<number> => {
    if (!running) {
      running = read().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return current();
      });
    return next;
  };
  return { current };
}
