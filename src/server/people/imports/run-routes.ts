import type { Db } from '~/server/core/db/client';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { HttpError, badRequest, notFound } from '~/server/core/http/errors';
import { importRunContracts } from '~/shared/contracts/import-runs';
import { IMPORTERS, type PortalLinksAnswer, kindsFor } from '~/shared/schemas/import-runs';
import { FINANCE, type StaffRole } from '~/shared/staff-roles';
import { markDistinct, unmarkDistinct } from './distinct-pairs';
import { findDuplicates } from './duplicates';
import { listRuns, resultsCsv, runOf } from './import-runs';
import { claimPortalLinks } from './portal-links';
import { finishedImport, queuePortalLinks } from './import-queue';
import { waitsForBackground } from '~/server/core/http/requests-in-flight';
import { mayImport } from './routes';

const NO_SUCH_IMPORT = 'No such import';

/** A past import with its results: a 404 when there is none, a 403 when the `reader` may not import its kind. */
async function pastImport(db: Db, id: string, reader?: StaffRole) {
  const run = await runOf(db, id);
  if (!run) throw notFound(NO_SUCH_IMPORT);
  if (reader) mayImport(reader, run.kind);
  return run;
}
const messageOf = (answer: unknown) =>
  (answer as { message?: string } | null)?.message ?? 'The portal links stopped on an error: ask again';

/**
 * Past imports, their results again, their portal links, and the duplicates report
 * (docs/importing.md, "The Import screen"). A person sees the imports of the kinds they
 * may import; the duplicates report and portal links are finance's (supporters).
 */
export const importRunRoutes: ApiRoute[] = [
  defineRoute(importRunContracts.list, {
    auth: 'admin',
    roles: IMPORTERS,
    handler: async ({ query, admin, deps }) => listRuns(deps.db, kindsFor(admin.role), query),
  }),
  defineRoute(importRunContracts.one, {
    auth: 'admin',
    roles: IMPORTERS,
    notFound: NO_SUCH_IMPORT,
    handler: async ({ params, admin, deps, request }) => {
      waitsForBackground(request);
      return { data: await pastImport(deps.db, params.id, admin.role) };
    },
  }),
  defineRoute(importRunContracts.results, {
    auth: 'admin',
    roles: IMPORTERS,
    notFound: NO_SUCH_IMPORT,
    handler: async ({ params, admin, deps, reply }) => {
      const run = await pastImport(deps.db, params.id, admin.role);
      const name =
        run.fileName
          .replace(/\.[^.]*$/, '')
          .replace(/[^\w.-]+/g, '-')
          .replace(/^-+|-+$/g, '') || run.kind;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-results.csv"`)
        .send(resultsCsv(run));
    },
  }),
  defineRoute(importRunContracts.portalLinks, {
    auth: 'admin',
    roles: FINANCE,
    notFound: NO_SUCH_IMPORT,
    handler: async ({ params, admin, deps, request }) => {
      waitsForBackground(request);
      const run = await pastImport(deps.db, params.id);
      if (run.kind !== 'supporters') throw badRequest('kind: portal links are sent for an import of supporters');
      // Claimed here, sent by the import queue's job (portal-links.ts); the answer waits for it.
      const claimed = await claimPortalLinks(deps.db, params.id, admin.id);
      const jobId = await queuePortalLinks(deps.db, { id: params.id, ...claimed }, admin.id, deps.config.ORG_TIME_ZONE);
      const done = await finishedImport(deps.db, jobId);
      if (done.answerStatus !== 200) throw new HttpError(done.answerStatus ?? 500, messageOf(done.answer));
      const data = (done.answer as { data: PortalLinksAnswer['data'] }).data;
      return {
        message: `Portal links: ${data.queued} sent, ${data.before} had one already, ${data.notSent} not sent (an address that bounced or complained)`,
        data,
      };
    },
  }),
  defineRoute(importRunContracts.duplicates, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ query, deps }) => findDuplicates(deps.db, query.import),
  }),
  defineRoute(importRunContracts.distinct, {
    auth: 'admin',
    roles: FINANCE,
    notFound: 'No such supporter',
    handler: async ({ body, admin, deps }) => ({
      message: 'Kept as two people: the pair is no longer shown.',
      data: await markDistinct(deps.db, body, admin.id),
    }),
  }),
  defineRoute(importRunContracts.undoDistinct, {
    auth: 'admin',
    roles: FINANCE,
    notFound: 'These two supporters were not marked as two people',
    handler: async ({ params, admin, deps }) => ({
      message: 'Undone: the pair is shown again if still alike.',
      data: await unmarkDistinct(deps.db, params, admin.id),
    }),
  }),
];
