import type { z } from 'zod';
import { contract } from '~/shared/contract';
import { idParams } from '~/shared/schemas/common';
import {
  paidOrPending,
  paymentCallbackParams,
  paymentCheckAnswerSchema,
  paymentIdParams,
  paymentListQuerySchema,
  paymentModeSchema,
  paymentPageSchema,
  paymentStatusAnswerSchema,
} from '~/shared/schemas/payments';
import { messageAnswerSchema } from '~/shared/schemas/record';
import { unplacedAnswerSchema, unplacedListSchema, unplacedResolveSchema } from '~/shared/schemas/unplaced-sponsorship';

const tags = ['payments'];

interface PaymentContract<B extends z.ZodType, S extends z.ZodType> {
  /** Named in each contract, as every contract names its method (scripts/browser-contracts.ts reads it). */
  method: 'POST';
  url: string;
  summary: string;
  tags: string[];
  body: B;
  /** The answer once paid (201); a pending payment answers 202 with its id. */
  paid: S;
}

/**
 * A public payment (a donation, a gift order, a sponsorship, a gift to a child): POST with
 * its body, answered 201 with the purchase or 202 pending (src/server/giving/payments/payment-route.ts).
 */
export const paymentContract = <B extends z.ZodType, S extends z.ZodType>({ paid, ...c }: PaymentContract<B, S>) =>
  contract({ ...c, status: 201, response: paidOrPending(paid) });

const callback = {
  url: '/api/payments/callback/:provider',
  summary: `A payment provider's notification (mtn-momo, airtel-money, flutterwave; raw body, at most 16 KiB). Confirmed with the provider before anything changes; 200 even when nothing does, 404 for an unknown provider`,
  tags,
  params: paymentCallbackParams,
  response: messageAnswerSchema,
};

/** The payments themselves (src/server/giving/payments/routes.ts and callback.ts). */
export const paymentContracts = {
  mode: contract({
    method: 'GET',
    url: '/api/payments/mode',
    summary: 'Whether real money is taken (live providers) and where each method goes, for the dashboard banner',
    tags,
    response: paymentModeSchema,
  }),
  list: contract({
    method: 'GET',
    url: '/api/payments',
    summary: 'Every payment attempt, newest first (?status=pending|succeeded|failed|expired, paged)',
    tags,
    query: paymentListQuerySchema,
    response: paymentPageSchema,
  }),
  unplaced: contract({
    method: 'GET',
    url: '/api/payments/unplaced',
    summary:
      'Sponsorship payments approved after their child stopped being held for them: the open ones (needing action), then the last settled',
    tags,
    response: unplacedListSchema,
  }),
  resolveUnplaced: contract({
    method: 'POST',
    url: '/api/payments/unplaced/:id/resolve',
    summary:
      'Settle one: { action: another_child (with childId, an available child) | general_gift | refunded, note? }; 409 when already settled or the child is taken',
    tags,
    params: idParams,
    body: unplacedResolveSchema,
    response: unplacedAnswerSchema,
  }),
  status: contract({
    method: 'GET',
    url: '/api/payments/:paymentId',
    summary:
      'A payment’s status for its payer (the id is an unguessable uuid): pending, succeeded (with the receipt reference), failed or expired (with the reason)',
    tags,
    params: paymentIdParams,
    response: paymentStatusAnswerSchema,
  }),
  check: contract({
    method: 'POST',
    url: '/api/payments/:id/check',
    summary:
      '"Check now": asks the provider about a pending payment and settles it if it is decided; answers the status',
    tags,
    params: idParams,
    response: paymentCheckAnswerSchema,
  }),
  callback: contract({ method: 'POST', ...callback }),
  callbackPut: contract({ method: 'PUT', ...callback }),
};
