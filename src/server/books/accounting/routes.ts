import { Readable } from 'node:stream';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { accountingContracts } from '~/shared/contracts/accounting';
import { FINANCE } from '~/shared/staff-roles';
import { dayAfter, zonedStartOfDay } from '~/shared/time-zone';
import { journalPages } from './entries';
import { journalFile } from './format';
import { readAccountingSettings, saveAccountingSettings } from './settings';

/** The accounting journal and its account codes (docs/accounting.md): finance and administrators. */
export const accountingRoutes: ApiRoute[] = [
  defineRoute(accountingContracts.journal, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ query, deps, reply }) => {
      const zone = deps.config.ORG_TIME_ZONE;
      const period = { start: zonedStartOfDay(query.from, zone), end: zonedStartOfDay(dayAfter(query.to), zone) };
      const codes = await readAccountingSettings(deps.db);
      // The first page is read before the answer starts: a failing query is still a 500, not a cut file.
      const pages = journalPages(deps.db, period);
      const first = await pages.next();
      async function* all() {
        if (!first.done) yield first.value;
        yield* pages;
      }
      const file = Readable.from(journalFile(all(), codes, zone, query.format));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="journal-${query.from}-${query.to}-${query.format}.csv"`)
        .send(file);
    },
  }),
  defineRoute(accountingContracts.settings, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ deps }) => ({ data: await readAccountingSettings(deps.db) }),
  }),
  defineRoute(accountingContracts.saveSettings, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ body, admin, deps }) => {
      await saveAccountingSettings(deps.db, body, admin.id);
      return { message: 'Account codes saved.', data: await readAccountingSettings(deps.db) };
    },
  }),
];
