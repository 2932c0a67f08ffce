import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { paymentRoute } from '~/server/giving/payments/payment-route';
import { sponsorshipPaymentAnswerSchema, sponsorshipPaymentSchema } from '~/shared/schemas/sponsorship-payment';
import { paySponsorship } from './pay';
import { childSponsorshipPayments } from './records';
import { sponsorshipContracts } from '~/shared/contracts/sponsorships';

/** Sponsorships: paying one, and a child's sponsorship payments; SPEC names the URLs "sponsors". */
export const sponsorshipRoutes: ApiRoute[] = [
  // paymentRoute has no contract form on this branch yet: it reads the contract's parts (declared once).
  paymentRoute({
    url: sponsorshipContracts.pay.url,
    summary: sponsorshipContracts.pay.summary,
    tags: sponsorshipContracts.pay.tags,
    body: sponsorshipPaymentSchema,
    paid: sponsorshipPaymentAnswerSchema,
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
