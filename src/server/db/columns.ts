import { customType, jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContentTranslations } from '~/shared/schemas/translations';

/** Column kinds every table file uses (schema.ts, mail-schema.ts). */

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** `{ rw: { ...fields }, fr: { ...fields } }`: the record's translatable fields in other languages (English is in the columns). */
export const translations = () => jsonb('translations').$type<ContentTranslations>();
