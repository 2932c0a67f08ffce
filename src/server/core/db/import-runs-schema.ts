import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ImportRowResult } from '~/shared/schemas/imports';
import { adminUsers } from './schema';
import { at, createdAt, id, ownedBy, packedJson, setNullRef } from './columns';
import { supporterId, supporterIndex, supporters } from './supporters-schema';

/**
 * One real import of a spreadsheet (docs/importing.md, "The Import screen"): who, when, the
 * file's name, its counts and every row's result (rows, statuses, refs and the errors'
 * columns and reasons: never a cell's value), so the screen lists past imports and each
 * can be downloaded again. `finishedAt` is null while it runs (or when it stopped midway).
 * `portalLinksAt`: when staff sent its people their giving-page links.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: id(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    adminId: setNullRef('admin_id', () => adminUsers.id),
    skipErrors: boolean('skip_errors').notNull().default(false),
    /**
     * A check kept for the page that asked for it without JavaScript (a dry run, or a real run
     * refused for its errors: nothing written), shown once by its id and never listed; checks
     * over a day old are removed when the next is kept.
     */
    checkOnly: boolean('check_only').notNull().default(false),
    rows: integer('rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    results: packedJson<ImportRowResult[]>('results')
      .notNull()
      .default(sql`'\\x5b5d'::bytea`),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
    portalLinksAt: at('portal_links_at'),
    portalLinksBy: setNullRef('portal_links_by', () => adminUsers.id),
  },
  (t) => [index('import_runs_created_idx').on(t.createdAt, t.id)],
);

/** The supporters an import wrote or found (a row of supporters or subscribers): who "send portal links" writes to. */
export const importPeople = pgTable(
  'import_people',
  {
    id: id(),
    importId: ownedBy('import_id', () => importRuns.id),
    supporterId: supporterId().notNull(),
  },
  (t) => [index('import_people_import_idx').on(t.importId), supporterIndex('import_people', t)],
);

/**
 * A ref a supporter was known by before a merge (docs/importing.md, "Duplicates"): the kept
 * supporter had a ref of its own, so the merged-away one's stays findable here and a
 * re-import of the old spreadsheet still matches.
 */
export const supporterFormerRefs = pgTable('supporter_former_refs', {
  ref: text('ref').primaryKey(),
  supporterId: uuid('supporter_id')
    .notNull()
    .references(() => supporters.id, { onDelete: 'cascade' }),
});

/**
 * Two supporters staff said are not the same person (docs/importing.md, "Duplicates"): the
 * duplicates report no longer shows the pair; undone by deleting the row. The pair is kept
 * in one order (`supporterA` < `supporterB`); it goes with either record (a merge, a delete).
 */
export const supporterDistinctPairs = pgTable(
  'supporter_distinct_pairs',
  {
    id: id(),
    supporterA: uuid('supporter_a')
      .notNull()
      .references(() => supporters.id, { onDelete: 'cascade' }),
    supporterB: uuid('supporter_b')
      .notNull()
      .references(() => supporters.id, { onDelete: 'cascade' }),
    dismissedBy: setNullRef('dismissed_by', () => adminUsers.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('supporter_distinct_pairs_pair_idx').on(t.supporterA, t.supporterB),
    index('supporter_distinct_pairs_b_idx').on(t.supporterB),
  ],
);
