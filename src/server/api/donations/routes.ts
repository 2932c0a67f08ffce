import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '~/server/api';
import { parseInput } from '~/server/http/errors';
import { requestLanguage } from '~/server/http/language';
import { queueMailEvent } from '~/server/mail/notify';
import { readIdempotencyKey } from '~/server/payments/idempotency-key';
import { sendPaymentAnswer } from '~/server/payments/take-payment';
import { donationListQuerySchema, donationRequestSchema } from '~/shared/schemas/donation';
import { donate } from './donate';
import { listDonations } from './list';

const tags = ['donations'];

export function donationsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  app.post(
    '/api/donations',
    {
      config: {
        auth: 'public',
        rateLimit: { max: deps.publicWriteLimit, timeWindow: '1 minute' },
        openapi: {
          summary: 'Donate in RWF (sandbox payment). 402 declined, 404 unknown child; optional Idempotency-Key header',
          tags,
          body: donationRequestSchema,
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(donationRequestSchema, request.body);
      const answer = await donate(db, request.log, input, readIdempotencyKey(request));
      if (!answer.replayed) {
        const donationId = (answer.body as { data: { _id: string } }).data._id;
        await queueMailEvent(deps, { type: 'donation-receipt', donationId, lang: requestLanguage(request) }).catch(
          (err: unknown) => request.log.error({ err }, 'could not queue the donation receipt'),
        );
      }
      return sendPaymentAnswer(reply, answer);
    },
  );

  app.get(
    '/api/donations',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'Donation records, newest first, filtered and paged, with totals over the filtered set',
          tags,
          query: donationListQuerySchema,
        },
      },
    },
    async (request) => listDonations(db, parseInput(donationListQuerySchema, request.query)),
  );
}
