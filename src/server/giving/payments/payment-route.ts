import type { z } from 'zod';
import type { ApiDeps } from '~/server/core/deps';
import { type ApiRoute, type RouteContext, defineRoute } from '~/server/core/http/route';
import { consentFromPaymentForm } from '~/server/core/sms/form-consent';
import type { Contract } from '~/shared/contract';
import { type PaymentCall, paymentCall } from './payment-call';
import { type PaymentAnswer, sendPaymentAnswer } from './take-payment';

type SmsTick = Omit<Parameters<typeof consentFromPaymentForm>[1], 'lang'>;

/** The validated body, as the route's handler receives it. */
type Body<B extends z.ZodType> = RouteContext<'public', undefined, undefined, B, undefined, undefined>['body'];

/** What the server adds to a payment's contract (src/shared/contracts/payments.ts, `paymentContract`). */
interface PaymentImpl<B extends z.ZodType> {
  /** The form's "send my receipts by SMS": its tick, number, field and who ticked it. */
  smsTick: (body: Body<B>) => SmsTick;
  pay: (deps: ApiDeps, body: Body<B>, call: PaymentCall) => Promise<PaymentAnswer>;
}

type PaymentContractOf<B extends z.ZodType> = Contract<
  'POST',
  undefined,
  undefined,
  B,
  undefined,
  undefined,
  z.ZodType
>;

/**
 * A public payment (a donation, a sponsorship, a gift order): rate limited, the SMS
 * receipt consent recorded before any money moves, then paid, pending or declined.
 * Registered against its contract: `paymentRoute(donationContracts.donate, { smsTick, pay })`.
 */
export function paymentRoute<B extends z.ZodType>(contract: PaymentContractOf<B>, impl: PaymentImpl<B>): ApiRoute {
  return registered(contract, impl);
}

function registered<B extends z.ZodType>(declared: PaymentContractOf<B>, { smsTick, pay }: PaymentImpl<B>): ApiRoute {
  return defineRoute(declared, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps, request, reply }) => {
      const call = paymentCall(request);
      await consentFromPaymentForm(deps.db, { ...smsTick(body), lang: call.lang });
      return sendPaymentAnswer(reply, await pay(deps, body, call));
    },
  });
}
