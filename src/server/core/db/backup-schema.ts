import { bigint, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Every backup taken (scheduled by the server or asked for with `npm run backup`): the
 * dashboard's "last successful backup" and its warnings read it, and instances sharing
 * one PostgreSQL database read it to take the scheduled backup once, not once each.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    /** 'scheduled' or 'manual'. */
    trigger: text('trigger').notNull(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    /** 'running', 'ok' or 'failed'. */
    status: text('status').notNull(),
    fileName: text('file_name'),
    bytes: bigint('bytes', { mode: 'number' }),
    sha256: text('sha256'),
    error: text('error'),
    /** The copy off the machine: 'none' (no bucket set), 'ok' or 'failed'. */
    offsite: text('offsite').notNull().default('none'),
    offsiteError: text('offsite_error'),
    /** Which server took it (host name and process id). */
    instance: text('instance').notNull(),
  },
  (t) => [index('backup_runs_started_idx').on(t.startedAt)],
);
