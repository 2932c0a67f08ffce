import { findSession } from '~/server/core/auth/session';
import { readToken } from '~/server/core/auth/guard';
import { onAStaffMember } from '../staff-member';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { fieldPhoneContracts } from '~/shared/contracts/field-phone';
import { translate } from '~/shared/i18n';
import { CLEAR_SITE_DATA } from '~/shared/schemas/field-phone';
import { endSessionsForLostPhone, mustWipe } from './service';

/** A lost phone (docs/field.md#a-lost-phone): staff end the person's sessions; the phone asks whether to clear. */
export const fieldWipeRoutes: ApiRoute[] = [
  defineRoute(fieldPhoneContracts.session, {
    auth: 'public',
    handler: async ({ deps, request, reply }) => {
      const { token } = readToken(request);
      const signedIn = token ? (await findSession(deps.db, token)) !== null : false;
      const wipe = !signedIn && (await mustWipe(deps.db, token));
      void reply.header('cache-control', 'private, no-store');
      if (wipe) void reply.header('clear-site-data', CLEAR_SITE_DATA);
      return { data: { signedIn, wipe } };
    },
  }),

  defineRoute(fieldPhoneContracts.endSessions, {
    ...onAStaffMember,
    handler: async ({ deps, params, admin }) => {
      const count = await endSessionsForLostPhone(deps.db, admin.id, params.id);
      return { message: translate('staff:api.sessionsEnded', { count }) };
    },
  }),
];
