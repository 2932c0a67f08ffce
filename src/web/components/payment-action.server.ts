import { redirect } from 'react-router';
import { type AnswerOf, type AnyContract, type BodyOf, contractPath } from '~/shared/contract';
import type { PendingPaymentAnswer } from '~/shared/schemas/payments';
import { type ApiClient, isOk, messageOf, refusalOf } from '~/web/api/client';
import { paymentIdOf } from '~/web/features/payment-status/payment-id';
import { readForm } from './form-action.server';
import type { PaymentOutcome } from './payment-request';

/** An Idempotency-Key as a form may send it (the API checks it again). */
const KEY = /^[\w-]{8,200}$/;
export const keyOf = (value: unknown): string | null => (typeof value === 'string' && KEY.test(value) ? value : null);

/** The data of a payment's settled answer (201), from its contract (`paymentContract` in src/shared/contracts/payments.ts). */
export type PaidData<C> = Exclude<AnswerOf<C>, PendingPaymentAnswer> extends { data: infer D } ? D : never;
/** A payment is a POST to its contract's path. */
type PaymentContract = AnyContract & { method: 'POST' };
interface PaymentOptions {
  idempotencyKey: string | null;
  follow: boolean;
}

/**
 * A payment form's route action calls the API in-process with the form's
 * Idempotency-Key (so a resubmit of the same payment records one), and reads the
 * answer: 201 settled; 202 waiting for the payer, where a hosted card page is a
 * redirect, and otherwise the page follows it in place (`follow`, a page with
 * JavaScript) or the status page does (a plain post, redirected to /payments/{id}).
 */
export function forwardPayment<C extends PaymentContract>(
  api: ApiClient,
  c: C,
  body: BodyOf<C>,
  opts: PaymentOptions,
): Promise<PaymentOutcome<PaidData<C>>>;
export function forwardPayment(api: ApiClient, c: PaymentContract, body: unknown, opts: PaymentOptions) {
  return sendPayment(api, contractPath(c), body, opts);
}

/**
 * `forwardPayment` with a body as the form posted it, unchecked here: the API's own schema
 * refuses what is wrong (400 naming the field), in the visitor's words.
 */
export function forwardAsPosted<C extends PaymentContract>(
  api: ApiClient,
  c: C,
  body: object,
  opts: PaymentOptions,
): Promise<PaymentOutcome<PaidData<C>>> {
  return sendPayment(api, contractPath(c), body, opts);
}

async function sendPayment<T>(
  api: ApiClient,
  path: string,
  body: unknown,
  opts: PaymentOptions,
): Promise<PaymentOutcome<T>> {
  let res;
  try {
    const headers: Record<string, string> = opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {};
    res = await api.send('POST', path, body, headers);
  } catch {
    return { ok: false, reason: 'network' };
  }
  const pending = res.status === 202 ? paymentIdOf(res.body) : null;
  if (pending?.redirectUrl) throw redirect(pending.redirectUrl);
  if (pending && !opts.follow) throw redirect(`/payments/${pending.paymentId}`);
  const message = refusalOf(res.body) ?? messageOf(res.body) ?? '';
  if (!isOk(res)) return { ok: false, reason: 'refused', status: res.status, message };
  const data = (res.body as { data?: T } | null)?.data as T;
  return { ok: true, status: res.status, message, data };
}

/**
 * The route action of a dialog that needs JavaScript to open (the gift checkout, the
 * sponsorship dialog): a form post whose `payload` is the API's body as JSON, beside
 * the attempt's `idempotencyKey`. The body goes to the API as it is, whose own schema
 * answers 400 naming the field.
 */
export async function paymentAction<C extends PaymentContract>(
  api: ApiClient,
  request: Request,
  c: C,
): Promise<PaymentOutcome<PaidData<C>>> {
  const form = await readForm(request);
  const payload = form.get('payload');
  let body: unknown;
  try {
    body = typeof payload === 'string' ? JSON.parse(payload) : null;
  } catch {
    body = null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, reason: 'refused', status: 400, message: '' };
  // The API's own schema checks the body (400 naming the field).
  return sendPayment(api, contractPath(c), body, {
    idempotencyKey: keyOf(form.get('idempotencyKey')),
    follow: true,
  });
}
