import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, id, leasedRowColumns, packedJson, setNullRef } from './columns';
import { importRuns } from './import-runs-schema';
import { adminUsers } from './schema';

export const importJobStatuses = ['queued', 'sending', 'sent', 'failed'] as const;

/**
 * An import of a spreadsheet, run by the job runner (docs/importing.md, "How it runs"):
 * the file waits here until the import queue takes it, outside the request (or, kind
 * 'portal-links', an import's supporters to write to, with no file); the answer
 * (every row's result, or why the file was refused) is kept for whoever asked, and the
 * file's bytes are dropped once it has run.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    file: bytea('file'),
    /** A ZIP of photos beside a children's file. */
    photos: bytea('photos'),
    dryRun: boolean('dry_run').notNull(),
    skipErrors: boolean('skip_errors').notNull().default(false),
    adminId: setNullRef('admin_id', () => adminUsers.id),
    timeZone: text('time_zone').notNull(),
    /** Kind 'portal-links': the import whose supporters this job writes to (people/imports/portal-links.ts). */
    runId: uuid('run_id').references(() => importRuns.id, { onDelete: 'cascade' }),
    ...leasedRowColumns(importJobStatuses),
    reason: text('reason'),
    /** The HTTP status of the answer: 200 done, 422 refused for its rows, 4xx a file that cannot be read. */
    answerStatus: integer('answer_status'),
    /** `{ data: ImportResult }` or `{ message }` (kept gzipped: columns.ts's `packedJson`). */
    answer: packedJson<unknown>('answer'),
    /** When it ran to its end (done, refused or unreadable). */
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('import_jobs_due_idx').on(t.status, t.nextAttemptAt)],
);
