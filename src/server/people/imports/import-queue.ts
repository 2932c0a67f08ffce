import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { importJobs } from '~/server/core/db/import-jobs-schema';
import { leasedRows, rowsQueue } from '~/server/core/jobs/leased-rows';
import type { JobLog, JobQueue } from '~/server/core/jobs/queue';
import { defaultRetryPolicy, type RetryPolicy } from '~/server/core/jobs/retry';
import { runWhileServing, startQueue } from '~/server/core/jobs/start';
import { wake } from '~/server/core/jobs/wake';
import type { ImportKind } from '~/shared/schemas/imports';
import { ImportRefused, isWritableKind, runImport } from './run-import';
import { SheetError } from './sheet';
import { PORTAL_LINKS_JOB, releasePortalLinks, sendPortalLinks } from './portal-links';
import type { ApiDeps } from '~/server/core/deps';

type Deps = Pick<ApiDeps, 'db' | 'config'> & {
  /** Between batches (run-import.ts). */
  giveWay?: () => Promise<void>;
  /** Rows per batch (run-import.ts's 500 unless given). */
  batchRows?: number;
};

/**
 * Rows per batch on the embedded database: a batch holds PGlite's one connection, and a
 * dashboard call waits for it. 500 kept `GET /api/recurring` at 276 ms at the 95th percentile
 * during the bench's import, 200 at 119 ms (its budget 150), for 64 s in all against 46
 * (budget 180): docs/performance.md, "Importing".
 */
export const EMBEDDED_IMPORT_BATCH = 200;

/**
 * The import queue (docs/importing.md, "How it runs"): `POST /api/imports` keeps the file
 * in `import_jobs` and the job runner (core/jobs) runs it outside the request and outside
 * any long transaction, each batch of rows in a short transaction of its own. The answer
 * is written on the job's row; the file's bytes are then dropped. A run cut short by a
 * stopped process is run again: an import is safe to repeat (a re-import changes nothing).
 */
export const IMPORT_QUEUE = 'imports';

interface ImportJob {
  id: string;
  attempts: number;
}

export interface QueuedImport {
  kind: ImportKind;
  fileName: string;
  file: Buffer;
  photos?: Buffer | null;
  dryRun: boolean;
  skipErrors: boolean;
  adminId: string | null;
  timeZone: string;
}

/** Queues an import and wakes this process's runner; answers the job's id. */
export async function queueImport(db: Db, job: QueuedImport): Promise<string> {
  const [row] = await db
    .insert(importJobs)
    .values({ ...job, photos: job.photos ?? null })
    .returning({ id: importJobs.id });
  wake(db, IMPORT_QUEUE);
  return row!.id;
}

export interface ImportJobState {
  status: (typeof importJobs.$inferSelect)['status'];
  answerStatus: number | null;
  answer: unknown;
}

export async function importJobState(
  db: Db,
  id: string,
): Promise<(ImportJobState & { kind: string; fileName: string }) | null> {
  const [row] = await db
    .select({
      status: importJobs.status,
      answerStatus: importJobs.answerStatus,
      answer: importJobs.answer,
      kind: importJobs.kind,
      fileName: importJobs.fileName,
    })
    .from(importJobs)
    .where(eq(importJobs.id, id));
  return row ?? null;
}

/** Queues the sending of an import's portal links (portal-links.ts: the caller claimed them); answers the job's id. */
export async function queuePortalLinks(
  db: Db,
  run: { id: string; fileName: string },
  adminId: string,
  timeZone: string,
): Promise<string> {
  const [row] = await db
    .insert(importJobs)
    .values({ kind: PORTAL_LINKS_JOB, fileName: run.fileName, dryRun: false, adminId, timeZone, runId: run.id })
    .returning({ id: importJobs.id });
  wake(db, IMPORT_QUEUE);
  return row!.id;
}

/** Waits for a job to finish (a request that asked for the answer itself), looking every `everyMs`. */
export async function finishedImport(db: Db, id: string, everyMs = 100): Promise<ImportJobState> {
  for (;;) {
    const state = await importJobState(db, id);
    if (!state) throw new Error(`import job ${id} is gone`);
    if (state.status === 'sent' || state.status === 'failed') return state;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    everyMs = Math.min(everyMs * 1.5, 1_000);
  }
}

/** What one job answers: the import's result, or why its file or rows were refused; an import's portal links sent. */
async function runJob(deps: Deps, id: string): Promise<{ status: number; answer: unknown }> {
  const { db } = deps;
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  if (row?.kind === PORTAL_LINKS_JOB && row.runId)
    return { status: 200, answer: { data: await sendPortalLinks(deps, row.runId, row.adminId) } };
  if (!row || !row.file) return { status: 410, answer: { message: 'The file of this import is no longer kept' } };
  if (!isWritableKind(row.kind)) return { status: 400, answer: { message: `kind: ${row.kind} cannot be imported` } };
  try {
    const data = await runImport(db, {
      kind: row.kind,
      source: { buffer: row.file, name: row.fileName },
      photos: row.photos,
      dryRun: row.dryRun,
      skipErrors: row.skipErrors,
      adminId: row.adminId,
      timeZone: row.timeZone,
      giveWay: deps.giveWay,
      batchSize: deps.batchRows,
    });
    return { status: 200, answer: { data } };
  } catch (error) {
    if (error instanceof ImportRefused) return { status: 422, answer: { data: error.answer } };
    if (error instanceof SheetError) return { status: error.status, answer: { message: error.message } };
    throw error;
  }
}

export function importQueue(deps: Deps, policy: RetryPolicy): JobQueue<ImportJob> {
  const { db } = deps;
  const rows = leasedRows<ImportJob>(db, {
    table: importJobs,
    policy,
    order: sql`next_attempt_at, created_at`,
    returning: sql`j.id, j.attempts`,
    expired: 'retry',
    interrupted: 'interrupted while importing',
    hasReason: true,
    gaveUp: (count, reason) => `gave up after ${count} attempts: ${reason}`,
  });
  return rowsQueue(rows, {
    async run(job) {
      const { status, answer } = await runJob(deps, job.id);
      await db
        .update(importJobs)
        .set({ answerStatus: status, answer, file: null, photos: null })
        .where(eq(importJobs.id, job.id));
    },
    failed: async (job, failure) => {
      await rows.failed(job, failure);
      await db
        .update(importJobs)
        .set({ answerStatus: 500, answer: { message: 'The import stopped on an error: nothing more was written' } })
        .where(sql`${importJobs.id} = ${job.id} AND ${importJobs.status} = 'failed'`);
      // Portal links that gave up: the import's claim handed back, so staff can ask again.
      const [row] = await db
        .select({ kind: importJobs.kind, runId: importJobs.runId, status: importJobs.status })
        .from(importJobs)
        .where(eq(importJobs.id, job.id));
      if (row?.kind === PORTAL_LINKS_JOB && row.runId && row.status === 'failed')
        await releasePortalLinks(db, row.runId);
    },
  });
}

/** The import runner of this process: one import at a time, each in batches (started with the server). */
export function startImportWorker(app: FastifyInstance, deps: Deps, log?: JobLog): void {
  const { db } = deps;
  const policy: RetryPolicy = { ...defaultRetryPolicy, maxAttempts: 3, leaseMs: 60_000 };
  runWhileServing(app, () =>
    startQueue(db, importQueue(deps, policy), {
      name: IMPORT_QUEUE,
      batchSize: 1,
      concurrency: 1,
      pollMs: 2_000,
      leaseMs: policy.leaseMs,
      log: log ?? app.log,
      classify: (err) => ({ permanent: true, reason: err instanceof Error ? err.message : String(err) }),
    }),
  );
}
