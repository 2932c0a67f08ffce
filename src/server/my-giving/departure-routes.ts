import { z } from 'zod';
import { idParams } from '~/server/core/http/parse';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { requestLanguage } from '~/server/core/http/language';
import { chooseAfterDeparture } from '~/server/sponsorship/departures/choice';
import { sponsorDepartures } from '~/server/sponsorship/departures/read';
import { translate } from '~/shared/i18n';
import { departureChoiceInputSchema, departureChoices, sponsorDepartureSchema } from '~/shared/schemas/departure';
import { givingQuerySchema, givingTokenSchema } from '~/shared/schemas/giving';
import { listOf } from '~/shared/schemas/record';
import { payerOf } from './service';
import { notifyLater } from '~/server/core/mail/notify-later';

const tags = ['giving'];

/** The sponsor's side of a child leaving (DESIGN 8), on their signed giving page. */
export const givingDepartureRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/giving/departures',
    auth: 'public',
    summary:
      "The signed link's sponsor's children who left, with staff's message, the choice made or, while none is, the child who would be offered (the one waiting longest); 403 for a tampered or expired link",
    tags,
    query: givingQuerySchema,
    response: listOf(sponsorDepartureSchema),
    handler: async ({ query, deps, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await sponsorDepartures(deps.db, await payerOf(deps, query.token)) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/giving/departures/:id',
    auth: 'public',
    rateLimit: 'public-write',
    summary:
      'The sponsor chooses after their child left: another_child (the one waiting longest, sponsored by the monthly plan from its next month), general_gift (the plan becomes a monthly donation) or end (the plan is cancelled); 404 not theirs, 409 answered already or no child waiting',
    tags,
    params: idParams,
    body: departureChoiceInputSchema.extend({ token: givingTokenSchema }),
    response: z.strictObject({
      message: z.string(),
      data: z.strictObject({ choice: z.enum(departureChoices), newChildId: z.uuid().nullable() }),
    }),
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
