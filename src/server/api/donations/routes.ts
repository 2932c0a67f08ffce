import { type ApiRoute, defineRoute } from '~/server/http/route';
import { paymentCall } from '~/server/payments/payment-call';
import { sendPaymentAnswer } from '~/server/payments/take-payment';
import {
  donationAnswerSchema,
  donationBodySchema,
  donationListQuerySchema,
  donationPageSchema,
} from '~/shared/schemas/donation';
import { paidOrPending } from '~/shared/schemas/payments';
import { donate } from './donate';
import { listDonations } from './list';

const tags = ['donations'];

export const donationRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/donations',
    auth: 'public',
    rateLimit: 'public-write',
    summary:
      'Donate in RWF (at least DONATION_MIN_RWF, whole francs). 201 paid; 202 pending (approve on the phone or finish on the card page: follow GET /api/payments/{paymentId}); 402 declined, 404 unknown child, 429 too many attempts; optional Idempotency-Key header',
    tags,
    body: donationBodySchema,
    status: 201,
    response: paidOrPending(donationAnswerSchema),
    handler: async ({ body, deps, request, reply }) =>
      sendPaymentAnswer(reply, await donate(deps, body, paymentCall(request))),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/donations',
    auth: 'admin',
    summary: 'Donation records, newest first, filtered and paged, with totals over the filtered set',
    tags,
    query: donationListQuerySchema,
    response: donationPageSchema,
    handler: async ({ query, deps }) => listDonations(deps.db, query),
  }),
];
