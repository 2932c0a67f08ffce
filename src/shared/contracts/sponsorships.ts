import { contract } from '~/shared/contract';
import { idParams } from '~/shared/schemas/common';
import { paidOrPending } from '~/shared/schemas/payments';
import { listOf } from '~/shared/schemas/record';
import { sponsorshipPaymentAnswerSchema, sponsorshipPaymentSchema } from '~/shared/schemas/sponsorship-payment';
import { sponsorshipRecordSchema } from '~/shared/schemas/sponsorship-record';

const tags = ['sponsorship'];

/** Sponsorships: paying one, and a child's sponsorship payments; docs/product.md names the URLs "sponsors" (src/server/sponsorship/sponsorships/routes.ts). */
export const sponsorshipContracts = {
  pay: contract({
    method: 'POST',
    url: '/api/pay/sponsors',
    summary:
      "Pay a sponsorship (whole francs, at least the child's monthlySupport). 201 paid; 202 pending, the child held meanwhile (follow GET /api/payments/{paymentId}); 400 amount too small, 404 unknown child, 409 already sponsored, 402 declined, 429 too many attempts; optional Idempotency-Key header",
    tags,
    body: sponsorshipPaymentSchema,
    status: 201,
    response: paidOrPending(sponsorshipPaymentAnswerSchema),
  }),
  payments: contract({
    method: 'GET',
    url: '/api/sponsors/:id/payments',
    summary: "A child's sponsorship payments received, newest first, with each sponsor's name, e-mail and phone",
    tags,
    params: idParams,
    response: listOf(sponsorshipRecordSchema),
  }),
};
