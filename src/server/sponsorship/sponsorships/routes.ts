import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { paymentRoute } from '~/server/giving';
import { paySponsorship } from './pay';
import { childSponsorshipPayments } from './records';
import { sponsorshipContracts } from '~/shared/contracts/sponsorships';

/** Sponsorships: paying one, and a child's sponsorship payments; docs/product.md names the URLs "sponsors". */
export const sponsorshipRoutes: ApiRoute[] = [
  paymentRoute(sponsorshipContracts.pay, {
    smsTick: (body) => ({
      wanted: body.smsReceipts,
      phone: body.sponsorPhone,
      field: 'sponsorPhone',
      source: 'sponsorship-form',
      person: { email: body.sponsorEmail, name: body.sponsorName },
    }),
    pay: paySponsorship,
  }),

  defineRoute(sponsorshipContracts.payments, {
    auth: 'admin',
    roles: ['administrator', 'finance', 'sponsorship'],
    handler: async ({ params, deps }) => ({ data: await childSponsorshipPayments(deps.db, params.id) }),
  }),
];
