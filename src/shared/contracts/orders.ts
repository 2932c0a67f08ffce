import { contract } from '~/shared/contract';
import { paymentContract } from '~/shared/contracts/payments';
import { orderAnswerSchema, orderInputSchema, orderSchema } from '~/shared/schemas/order';
import { listOf } from '~/shared/schemas/record';

const tags = ['orders'];

/** Gift orders (src/server/giving/orders/routes.ts). */
export const orderContracts = {
  buy: paymentContract({
    method: 'POST',
    url: '/api/orders',
    summary:
      'Buy gifts; the total comes from the catalogue. 201 paid, 202 pending (follow GET /api/payments/{paymentId}), 402 declined, 429 too many attempts; optional Idempotency-Key',
    tags,
    body: orderInputSchema,
    paid: orderAnswerSchema,
  }),
  list: contract({
    method: 'GET',
    url: '/api/orders',
    summary: 'Every gift order, newest first, with its items',
    tags,
    response: listOf(orderSchema),
  }),
};
