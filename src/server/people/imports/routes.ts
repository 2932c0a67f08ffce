import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { HttpError } from '~/server/core/http/errors';
import { waitsForBackground } from '~/server/core/http/requests-in-flight';
import { importContracts } from '~/shared/contracts/imports';
import { translate } from '~/shared/i18n';
import type { ImportKind, ImportResult } from '~/shared/schemas/imports';
import { IMPORT_KIND_ROLES as KIND_ROLES, IMPORTERS } from '~/shared/schemas/import-runs';
import type { StaffRole } from '~/shared/staff-roles';
import { templateCsv } from './columns';
import { finishedImport, importJobState, queueImport, type QueuedImport } from './import-queue';
import { type ImportAnswer, ImportRefused } from './run-import';
import { answerImportPage, answerRefusedUpload, wantsPage } from './import-page';

/** Who may import each kind (IMPORT_KIND_ROLES, beside the screen's list of kinds). */
export const mayImport = (role: StaffRole, kind: ImportKind) => {
  if (!KIND_ROLES[kind].includes(role)) throw new HttpError(403, translate('staff:api.notYourRole'));
};

type Upload = {
  fields: { kind: ImportKind; dryRun: boolean; skipErrors: boolean };
  file: Buffer | null;
  fileName: string;
};
type Admin = { id: string; role: StaffRole };

/** The upload checked and made a job: the file, its kind and who asks. */
function jobOf({ fields, file, fileName }: Upload, admin: Admin, timeZone: string): QueuedImport {
  mayImport(admin.role, fields.kind);
  if (!file || file.length === 0) throw new HttpError(400, 'file: choose a CSV or XLSX file to import');
  return {
    kind: fields.kind,
    fileName: fileName || `${fields.kind}.csv`,
    file,
    dryRun: fields.dryRun,
    skipErrors: fields.skipErrors,
    adminId: admin.id,
    timeZone,
  };
}

/**
 * Importing spreadsheets (docs/importing.md). Every import runs as a job of the import
 * queue (import-queue.ts), outside the request: `POST /api/imports` waits for its answer,
 * `POST /api/imports/jobs` answers at once and the job is asked about later.
 */
export const importRoutes: ApiRoute[] = [
  defineRoute(importContracts.run, {
    auth: 'admin',
    roles: IMPORTERS,
    // The screen's form posted without JavaScript with a file over 20 MB: back to the screen.
    bodyRefused: answerRefusedUpload,
    handler: async ({ body, admin, deps, request, reply }) => {
      // The import runs as a job (import-queue.ts); the request waits for its answer (and is not one it gives way to).
      waitsForBackground(request);
      const work = async (): Promise<ImportAnswer> => {
        const id = await queueImport(deps.db, jobOf(body, admin, deps.config.ORG_TIME_ZONE));
        const { answerStatus, answer } = await finishedImport(deps.db, id);
        const status = answerStatus ?? 500;
        if (status === 200) return (answer as { data: ImportAnswer }).data;
        if (status === 422) throw new ImportRefused((answer as { data: ImportAnswer }).data);
        throw new HttpError(status, (answer as { message?: string } | null)?.message ?? 'The import failed');
      };
      // The Import screen's form posted without JavaScript: back to the screen (import-page.ts).
      if (wantsPage(request)) {
        const { fields, fileName } = body;
        return answerImportPage(
          reply,
          {
            db: deps.db,
            adminId: admin.id,
            fileName: fileName || `${fields.kind}.csv`,
            kind: fields.kind,
            returnTo: fields.returnTo,
          },
          work,
        );
      }
      try {
        return { data: (await work()) as ImportResult };
      } catch (error) {
        if (error instanceof ImportRefused) return reply.code(422).send({ data: error.answer });
        throw error;
      }
    },
  }),
  defineRoute(importContracts.queue, {
    auth: 'admin',
    roles: IMPORTERS,
    handler: async ({ body, admin, deps }) => ({
      data: {
        _id: await queueImport(deps.db, jobOf(body, admin, deps.config.ORG_TIME_ZONE)),
        status: 'queued' as const,
      },
    }),
  }),
  defineRoute(importContracts.job, {
    auth: 'admin',
    roles: IMPORTERS,
    notFound: 'No such import',
    handler: async ({ params, deps, admin }) => {
      const job = await importJobState(deps.db, params.id);
      if (!job) throw new HttpError(404, 'No such import');
      mayImport(admin.role, job.kind as ImportKind);
      const answer = job.answer as { data?: ImportResult; message?: string } | null;
      const status = { queued: 'queued', sending: 'running', sent: 'done', failed: 'failed' } as const;
      return {
        data: {
          _id: params.id,
          kind: job.kind as ImportKind,
          fileName: job.fileName,
          status: status[job.status],
          answerStatus: job.answerStatus,
          result: answer?.data ?? null,
          message: answer?.message ?? null,
        },
      };
    },
  }),
  defineRoute(importContracts.template, {
    auth: 'admin',
    roles: IMPORTERS,
    notFound: 'No such kind of import (children, supporters, sponsorships, donations, subscribers)',
    handler: async ({ params, admin, reply }) => {
      mayImport(admin.role, params.kind);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${params.kind}-template.csv"`)
        .send(templateCsv(params.kind));
    },
  }),
];
