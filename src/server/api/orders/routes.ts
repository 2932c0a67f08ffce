import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '~/server/api';
import { parseInput } from '~/server/http/errors';
import { readIdempotencyKey } from '~/server/payments/idempotency-key';
import { sendPaymentAnswer } from '~/server/payments/take-payment';
import { orderInputSchema } from '~/shared/schemas/order';
import { checkout } from './checkout';
import { listOrders } from './list';

const tags = ['orders'];

export function ordersRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  app.post(
    '/api/orders',
    {
      config: {
        auth: 'public',
        rateLimit: { max: deps.publicWriteLimit, timeWindow: '1 minute' },
        openapi: {
          summary:
            'Buy gifts (sandbox payment); the total comes from the catalogue. 402 declined; optional Idempotency-Key',
          tags,
          body: orderInputSchema,
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(orderInputSchema, request.body);
      return sendPaymentAnswer(reply, await checkout(db, request.log, input, readIdempotencyKey(request)));
    },
  );

  app.get(
    '/api/orders',
    { config: { auth: 'admin', openapi: { summary: 'Every gift order, newest first, with its items', tags } } },
    async () => ({ data: await listOrders(db) }),
  );
}
