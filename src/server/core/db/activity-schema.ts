import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, setNullRef } from './columns';
import { adminUsers } from './schema';

/** What staff did: who, which record (and its name then), the fields before and after. */
export const activityLog = pgTable('activity_log', {
  id: serial('id').primaryKey(),
  userId: setNullRef('user_id', () => adminUsers.id),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  /** The record's name, title or subject when it was changed: what the log's row shows. */
  entityName: text('entity_name'),
  before: jsonb('before'), // an edit: the fields that changed, as they were and became
  after: jsonb('after'),
  createdAt: createdAt(),
});
