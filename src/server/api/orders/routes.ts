import { type ApiRoute, defineRoute } from '~/server/http/route';
import { readIdempotencyKey } from '~/server/payments/idempotency-key';
import { sendPaymentAnswer } from '~/server/payments/take-payment';
import { orderAnswerSchema, orderInputSchema, orderSchema } from '~/shared/schemas/order';
import { listOf } from '~/shared/schemas/record';
import { checkout } from './checkout';
import { listOrders } from './list';

const tags = ['orders'];

export const orderRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/orders',
    auth: 'public',
    rateLimit: 'public-write',
    summary: 'Buy gifts (sandbox payment); the total comes from the catalogue. 402 declined; optional Idempotency-Key',
    tags,
    body: orderInputSchema,
    status: 201,
    response: orderAnswerSchema,
    handler: async ({ body, deps, request, reply }) =>
      sendPaymentAnswer(reply, await checkout(deps.db, request.log, body, readIdempotencyKey(request))),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/orders',
    auth: 'admin',
    summary: 'Every gift order, newest first, with its items',
    tags,
    response: listOf(orderSchema),
    handler: async ({ deps }) => ({ data: await listOrders(deps.db) }),
  }),
];
