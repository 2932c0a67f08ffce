import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, bytea, createdAt } from './columns';

// ---- uploaded images ------------------------------------------------------------
/**
 * An image by the sha256 of its source bytes; its WebP renditions live in image_variants.
 * `unreferencedSince`: when the image sweep (images/sweep.ts) first found no record using
 * it; null while one does, or since it was stored or used again. Deleted after a grace.
 */
export const images = pgTable('images', {
  hash: text('hash').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
  unreferencedSince: at('unreferenced_since'),
});

export const imageVariants = pgTable(
  'image_variants',
  {
    hash: text('hash')
      .notNull()
      .references(() => images.hash, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.width] })],
);
