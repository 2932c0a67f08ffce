import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import {
  allowancesOf,
  childGiftLimits,
  childrenSponsoredBy,
  giftsGivenBy,
  giftYear,
  givenThisYear,
  sendGiftPhoto,
} from '~/server/sponsorship';
import { paymentCall, sendPaymentAnswer } from '~/server/giving';
import type { SponsorGiftsAnswer } from '~/shared/schemas/child-gift';
import type { ApiDeps } from '~/server/core/deps';
import { sponsorGiftContracts } from '~/shared/contracts/sponsor-gifts';
import { giveToChild } from './child-gift-payment';
import { payerOf } from './service';

type SponsorGifts = SponsorGiftsAnswer['data'];

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

/** Gifts to a sponsored child from the sponsor's signed page (docs/children-protection.md). */
export const sponsorGiftRoutes: ApiRoute[] = [
  defineRoute(sponsorGiftContracts.list, {
    auth: 'public',
    handler: async ({ query, deps, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await sponsorGiftsOf(deps, await payerOf(deps, query.token)) };
    },
  }),

  defineRoute(sponsorGiftContracts.give, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps, request, reply }) => {
      const email = await payerOf(deps, body.token);
      return sendPaymentAnswer(reply, await giveToChild(deps, email, body, paymentCall(request)));
    },
  }),

  defineRoute(sponsorGiftContracts.photo, {
    auth: 'public',
    handler: async ({ params, query, deps, reply }) =>
      sendGiftPhoto(reply, deps.db, params.id, query.w, await payerOf(deps, query.token)),
  }),
];
