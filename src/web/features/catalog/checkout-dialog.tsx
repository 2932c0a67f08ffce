import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { usdToRwf } from '~/shared/exchange';
import { formatRwf, formatRwfNumber, formatUsd } from '~/shared/format';
import { Alert } from '~/web/components/alert';
import { Dialog } from '~/web/components/dialog';
import { idempotencyKeys, wait } from '~/web/components/payment-request';
import { useRevealOutcome } from '~/web/components/reveal';
import { usePaymentCall } from '~/web/components/use-payment-action';
import { PendingPayment, pendingOf } from '~/web/features/payment-status/pending-payment';
import { useOfferedMethods, usePaymentsLive, useRwfPerUsd } from '~/web/features/payment-status/use-payments-live';
import { orderMethodOf } from '~/shared/schemas/payment-methods';
import { useT } from '~/web/i18n';
import { CHECKOUT_FIELD_ORDER, type CheckoutErrors, checkoutErrors } from './checkout-check';
import {
  type CheckoutDetails,
  type CheckoutMethod,
  BuyerFields,
  CheckoutFields,
  buyerErrors,
  emptyDetails,
  orderBody,
} from './checkout-fields';
import type { CartLine } from './use-cart';
import { PrivacyLink } from '~/web/components/privacy-link';

export const CHECKOUT_DELAY_MS = 3_000;

type Failure = { kind: 'refused'; message: string } | { kind: 'network' } | null;

/**
 * Two steps: the method, then its fields with '← Back'. Pay checks the fields at
 * once, then waits the 3 simulated seconds while the page's action records the order
 * (POST /api/orders). Closing resets everything.
 */
export function CheckoutDialog({
  open,
  lines,
  total,
  onClose,
  onPaid,
}: {
  open: boolean;
  lines: CartLine[];
  total: number;
  onClose: () => void;
  onPaid: () => void;
}) {
  const { t, lang } = useT('content');
  const k = (key: string, vars?: Record<string, string>) => t(`catalog.checkout.${key}`, vars ?? {});
  const [method, setMethod] = useState<CheckoutMethod | null>(null);
  const [details, setDetails] = useState<CheckoutDetails>(emptyDetails);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [buyerProblems, setBuyerProblems] = useState<ReturnType<typeof buyerErrors>>({});
  const call = usePaymentCall('/catalog');
  const rwfPerUsd = useRwfPerUsd();
  const failureRef = useRef<HTMLDivElement>(null);
  const pendingRef = useRef<HTMLDivElement>(null);
  const keys = useRef(idempotencyKeys());
  const busy = useRef(false);
  // An order waiting for the payer's approval, and whether it has since succeeded.
  const [pending, setPending] = useState<{ paymentId: string; phone?: string } | null>(null);
  const [settled, setSettled] = useState(false);
  const live = usePaymentsLive();
  const offered = useOfferedMethods();
  // Paying in francs (mobile money, airtime), the visitor reads francs; by card, dollars.
  const inFrancs = method && method !== 'card' && rwfPerUsd ? usdToRwf(total, rwfPerUsd) : null;
  const totalText = inFrancs !== null ? formatRwf(inFrancs, lang) : formatUsd(total, lang);
  const stepRef = useRef<HTMLDivElement>(null);
  const lastMethod = useRef(method);
  useRevealOutcome(failureRef, failure);
  useRevealOutcome(pendingRef, pending);
  // Mobile money and airtime are charged in francs at the configured rate: the figure is shown before paying.
  const francs = method && method !== 'card' && rwfPerUsd ? formatRwfNumber(usdToRwf(total, rwfPerUsd), lang) : null;

  // Moving between the steps replaces the focused button: focus the new step's first control.
  useEffect(() => {
    if (lastMethod.current === method) return;
    lastMethod.current = method;
    stepRef.current?.querySelector<HTMLElement>(method ? 'input, select' : 'button')?.focus();
  }, [method]);

  const close = useCallback(() => {
    if (busy.current) return;
    setMethod(null);
    setDetails(emptyDetails);
    setBuyerProblems({});
    setFailure(null);
    setErrors({});
    setPending(null);
    setSettled(false);
    // Closed after a pending payment succeeded: the cart is paid, as after an order paid at once.
    if (settled) onPaid();
    else onClose();
  }, [onClose, onPaid, settled]);

  const change = <K extends keyof CheckoutDetails>(field: K, value: CheckoutDetails[K]) => {
    setDetails((d) => ({ ...d, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setBuyerProblems((e) => (field in e ? { ...e, [field]: undefined } : e));
  };

  async function pay(e: FormEvent) {
    e.preventDefault();
    if (!method || busy.current) return;
    // Mistakes are shown at once, before the wait: the payment's fields first, then the buyer's.
    const found = checkoutErrors(method, details, live);
    const problems = buyerErrors(details);
    const first = CHECKOUT_FIELD_ORDER.find((f) => found[f]) ?? Object.keys(problems)[0];
    setErrors(found);
    setBuyerProblems(problems);
    if (first) return document.getElementById(`checkout-${first}`)?.focus();
    busy.current = true;
    setProcessing(true);
    setFailure(null);
    const body = orderBody(
      lines.map((l) => l.id),
      method,
      details,
      live,
    );
    const [answer] = await Promise.all([call(body, keys.current.keyFor(body)), wait(CHECKOUT_DELAY_MS)]);
    busy.current = false;
    setProcessing(false);
    const waiting = pendingOf(answer);
    if (waiting) {
      // The attempt is the provider's now: whatever the payer does next is a new one.
      keys.current.forget();
      if (waiting.redirectUrl) return window.location.assign(waiting.redirectUrl);
      setPending({ paymentId: waiting.paymentId, phone: method === 'card' ? undefined : details.phone });
      setDetails(emptyDetails);
    } else if (answer.ok) {
      keys.current.forget();
      setMethod(null);
      setDetails(emptyDetails);
      onPaid();
    } else {
      setFailure(answer.reason === 'network' ? { kind: 'network' } : { kind: 'refused', message: answer.message });
    }
  }

  const methods: { value: CheckoutMethod; title: string; text: string }[] = offered
    .map(orderMethodOf)
    .map((value) => ({ value, title: k(value), text: k(`${value}Text`) }));

  return (
    <Dialog open={open} onClose={close} title={k('title')} closeLabel={k('close')}>
      <p className="font-semibold text-slate-800">{k('total', { total: totalText })}</p>
      {francs && (
        <p className="text-slate-700" data-testid="checkout-rwf">
          {k('totalRwf', { amount: francs, rate: formatRwfNumber(rwfPerUsd ?? 0, lang) })}
        </p>
      )}
      <div ref={stepRef}>
        {pending ? (
          <div ref={pendingRef} tabIndex={-1} className="mt-4 outline-none">
            <PendingPayment
              paymentId={pending.paymentId}
              phone={pending.phone}
              onSucceeded={() => setSettled(true)}
              onRetry={() => setPending(null)}
            />
          </div>
        ) : !method ? (
          <div className="mt-4">
            <h3 className="font-semibold text-slate-900">{k('chooseMethod')}</h3>
            <ul className="mt-3 grid gap-3">
              {methods.map((m) => (
                <li key={m.value}>
                  <button
                    type="button"
                    onClick={() => setMethod(m.value)}
                    className="flex min-h-14 w-full flex-col items-start rounded-lg border-2 border-slate-300 px-4 py-3 text-left hover:border-brand-700 hover:bg-brand-50"
                  >
                    <span className="font-semibold text-slate-900">{m.title}</span>
                    <span className="text-sm text-slate-600">{m.text}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <form onSubmit={pay} noValidate className="mt-4 space-y-4">
            <button
              type="button"
              onClick={() => {
                setMethod(null);
                setFailure(null);
                setErrors({});
              }}
              disabled={processing}
              className="-ml-2 inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-brand-800 hover:underline"
            >
              {k('back')}
            </button>
            <h3 className="font-semibold text-slate-900">{methods.find((m) => m.value === method)?.title}</h3>
            <CheckoutFields method={method} details={details} errors={errors} onChange={change} disabled={processing} />
            <BuyerFields details={details} errors={buyerProblems} onChange={change} disabled={processing} />
            {failure && (
              <div ref={failureRef} tabIndex={-1} className="scroll-mb-4 outline-none">
                <Alert tone="error" title={k('refusedTitle')}>
                  {failure.kind === 'network' ? k('networkError') : failure.message || k('refusedFallback')}
                </Alert>
              </div>
            )}
            <button
              type="submit"
              disabled={processing}
              className="min-h-12 w-full rounded-lg bg-brand-700 px-4 font-bold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {processing ? k('processing') : k('pay', { total: totalText })}
            </button>
            <PrivacyLink newTab />
          </form>
        )}
      </div>
    </Dialog>
  );
}
