import { requestLanguage } from '~/server/http/language';
import { type ApiRoute, defineRoute } from '~/server/http/route';
import { queueMailEvent } from '~/server/mail/notify';
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
      if (!answer.replayed) {
        const donationId = (answer.body as { data: { _id: string } }).data._id;
        await queueMailEvent(deps, { type: 'donation-receipt', donationId, lang: requestLanguage(request) }).catch(
          (err: unknown) => request.log.error({ err }, 'could not queue the donation receipt'),
        );
      }
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
