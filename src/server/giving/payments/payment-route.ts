import type { z } from 'zod';
import type { ApiDeps } from '~/server/core/deps';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { consentFromPaymentForm } from '~/server/core/sms/form-consent';
import { paidOrPending } from '~/shared/schemas/payments';
import { type PaymentCall, paymentCall } from './payment-call';
import { type PaymentAnswer, sendPaymentAnswer } from './take-payment';

type SmsTick = Omit<Parameters<typeof consentFromPaymentForm>[1], 'lang'>;

interface PaymentRoute<B extends z.ZodType> {
  url: string;
  summary: string;
  tags: string[];
  body: B;
  /** The answer once paid (201); a pending payment answers 202 with its id. */
  paid: z.ZodType;
  /** The form's "send my receipts by SMS": its tick, number, field and who ticked it. */
  smsTick: (body: z.output<B>) => SmsTick;
  pay: (deps: ApiDeps, body: z.output<B>, call: PaymentCall) => Promise<PaymentAnswer>;
}

/**
 * A public payment (a donation, a sponsorship, a gift order): rate limited, the SMS
 * receipt consent recorded before any money moves, then paid, pending or declined.
 */
export function paymentRoute<B extends z.ZodType>({ paid, smsTick, pay, ...spec }: PaymentRoute<B>): ApiRoute {
  // The types of `smsTick` and `pay` tie them to the body above; the route itself sees schemas.
  return defineRoute<'public', undefined, undefined, z.ZodType, undefined, undefined, z.ZodType>({
    method: 'POST',
    auth: 'public',
    rateLimit: 'public-write',
    ...spec,
    status: 201,
    response: paidOrPending(paid),
    handler: async ({ body, deps, request, reply }) => {
      const call = paymentCall(request);
      await consentFromPaymentForm(deps.db, { ...smsTick(body as z.output<B>), lang: call.lang });
      return sendPaymentAnswer(reply, await pay(deps, body as z.output<B>, call));
    },
  });
}
