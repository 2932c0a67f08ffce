import { idParams } from '~/server/core/http/parse';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { paymentRoute } from '~/server/giving/payments/payment-route';
import { sponsorshipPaymentAnswerSchema, sponsorshipPaymentSchema } from '~/shared/schemas/sponsorship-payment';
import { listOf } from '~/shared/schemas/record';
import { paySponsorship } from './pay';
import { childSponsorshipPayments } from './records';
import { sponsorshipRecordSchema } from '~/shared/schemas/sponsorship-record';

const tags = ['sponsorship'];

/** Sponsorships: paying one, and a child's sponsorship payments; SPEC names the URLs "sponsors". */
export const sponsorshipRoutes: ApiRoute[] = [
  paymentRoute({
    url: '/api/pay/sponsors',
    summary:
      "Pay a sponsorship (whole francs, at least the child's monthlySupport). 201 paid; 202 pending, the child held meanwhile (follow GET /api/payments/{paymentId}); 400 amount too small, 404 unknown child, 409 already sponsored, 402 declined, 429 too many attempts; optional Idempotency-Key header",
    tags,
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

  defineRoute({
    method: 'GET',
    url: '/api/sponsors/:id/payments',
    auth: 'admin',
    roles: ['administrator', 'finance', 'sponsorship'],
    summary: "A child's sponsorship payments received, newest first, with each sponsor's name, e-mail and phone",
    tags,
    params: idParams,
    response: listOf(sponsorshipRecordSchema),
    handler: async ({ params, deps }) => ({ data: await childSponsorshipPayments(deps.db, params.id) }),
  }),
];
