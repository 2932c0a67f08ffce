import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { HttpError } from '~/server/core/http/errors';
import { importContracts } from '~/shared/contracts/imports';
import { translate } from '~/shared/i18n';
import type { ImportKind } from '~/shared/schemas/imports';
import { IMPORT_KIND_ROLES as KIND_ROLES, IMPORTERS } from '~/shared/schemas/import-runs';
import type { StaffRole } from '~/shared/staff-roles';
import { templateCsv } from './columns';
import { ImportRefused, isWritableKind, runImport } from './run-import';
import { SheetError } from './sheet';
import { answerImportPage, wantsPage } from './import-page';

/** Who may import each kind (IMPORT_KIND_ROLES, beside the screen's list of kinds). */
export const mayImport = (role: StaffRole, kind: ImportKind) => {
  if (!KIND_ROLES[kind].includes(role)) throw new HttpError(403, translate('staff:api.notYourRole'));
};

/** Importing spreadsheets (docs/importing.md). */
export const importRoutes: ApiRoute[] = [
  defineRoute(importContracts.run, {
    auth: 'admin',
    roles: IMPORTERS,
    handler: async ({ body, admin, deps, request, reply }) => {
      const { fields, file, fileName } = body;
      const name = fileName || `${fields.kind}.csv`;
      const work = async () => {
        mayImport(admin.role, fields.kind);
        if (!file || file.length === 0) throw new HttpError(400, 'file: choose a CSV or XLSX file to import');
        if (!isWritableKind(fields.kind))
          throw new HttpError(
            400,
            `kind: importing ${fields.kind} is not available yet (supporters, subscribers and children are)`,
          );
        return runImport(deps.db, {
          kind: fields.kind,
          source: { buffer: file, name },
          dryRun: fields.dryRun,
          skipErrors: fields.skipErrors,
          adminId: admin.id,
        });
      };
      // The Import screen's form posted without JavaScript: back to the screen (import-page.ts).
      if (wantsPage(request))
        return answerImportPage(
          reply,
          { db: deps.db, adminId: admin.id, fileName: name, kind: fields.kind, returnTo: fields.returnTo },
          work,
        );
      try {
        return { data: await work() };
      } catch (error) {
        if (error instanceof SheetError) throw new HttpError(error.status, error.message);
        if (error instanceof ImportRefused) return reply.code(422).send({ data: error.answer });
        throw error;
      }
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
