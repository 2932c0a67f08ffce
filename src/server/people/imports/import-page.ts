import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { importRuns } from '~/server/core/db/import-runs-schema';
import { HttpError } from '~/server/core/http/errors';
import type { FormFields } from '~/server/core/http/multipart';
import type { ImportKind } from '~/shared/schemas/imports';
import { type ImportAnswer, ImportRefused } from './run-import';
import { SheetError } from './sheet';

/**
 * The Import screen without JavaScript (docs/importing.md, "The Import screen"): its form
 * posts the file straight to `POST /api/imports` (a page's action takes no 20 MB body), and a
 * browser asking for a page gets a 303 back to the screen: `?run=<id>` after an import,
 * `?check=<id>` after a dry run or a run refused for its errors (the results kept as a
 * check, shown by the screen's loader), `?error=<message>` when the file cannot be read.
 * Any other caller gets the JSON answer, as before.
 */
export const wantsPage = (request: FastifyRequest) =>
  /\btext\/html\b/.test(request.headers.accept ?? '') && !!request.headers['content-type']?.startsWith('multipart/');

const DEFAULT_BACK = '/dashboard/imports';
/** A path of this site to go back to, or the screen. */
export const safeBack = (path: string | undefined) =>
  path && /^\/(?![/\\])[^\s\\?#]{0,200}$/.test(path) ? path : DEFAULT_BACK;

const DAY_MS = 24 * 3600_000;

/** Keeps a check's results for the page to show (and removes checks over a day old). */
async function keepCheck(db: Db, adminId: string, fileName: string, answer: ImportAnswer): Promise<string> {
  await db
    .delete(importRuns)
    .where(and(eq(importRuns.checkOnly, true), lt(importRuns.createdAt, new Date(Date.now() - DAY_MS))));
  const { results, kind, rows, created, updated, unchanged, failed } = answer;
  const [row] = await db
    .insert(importRuns)
    .values({
      kind,
      fileName,
      adminId,
      checkOnly: true,
      rows,
      created,
      updated,
      unchanged,
      failed,
      results,
      finishedAt: new Date(),
    })
    .returning({ id: importRuns.id });
  return row!.id;
}

function back(reply: FastifyReply, path: string, outcome: Record<string, string>) {
  return reply
    .code(303)
    .header('location', `${path}?${new URLSearchParams(outcome)}`)
    .send();
}

/**
 * The form's file refused before it was read (over 20 MB): back to the screen with
 * `?error=too-large`, which the screen words in the reader's language. Other refusals of
 * the body, and every refusal of a JSON caller, stay `{ message }`.
 */
export function answerRefusedUpload(
  error: { statusCode: number },
  { fields, request, reply }: { fields: FormFields; request: FastifyRequest; reply: FastifyReply },
) {
  if (error.statusCode !== 413 || !wantsPage(request)) return undefined;
  const field = (name: string) => (typeof fields[name] === 'string' ? fields[name] : undefined);
  const kind = field('kind')?.slice(0, 40);
  return back(reply, safeBack(field('returnTo')), { error: 'too-large', ...(kind ? { kind } : {}) });
}

/** Runs the import for a page's post, answering with where the page goes next. */
export async function answerImportPage(
  reply: FastifyReply,
  page: { db: Db; adminId: string; fileName: string; kind: ImportKind; returnTo?: string },
  work: () => Promise<ImportAnswer>,
) {
  const path = safeBack(page.returnTo);
  try {
    const answer = await work();
    if (!answer.dryRun && answer.importId) return back(reply, path, { run: answer.importId });
    return back(reply, path, { check: await keepCheck(page.db, page.adminId, page.fileName, answer) });
  } catch (error) {
    if (error instanceof ImportRefused)
      return back(reply, path, {
        check: await keepCheck(page.db, page.adminId, page.fileName, error.answer),
        refused: '1',
      });
    const status = error instanceof SheetError ? error.status : error instanceof HttpError ? error.statusCode : 500;
    if (status >= 500) throw error;
    return back(reply, path, { error: (error as Error).message, kind: page.kind });
  }
}
