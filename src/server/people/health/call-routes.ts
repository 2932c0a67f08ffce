import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { translate } from '~/shared/i18n';
import { SPONSORSHIP } from '~/shared/staff-roles';
import { callSuggestions, markCalled, recentCalls } from './calls';
import { HEALTH_PEOPLE } from './routes';
import { readHealthSettings, saveHealthSettings } from './settings';
import { sponsorHealthContracts } from '~/shared/contracts/sponsor-health';

/**
 * Who to call (issue 43 part 5, docs/sponsor-health.md): the week's five and why, the
 * calls staff marked (each a note on the supporter's record), and the Site setting that
 * turns the weekly e-mail to sponsorship staff off.
 */
export const callRoutes: ApiRoute[] = [
  defineRoute(sponsorHealthContracts.calls, {
    auth: 'admin',
    roles: HEALTH_PEOPLE,
    handler: async ({ deps }) => {
      const now = new Date();
      const [suggestions, called] = await Promise.all([
        callSuggestions({ db: deps.db, now, timeZone: deps.config.ORG_TIME_ZONE }),
        recentCalls(deps.db, now),
      ]);
      return { data: { suggestions, called } };
    },
  }),

  defineRoute(sponsorHealthContracts.markCalled, {
    auth: 'admin',
    roles: HEALTH_PEOPLE,
    handler: async ({ body, deps, admin, reply }) => {
      await markCalled(deps.db, admin.id, body.supporterId, body.note);
      void reply.code(201);
      return { message: translate('adminValidation:health.called') };
    },
  }),

  defineRoute(sponsorHealthContracts.settings, {
    auth: 'admin',
    roles: SPONSORSHIP,
    handler: async ({ deps }) => ({ data: await readHealthSettings(deps.db) }),
  }),

  defineRoute(sponsorHealthContracts.saveSettings, {
    auth: 'admin',
    roles: SPONSORSHIP,
    handler: async ({ body, deps, admin }) => {
      await saveHealthSettings(deps.db, body, admin.id);
      return { message: translate('adminValidation:health.saved') };
    },
  }),
];
