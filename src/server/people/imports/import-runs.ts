import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { recordActivity } from '~/server/core/activity/record';
import type { Db } from '~/server/core/db/client';
import { newestFirstPage } from '~/server/core/db/newest-first';
import { unnestOf } from './bulk';
import { importPeople, importRuns } from '~/server/core/db/import-runs-schema';
import { adminUsers } from '~/server/core/db/schema';
import { supporters } from '~/server/core/db/supporters-schema';
import { toCsv } from '~/shared/csv';
import type { ImportRun, ImportRunPage, ImportRunWithResults } from '~/shared/schemas/import-runs';
import type { ImportKind, ImportResult } from '~/shared/schemas/imports';
import type { PageQuery } from '~/shared/schemas/paging';

/** What a run's record needs of its request (run-import.ts's `ImportRequest`). */
interface RunRequest {
  kind: ImportKind;
  source: { name: string };
  adminId: string | null;
  skipErrors?: boolean;
}

/**
 * The record of each real import (docs/importing.md, "The Import screen"): made before its
 * first batch is written (so each batch names the people it wrote, in its own transaction),
 * finished with its counts and every row's result, and written to the activity log with
 * who, the file's name and the counts, in one transaction.
 */
export async function startRun(db: Db, req: RunRequest): Promise<string> {
  const [run] = await db
    .insert(importRuns)
    .values({ kind: req.kind, fileName: req.source.name, adminId: req.adminId, skipErrors: !!req.skipErrors })
    .returning({ id: importRuns.id });
  return run!.id;
}

/** The supporters a batch wrote or found (call inside the batch's transaction). */
export async function notePeople(tx: Db, runId: string | undefined, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (runId && unique.length)
    await tx.execute(sql`
      INSERT INTO ${importPeople} (import_id, supporter_id)
      SELECT ${runId}::uuid, t.supporter_id FROM ${unnestOf(unique, { supporter_id: ['uuid', (id) => id] })}`);
}

export async function finishRun(db: Db, runId: string, req: RunRequest, answer: ImportResult): Promise<void> {
  const { results, ...counts } = answer;
  await db.transaction(async (tx) => {
    await tx
      .update(importRuns)
      .set({
        rows: counts.rows,
        created: counts.created,
        updated: counts.updated,
        unchanged: counts.unchanged,
        failed: counts.failed,
        results,
        finishedAt: new Date(),
      })
      .where(eq(importRuns.id, runId));
    await recordActivity(tx, req.adminId, 'import', 'import', runId, {
      name: req.source.name,
      after: { ...counts, skipErrors: !!req.skipErrors },
    });
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const summaryColumns = {
  id: importRuns.id,
  kind: importRuns.kind,
  fileName: importRuns.fileName,
  by: adminUsers.name,
  createdAt: importRuns.createdAt,
  finishedAt: importRuns.finishedAt,
  skipErrors: importRuns.skipErrors,
  checkOnly: importRuns.checkOnly,
  rows: importRuns.rows,
  created: importRuns.created,
  updated: importRuns.updated,
  unchanged: importRuns.unchanged,
  failed: importRuns.failed,
  portalLinksAt: importRuns.portalLinksAt,
  people: sql<number>`(SELECT count(DISTINCT ${importPeople.supporterId})::int FROM ${importPeople}
    JOIN ${supporters} ON ${supporters.id} = ${importPeople.supporterId}
    WHERE ${importPeople.importId} = ${importRuns.id} AND ${supporters.email} IS NOT NULL)`,
};
interface SummaryRow {
  id: string;
  kind: string;
  fileName: string;
  by: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  skipErrors: boolean;
  checkOnly: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  portalLinksAt: Date | null;
  people: number;
}

const summaryOf = (r: SummaryRow): ImportRun => ({
  _id: r.id,
  kind: r.kind as ImportKind,
  fileName: r.fileName,
  by: r.by,
  createdAt: r.createdAt.toISOString(),
  finishedAt: iso(r.finishedAt),
  skipErrors: r.skipErrors,
  check: r.checkOnly,
  rows: r.rows,
  created: r.created,
  updated: r.updated,
  unchanged: r.unchanged,
  failed: r.failed,
  people: Number(r.people),
  portalLinksAt: iso(r.portalLinksAt),
});

/** Past imports of the kinds the reader may import, newest first. */
export async function listRuns(db: Db, kinds: readonly ImportKind[], q: PageQuery): Promise<ImportRunPage> {
  const where = and(inArray(importRuns.kind, [...kinds]), eq(importRuns.checkOnly, false));
  const select = db
    .select(summaryColumns)
    .from(importRuns)
    .leftJoin(adminUsers, eq(adminUsers.id, importRuns.adminId))
    .$dynamic();
  const { rows, ...page } = await newestFirstPage(db, { table: importRuns, where, select }, q);
  return { data: rows.map((r) => summaryOf(r as SummaryRow)), ...page };
}

/** One import with its results, or null. */
export async function runOf(db: Db, id: string): Promise<ImportRunWithResults | null> {
  const [row] = await db
    .select({ ...summaryColumns, results: importRuns.results })
    .from(importRuns)
    .leftJoin(adminUsers, eq(adminUsers.id, importRuns.adminId))
    .where(eq(importRuns.id, id));
  return row ? { ...summaryOf(row as SummaryRow), results: row.results } : null;
}

/** An import's results as a spreadsheet: one line per error (or per row without one). */
export function resultsCsv(run: ImportRunWithResults): string {
  const lines = run.results.flatMap((r) =>
    r.errors.length
      ? r.errors.map((e) => [r.row, r.status, r.ref, e.column, e.message])
      : [[r.row, r.status, r.ref, null, null]],
  );
  return toCsv([['row', 'status', 'ref', 'column', 'reason'], ...lines]);
}

/** The import's people with an address: whom its portal links write to. */
export async function peopleWithEmail(db: Db, runId: string) {
  return db
    .selectDistinct({ id: supporters.id, email: supporters.email, lang: supporters.lang })
    .from(importPeople)
    .innerJoin(supporters, eq(supporters.id, importPeople.supporterId))
    .where(and(eq(importPeople.importId, runId), isNotNull(supporters.email)));
}
