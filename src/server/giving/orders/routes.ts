import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { paymentRoute } from '~/server/giving/payments/payment-route';
import { orderAnswerSchema, orderInputSchema, orderSchema } from '~/shared/schemas/order';
import { listOf } from '~/shared/schemas/record';
import { checkout } from './checkout';
import { listOrders } from './list';
import { FINANCE } from '~/shared/staff-roles';

const tags = ['orders'];

export const orderRoutes: ApiRoute[] = [
  paymentRoute({
    url: '/api/orders',
    summary:
      'Buy gifts; the total comes from the catalogue. 201 paid, 202 pending (follow GET /api/payments/{paymentId}), 402 declined, 429 too many attempts; optional Idempotency-Key',
    tags,
    body: orderInputSchema,
    paid: orderAnswerSchema,
    smsTick: (body) => ({
      wanted: body.smsReceipts,
      phone: body.paymentDetails.phone,
      field: 'paymentDetails.phone',
      source: 'gift-checkout',
      person: { email: body.buyerEmail, name: body.buyerName },
    }),
    pay: checkout,
  }),

  defineRoute({
    method: 'GET',
    url: '/api/orders',
    auth: 'admin',
    roles: FINANCE,
    summary: 'Every gift order, newest first, with its items',
    tags,
    response: listOf(orderSchema),
    handler: async ({ deps }) => ({ data: await listOrders(deps.db) }),
  }),
];
