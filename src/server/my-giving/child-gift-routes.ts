import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { allowancesOf, childGiftLimits, giftYear, givenThisYear } from '~/server/sponsorship/child-gifts/limits';
import { childrenSponsoredBy } from '~/server/sponsorship/child-gifts/sponsor';
import { giftsGivenBy } from '~/server/sponsorship/child-gifts/view';
import { paymentCall } from '~/server/giving/payments/payment-call';
import { sendPaymentAnswer } from '~/server/giving/payments/take-payment';
import {
  type SponsorGiftsAnswer,
  childGiftInputSchema,
  childGiftPaidAnswerSchema,
  sponsorGiftsAnswerSchema,
} from '~/shared/schemas/child-gift';
import type { ApiDeps } from '~/server/core/deps';

type SponsorGifts = SponsorGiftsAnswer['data'];
import { paidOrPending } from '~/shared/schemas/payments';
import { photoWidthQuery, sendGiftPhoto } from '~/server/sponsorship/child-gifts/photo';
import { idParams } from '~/server/core/http/parse';
import { z } from 'zod';
import { givingQuerySchema, givingTokenSchema } from '~/shared/schemas/giving';
import { giveToChild } from './child-gift-payment';
import { payerOf } from './service';

const tags = ['giving'];

/** The children the address's supporters sponsor now, what each may still receive this year, and the gifts given. */
export async function sponsorGiftsOf(deps: Pick<ApiDeps, 'db' | 'config'>, email: string): Promise<SponsorGifts> {
  const [sponsored, limits, gifts] = await Promise.all([
    childrenSponsoredBy(deps.db, email),
    childGiftLimits(deps.db, deps.config),
    giftsGivenBy(deps.db, email),
  ]);
  const year = giftYear(new Date(), deps.config.ORG_TIME_ZONE);
  const children = await Promise.all(
    sponsored.map(async (c) => ({
      childId: c.childId,
      name: c.name,
      photo: c.photo,
      allowances: allowancesOf(limits, await givenThisYear(deps.db, c.childId, year)),
    })),
  );
  return { children, gifts };
}

/** Gifts to a sponsored child from the sponsor's signed page (DESIGN section 8). */
export const sponsorGiftRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/giving/child-gifts',
    auth: 'public',
    summary:
      "The children the signed link's address sponsors now, what each may still receive this year of each kind (birthday, christmas, family), and the gifts given with their delivery",
    tags,
    query: givingQuerySchema,
    response: sponsorGiftsAnswerSchema,
    handler: async ({ query, deps, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await sponsorGiftsOf(deps, await payerOf(deps, query.token)) };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/giving/child-gifts',
    auth: 'public',
    rateLimit: 'public-write',
    summary:
      "A gift to the child the signed link's address sponsors (birthday, christmas, family), in whole francs: 201 paid, 202 pending (follow GET /api/payments/{paymentId}), 400 below the kind's minimum, 402 declined, 403 not the child's current sponsor, 409 past the kind's yearly cap (the message says what remains); optional Idempotency-Key",
    tags,
    body: childGiftInputSchema,
    status: 201,
    response: paidOrPending(childGiftPaidAnswerSchema),
    handler: async ({ body, deps, request, reply }) => {
      const email = await payerOf(deps, body.token);
      return sendPaymentAnswer(reply, await giveToChild(deps, email, body, paymentCall(request)));
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/giving/child-gifts/:id/photo',
    auth: 'public',
    summary:
      "The photo staff took when they delivered one of the link's address's gifts (WebP, ?token=&w=320|640|1200); 404 for another's gift or a gift without one",
    tags,
    params: idParams,
    query: z.strictObject({ token: givingTokenSchema, ...photoWidthQuery }),
    handler: async ({ params, query, deps, reply }) =>
      sendGiftPhoto(reply, deps.db, params.id, query.w, await payerOf(deps, query.token)),
  }),
];
