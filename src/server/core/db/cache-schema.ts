import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose version the application bumps in the transaction of any change to public
 * content (`content/version-bump.ts`); every instance keys its caches on it.
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
