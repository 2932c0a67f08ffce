import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Hits per rate-limit key in its current window, shared by every instance (see http/rate-limit-store.ts).
 * UNLOGGED (migration 0013): counts that live for minutes need no crash safety, and skip the disk flush.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowStart)],
);
