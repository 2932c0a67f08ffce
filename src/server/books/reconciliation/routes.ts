import type { Db } from '~/server/core/db/client';
import { HttpError } from '~/server/core/http/errors';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { readStaffSection, saveStaffSection } from '~/server/core/site/staff-section';
import { SheetError } from '~/server/people';
import { accountingContracts as c } from '~/shared/contracts/accounting';
import {
  type StatementMapping,
  type StatementProvider,
  statementMappingSchema,
  statementProviders,
} from '~/shared/schemas/reconciliation';
import { FINANCE } from '~/shared/staff-roles';
import { assignLine } from './assign';
import { answerPage } from './page-answer';
import { storeStatement } from './match';
import { readStatement } from './read-statement';
import { listStatements, readUpload, statementView, summaryOf } from './view';

/** Each provider's column mapping, kept in one Site settings row (finance's, never public). */
const SECTION = 'statementMappings';
type Mappings = Partial<Record<StatementProvider, StatementMapping>>;

async function readMappings(db: Db): Promise<Mappings> {
  const stored = ((await readStaffSection(db, SECTION)) ?? {}) as Record<string, unknown>;
  const out: Mappings = {};
  for (const p of statementProviders) {
    const parsed = statementMappingSchema.safeParse(stored[p]);
    if (parsed.success) out[p] = parsed.data;
  }
  return out;
}

/** Reconciliation of providers' statements (docs/accounting.md#reconciliation): finance and administrators. */
export const reconciliationRoutes: ApiRoute[] = [
  defineRoute(c.mappings, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ deps }) => ({ data: await readMappings(deps.db) }),
  }),
  defineRoute(c.saveMapping, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ params, body, admin, deps }) => {
      const all = { ...(await readMappings(deps.db)), [params.provider]: body };
      await saveStaffSection(deps.db, SECTION, all, admin.id);
      return { message: 'Columns kept for this provider.', data: body };
    },
  }),
  defineRoute(c.upload, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ body, admin, deps, request, reply }) => {
      const { fields, file, fileName } = body;
      return answerPage(request, reply, fields.returnTo, async () => {
        const name = fileName || 'statement.csv';
        if (!file || file.length === 0)
          throw new HttpError(400, 'file: choose the statement (a CSV file) to reconcile');
        const mapping = (await readMappings(deps.db))[fields.provider];
        if (!mapping)
          throw new HttpError(
            400,
            `provider: map the columns of ${fields.provider}'s statements first (which holds the reference, amount and date)`,
          );
        let lines;
        try {
          lines = await readStatement(file, name, fields.provider, mapping);
        } catch (error) {
          if (error instanceof SheetError) throw new HttpError(error.status, error.message);
          throw error;
        }
        const stored = await storeStatement(deps.db, {
          provider: fields.provider,
          fileName: name,
          lines,
          adminId: admin.id,
        });
        const summary = await summaryOf(deps.db, await readUpload(deps.db, stored.uploadId), deps.config.ORG_TIME_ZONE);
        reply.code(201);
        return { message: `${name}: ${lines.length} lines reconciled.`, data: summary };
      });
    },
  }),
  defineRoute(c.statements, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ query, deps }) => listStatements(deps.db, query.page, query.pageSize, deps.config.ORG_TIME_ZONE),
  }),
  defineRoute(c.statement, {
    auth: 'admin',
    roles: FINANCE,
    notFound: 'No such statement',
    handler: async ({ params, query, deps }) => statementView(deps.db, params.id, query, deps.config.ORG_TIME_ZONE),
  }),
  defineRoute(c.assign, {
    auth: 'admin',
    roles: FINANCE,
    notFound: 'No such statement line',
    handler: async ({ params, body, admin, deps }) => {
      const data = await assignLine(deps.db, params.id, body, admin.id, deps.config.ORG_TIME_ZONE);
      return { message: `Recorded as ${data.reference}; the line is matched.`, data };
    },
  }),
];
