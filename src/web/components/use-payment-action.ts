import { useCallback, useEffect, useRef } from 'react';
import { type SubmitTarget, useFetcher } from 'react-router';
import type { PaymentOutcome } from './payment-request';

/**
 * The browser side of a payment form whose one submit path is its route action:
 * `send` posts through a fetcher and resolves with the action's answer, so the form
 * can wait for it beside docs/product.md's simulated delay. A redirect (a hosted card page, the
 * status page) leaves the page and never resolves.
 */
export function usePaymentAction<R>(action: string) {
  const fetcher = useFetcher<R>();
  const waiting = useRef<((answer: R) => void) | null>(null);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  // Once per answer: each submission's answer is a new object.
  useEffect(() => {
    if (answer === undefined || !waiting.current) return;
    const resolve = waiting.current;
    waiting.current = null;
    resolve(answer as R);
  }, [answer]);

  const { submit } = fetcher;
  const send = useCallback(
    (target: SubmitTarget, encType: 'application/x-www-form-urlencoded') =>
      new Promise<R>((resolve) => {
        waiting.current = resolve;
        // The answer concerns this form only: the page's loaders need not run again.
        void submit(target, { method: 'post', action, encType, defaultShouldRevalidate: false });
      }),
    [submit, action],
  );
  return send;
}

/** A payment dialog's call: the API's body (as JSON in `payload`) and the attempt's Idempotency-Key. */
export function usePaymentCall<T>(action: string) {
  const send = usePaymentAction<PaymentOutcome<T>>(action);
  return useCallback(
    (body: unknown, idempotencyKey: string) =>
      send({ payload: JSON.stringify(body), idempotencyKey }, 'application/x-www-form-urlencoded'),
    [send],
  );
}

/**
 * A payment route's `clientAction`: the server action, or "could not reach us" when
 * no answer came (a fetcher would otherwise raise the error page). A redirect the
 * action threw passes through.
 */
export async function reachPayment<R>(
  serverAction: () => Promise<R>,
  unreachable: R = { ok: false, reason: 'network' } as R,
): Promise<R> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return unreachable;
  }
}
