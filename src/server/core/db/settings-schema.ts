import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, setNullRef } from './columns';
import { adminUsers } from './schema';

/**
 * Site settings (the dashboard's Site settings page): one row per section, its value
 * validated by the section's schema in src/shared/schemas/site-settings.ts. A section
 * without a row shows its first values (configuration and the catalogues' texts).
 */
export const siteSettings = pgTable('site_settings', {
  section: text('section').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: setNullRef('updated_by', () => adminUsers.id),
});

/** The records the demo seed created, so that staff can remove exactly those in one action. */
export const demoRecords = pgTable(
  'demo_records',
  {
    kind: text('kind', { enum: ['gift', 'blog_post', 'child', 'skill'] }).notNull(),
    recordId: uuid('record_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recordId] })],
);

/** When an admin last changed their own password in the dashboard (the launch checklist asks the first admin to). */
export const passwordChanges = pgTable('password_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  changedAt: at('changed_at').notNull().defaultNow(),
});
