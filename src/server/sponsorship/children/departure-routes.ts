import { z } from 'zod';
import { idParams } from '~/server/core/http/parse';
import { pageInfo, pageWindow } from '~/server/core/http/paging';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { notifyLater } from '~/server/core/mail/notify-later';
import { translate } from '~/shared/i18n';
import type { Language } from '~/shared/i18n';
import {
  DEPARTURE_ANSWER_DAYS,
  departureInputSchema,
  departurePageSchema,
  departureQuerySchema,
  departureSchema,
} from '~/shared/schemas/departure';
import { SPONSORSHIP } from '~/shared/staff-roles';
import { departureView, listDepartures, recordDeparture } from './departure';

const tags = ['sponsorship'];

/** A child leaving the programme (DESIGN 8): staff record it; the sponsor chooses from their giving page. */
export const childDepartureRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/sponsors/:id/leave',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary:
      "Record that a child left (graduated, moved_away, left_programme) with a message for the sponsor: the child is unlisted, the sponsorship ends, the sponsor's monthly plan is paused until they choose (another child, a general gift, or the end) and they are e-mailed; 409 when the child already left",
    tags,
    params: idParams,
    body: departureInputSchema,
    status: 201,
    response: z.strictObject({ message: z.string(), data: departureSchema }),
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
  defineRoute({
    method: 'GET',
    url: '/api/departures',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary: `Children who left, newest first, with the sponsor's choice; ?overdue=true: those whose sponsor has not answered in ${DEPARTURE_ANSWER_DAYS} days, oldest first; ?page=, ?pageSize= (default 50)`,
    tags,
    query: departureQuerySchema,
    response: departurePageSchema,
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
