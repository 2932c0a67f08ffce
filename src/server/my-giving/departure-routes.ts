import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { requestLanguage } from '~/server/core/http/language';
import { chooseAfterDeparture, sponsorDepartures } from '~/server/sponsorship';
import { translate } from '~/shared/i18n';
import { givingContracts } from '~/shared/contracts/my-giving';
import { payerOf } from './service';
import { notifyLater } from '~/server/core/mail/notify-later';

/** The sponsor's side of a child leaving (docs/children-protection.md), on their signed giving page. */
export const givingDepartureRoutes: ApiRoute[] = [
  defineRoute(givingContracts.departures, {
    auth: 'public',
    handler: async ({ query, deps, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await sponsorDepartures(deps.db, await payerOf(deps, query.token)) };
    },
  }),
  defineRoute(givingContracts.chooseAfterDeparture, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ params, body, deps, request }) => {
      const email = await payerOf(deps, body.token);
      const lang = requestLanguage(request);
      const d = await chooseAfterDeparture(deps.db, params.id, email, body.choice, lang);
      request.log.info({ departureId: d.id, choice: d.choice }, 'sponsor chose after their child left');
      if (d.newChildId) notifyLater(deps, request.log, { type: 'child-introduced', departureId: d.id, lang });
      return {
        message: translate(`children:giving.chosen.${body.choice}`, {}, lang),
        data: { choice: body.choice, newChildId: d.newChildId },
      };
    },
  }),
];
