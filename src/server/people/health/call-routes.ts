import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { translate } from '~/shared/i18n';
import { messageAnswerSchema } from '~/shared/schemas/record';
import {
  callInputSchema,
  callsAnswerSchema,
  healthSettingsAnswerSchema,
  healthSettingsSchema,
} from '~/shared/schemas/sponsor-health';
import { SPONSORSHIP } from '~/shared/staff-roles';
import { callSuggestions, markCalled, recentCalls } from './calls';
import { HEALTH_PEOPLE } from './routes';
import { readHealthSettings, saveHealthSettings } from './settings';

const tags = ['sponsor-health'];

/**
 * Who to call (issue 43 part 5, docs/sponsor-health.md): the week's five and why, the
 * calls staff marked (each a note on the supporter's record), and the Site setting that
 * turns the weekly e-mail to sponsorship staff off.
 */
export const callRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/sponsor-health/calls',
    auth: 'admin',
    roles: HEALTH_PEOPLE,
    summary: 'The five people most worth a call this week and why, and the calls of the last seven days',
    tags,
    response: callsAnswerSchema,
    handler: async ({ deps }) => {
      const now = new Date();
      const [suggestions, called] = await Promise.all([
        callSuggestions({ db: deps.db, now, timeZone: deps.config.ORG_TIME_ZONE }),
        recentCalls(deps.db, now),
      ]);
      return { data: { suggestions, called } };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/sponsor-health/calls',
    auth: 'admin',
    roles: HEALTH_PEOPLE,
    summary: "Marks a person called, with a note that goes to the supporter's record",
    tags,
    body: callInputSchema,
    status: 201,
    response: messageAnswerSchema,
    handler: async ({ body, deps, admin, reply }) => {
      await markCalled(deps.db, admin.id, body.supporterId, body.note);
      void reply.code(201);
      return { message: translate('adminValidation:health.called') };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/sponsor-health/settings',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary: 'Whether sponsorship staff get the weekly "who to call" e-mail',
    tags,
    response: healthSettingsAnswerSchema,
    handler: async ({ deps }) => ({ data: await readHealthSettings(deps.db) }),
  }),

  defineRoute({
    method: 'PUT',
    url: '/api/sponsor-health/settings',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary: 'Turns the weekly "who to call" e-mail on or off ({ weeklyCalls: "on" | "off" })',
    tags,
    body: healthSettingsSchema,
    response: messageAnswerSchema,
    handler: async ({ body, deps, admin }) => {
      await saveHealthSettings(deps.db, body, admin.id);
      return { message: translate('adminValidation:health.saved') };
    },
  }),
];
