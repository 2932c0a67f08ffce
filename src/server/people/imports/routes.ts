import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { HttpError } from '~/server/core/http/errors';
import { importContracts } from '~/shared/contracts/imports';
import { translate } from '~/shared/i18n';
import type { ImportKind } from '~/shared/schemas/imports';
import { FINANCE, SPONSORSHIP, type StaffRole } from '~/shared/staff-roles';
import { templateCsv } from './columns';
import { ImportRefused, isWritableKind, runImport } from './run-import';
import { SheetError } from './sheet';

/** Who may import each kind: finance the people who give, sponsorship the children and their sponsors. */
const KIND_ROLES: Record<ImportKind, readonly StaffRole[]> = {
  supporters: FINANCE,
  donations: FINANCE,
  subscribers: FINANCE,
  children: SPONSORSHIP,
  sponsorships: SPONSORSHIP,
};
const IMPORTERS: readonly StaffRole[] = ['administrator', 'finance', 'sponsorship'];

const mayImport = (role: StaffRole, kind: ImportKind) => {
  if (!KIND_ROLES[kind].includes(role)) throw new HttpError(403, translate('staff:api.notYourRole'));
};

/** Importing spreadsheets (docs/importing.md). */
export const importRoutes: ApiRoute[] = [
  defineRoute(importContracts.run, {
    auth: 'admin',
    roles: IMPORTERS,
    handler: async ({ body, admin, deps, reply }) => {
      const { fields, file, fileName } = body;
      mayImport(admin.role, fields.kind);
      if (!file || file.length === 0) throw new HttpError(400, 'file: choose a CSV or XLSX file to import');
      if (!isWritableKind(fields.kind))
        throw new HttpError(
          400,
          `kind: importing ${fields.kind} is not available yet (supporters, subscribers and children are)`,
        );
      try {
        const data = await runImport(deps.db, {
          kind: fields.kind,
          source: { buffer: file, name: fileName || `${fields.kind}.csv` },
          dryRun: fields.dryRun,
          skipErrors: fields.skipErrors,
          adminId: admin.id,
          timeZone: deps.config.ORG_TIME_ZONE,
        });
        return { data };
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
