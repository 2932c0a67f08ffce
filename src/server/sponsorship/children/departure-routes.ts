import { pageInfo, pageWindow } from '~/server/core/http/paging';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { notifyLater } from '~/server/core/mail/notify-later';
import { translate } from '~/shared/i18n';
import type { Language } from '~/shared/i18n';
import { DEPARTURE_ANSWER_DAYS } from '~/shared/schemas/departure';
import { SPONSORSHIP } from '~/shared/staff-roles';
import { departureView, listDepartures, recordDeparture } from './departure';
import { childContracts } from '~/shared/contracts/children';

/** A child leaving the programme (docs/children-protection.md): staff record it; the sponsor chooses from their giving page. */
export const childDepartureRoutes: ApiRoute[] = [
  defineRoute(childContracts.leave, {
    auth: 'admin',
    roles: SPONSORSHIP,
    handler: async ({ params, body, admin, deps, request }) => {
      const d = await recordDeparture(deps.db, params.id, body, admin.id);
      if (d.sponsorEmail)
        notifyLater(deps, request.log, { type: 'child-departure', departureId: d.id, lang: d.lang as Language });
      const told = d.sponsorEmail ? 'recordedTold' : 'recorded';
      return {
        message: translate(`children:departure.${told}`),
        data: departureView(d, null),
      };
    },
  }),
  defineRoute(childContracts.departures, {
    auth: 'admin',
    roles: SPONSORSHIP,
    handler: async ({ deps, query }) => {
      const { rows, total } = await listDepartures(deps.db, {
        overdue: query.overdue,
        days: DEPARTURE_ANSWER_DAYS,
        ...pageWindow(query),
      });
      return { data: rows, ...pageInfo(query, total) };
    },
  }),
];
