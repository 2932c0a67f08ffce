import { z } from 'zod';
import { blankToUndefined, plainPageOf, plainPageQueryFields } from './paging';
import { idSchema } from './common';
import { isoDateTime, recordId } from './record';

/**
 * The payment itself, apart from what it buys (docs/payments.md): the 202 answer of a
 * payment waiting for the payer, its public status, and the staff's list.
 */

/** 202 from POST /api/donations, /api/orders and /api/pay/sponsors: follow GET /api/payments/{paymentId}. */
export const pendingPaymentAnswerSchema = z.strictObject({
  data: z.strictObject({
    paymentId: recordId,
    status: z.literal('pending'),
    /** A hosted checkout (cards): send the payer there; they come back to /payments/{paymentId}. */
    redirectUrl: z.url().optional(),
  }),
});
export type PendingPaymentAnswer = z.infer<typeof pendingPaymentAnswerSchema>;

/** A payment answer: the purchase at once (201), or pending (202). */
export const paidOrPending = <S extends z.ZodType>(paid: S) => z.union([paid, pendingPaymentAnswerSchema]);

/** GET /api/payments/{paymentId}: a uuid (lower-cased as stored); anything else names no payment. */
export const paymentIdParams = z.object({ paymentId: idSchema.transform((id) => id.toLowerCase()) });
/** A provider's notification names its provider in the path (an unknown one is 404). */
export const paymentCallbackParams = z.object({ provider: z.string().max(40) });

export const paymentStatuses = ['pending', 'succeeded', 'failed', 'expired'] as const;
export type PublicPaymentStatus = (typeof paymentStatuses)[number];
export const paymentKinds = ['donation', 'order', 'sponsorship', 'child-gift'] as const;

/** GET /api/payments/{paymentId} (public: the id is an unguessable uuid). */
export const paymentStatusAnswerSchema = z.strictObject({
  data: z.strictObject({
    status: z.enum(paymentStatuses),
    /** Failed or expired: the payer's message. */
    reason: z.string().optional(),
    /** Succeeded: the receipt reference (DN-…, OR-…, SP-…); null before. */
    reference: z.string().nullable(),
    kind: z.enum(paymentKinds),
    /** Still pending on a hosted checkout: where to finish paying. */
    redirectUrl: z.url().optional(),
  }),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswerSchema>;

/** One payment attempt as staff read it; amount in major units (RWF francs, USD dollars). */
export const adminPaymentSchema = z.strictObject({
  _id: recordId,
  createdAt: isoDateTime,
  settledAt: isoDateTime.nullable(),
  kind: z.enum(paymentKinds),
  method: z.string(),
  provider: z.string(),
  amount: z.number(),
  currency: z.enum(['RWF', 'USD']),
  status: z.enum(paymentStatuses),
  /** Why it failed, in the payer's words (English). */
  reason: z.string().nullable(),
  providerRef: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** GET /api/payments filters and paging. */
export const paymentListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(paymentStatuses).optional()),
  ...plainPageQueryFields(20),
});
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

export const paymentPageSchema = plainPageOf(adminPaymentSchema);
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** POST /api/payments/{id}/check: the status after asking the provider. */
export const paymentCheckAnswerSchema = z.strictObject({
  data: z.strictObject({ _id: recordId, status: z.enum(paymentStatuses) }),
});

export const paymentRouteTargets = ['sandbox', 'off', 'mtn-momo', 'airtel-money', 'flutterwave'] as const;
const target = z.enum(paymentRouteTargets);
/** GET /api/payments/mode: whether real money is taken (the dashboard's banner), and where each method goes. */
export const paymentModeSchema = z.strictObject({
  data: z.strictObject({
    live: z.boolean(),
    routes: z.strictObject({ card: target, mtn: target, airtel: target, airtime: target }),
  }),
});
export type PaymentMode = z.infer<typeof paymentModeSchema>;
