import { type ApiRoute, defineRoute } from '~/server/http/route';
import { consentFromPaymentForm } from '~/server/sms/form-consent';
import { paymentCall } from '~/server/payments/payment-call';
import { sendPaymentAnswer } from '~/server/payments/take-payment';
import { orderAnswerSchema, orderInputSchema, orderSchema } from '~/shared/schemas/order';
import { paidOrPending } from '~/shared/schemas/payments';
import { listOf } from '~/shared/schemas/record';
import { checkout } from './checkout';
import { listOrders } from './list';
import { FINANCE } from '~/shared/staff-roles';

const tags = ['orders'];

export const orderRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/orders',
    auth: 'public',
    rateLimit: 'public-write',
    summary:
      'Buy gifts; the total comes from the catalogue. 201 paid, 202 pending (follow GET /api/payments/{paymentId}), 402 declined, 429 too many attempts; optional Idempotency-Key',
    tags,
    body: orderInputSchema,
    status: 201,
    response: paidOrPending(orderAnswerSchema),
    handler: async ({ body, deps, request, reply }) => {
      const call = paymentCall(request);
      const sms = { wanted: body.smsReceipts, phone: body.paymentDetails.phone, field: 'paymentDetails.phone' };
      const person = { email: body.buyerEmail, name: body.buyerName };
      await consentFromPaymentForm(deps.db, { ...sms, lang: call.lang, source: 'gift-checkout', person });
      return sendPaymentAnswer(reply, await checkout(deps, body, call));
    },
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
