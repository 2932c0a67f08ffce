import { requestLanguage } from '~/server/http/language';
import { type ApiRoute, defineRoute } from '~/server/http/route';
import { notifyAfterPayment } from '~/server/mail/notify-later';
import { readIdempotencyKey } from '~/server/payments/idempotency-key';
import { sendPaymentAnswer } from '~/server/payments/take-payment';
import {
  donationAnswerSchema,
  donationListQuerySchema,
  donationPageSchema,
  donationRequestSchema,
} from '~/shared/schemas/donation';
import { donate } from './donate';
import { listDonations } from './list';

const tags = ['donations'];

export const donationRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/donations',
    auth: 'public',
    rateLimit: 'public-write',
    summary: 'Donate in RWF (sandbox payment). 402 declined, 404 unknown child; optional Idempotency-Key header',
    tags,
    body: donationRequestSchema,
    status: 201,
    response: donationAnswerSchema,
    handler: async ({ body, deps, request, reply }) => {
      const answer = await donate(deps.db, request.log, body, readIdempotencyKey(request));
      const lang = requestLanguage(request);
      await notifyAfterPayment(deps, request.log, answer, (donationId) => ({
        type: 'donation-receipt',
        donationId,
        lang,
      }));
      return sendPaymentAnswer(reply, answer);
    },
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
