import { sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ContentTranslations } from '~/shared/schemas/translations';

/** Column kinds every table file uses (schema.ts, mail-schema.ts). */

const asBuffer = (v: Buffer | Uint8Array) => (Buffer.isBuffer(v) ? v : Buffer.from(v));

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: asBuffer,
});

/**
 * A large JSON value (an import's 100,000 row results, about 6 MB as text) kept gzipped in a
 * `bytea`: PostgreSQL stores bytes it never parses. As `jsonb`, a statement that wrote it made
 * PGlite's WebAssembly memory grow by a quarter for good (its parse tree), and growing copied
 * the whole memory: about 70 MiB more resident (docs/performance.md, "Importing"). Plain UTF-8
 * JSON (a value written before migration 0051) is read too.
 */
export const packedJson = <T>(name: string) =>
  customType<{ data: T; driverData: Buffer | Uint8Array }>({
    dataType: () => 'bytea',
    toDriver: (value) => gzipSync(JSON.stringify(value), { level: 1 }),
    fromDriver: (stored) => {
      const bytes = asBuffer(stored);
      const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
      return JSON.parse((gzipped ? gunzipSync(bytes) : bytes).toString('utf8')) as T;
    },
  })(name);

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () => at('updated_at').notNull().defaultNow();
/** `{ rw: { ...fields }, fr: { ...fields } }`: the record's translatable fields in other languages (English is in the columns). */
export const translations = () => jsonb('translations').$type<ContentTranslations>();
/** A list of words or addresses (tags, needs, image addresses), empty when none were given. */
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
/** A moment, with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** A required reference to the record this one belongs to, deleted with it. */
export const ownedBy = (name: string, ref: () => AnyPgColumn) =>
  uuid(name).notNull().references(ref, { onDelete: 'cascade' });
/** An optional reference, emptied when the record it names is deleted. */
export const setNullRef = (name: string, ref: () => AnyPgColumn) =>
  uuid(name).references(ref, { onDelete: 'set null' });
/** A required reference to a record that is never deleted while this one stands (a payment). */
export const requiredRef = (name: string, ref: () => AnyPgColumn) => uuid(name).notNull().references(ref);

/**
 * A queue's columns as core/jobs/leased-rows.ts works them: the job's state (queued, then
 * sending under a lease, then sent or failed; `statuses` may name more), its attempts so
 * far, when it is next due (or its lease runs out) and its last error.
 */
export const leasedRowColumns = <S extends readonly ['queued', ...string[]]>(statuses: S) => ({
  status: text('status', { enum: statuses }).notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
});
