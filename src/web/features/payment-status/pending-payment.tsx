import { useEffect, useRef } from 'react';
import { useT } from '~/web/i18n';
import { paymentIdOf } from './payment-id';
import { maskPhone, usePaymentFollow } from './use-payment-follow';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800';

/** The colours of a payment's state: received in green, waiting in amber, not taken in red. */
export const paymentTone = (status: string) =>
  status === 'succeeded'
    ? 'border-green-300 bg-green-50 text-green-900'
    : status === 'pending'
      ? 'border-amber-300 bg-amber-50 text-amber-950'
      : 'border-red-300 bg-red-50 text-red-900';

/**
 * A payment waiting for its payer (202): "approve it on your phone", followed until it
 * is decided. Success shows the receipt reference; a failure its reason and a retry
 * (the caller starts a new attempt, with a new Idempotency-Key).
 */
export function PendingPayment({
  paymentId,
  phone,
  onSucceeded,
  onRetry,
}: {
  paymentId: string;
  /** The number as the payer typed it; absent for a card. */
  phone?: string;
  onSucceeded?: (reference: string | null) => void;
  onRetry: () => void;
}) {
  const { t } = useT('content');
  const { payment, gaveUp } = usePaymentFollow(paymentId);
  const status = payment?.status ?? 'pending';
  const told = useRef(false);
  useEffect(() => {
    if (status === 'succeeded' && !told.current) {
      told.current = true;
      onSucceeded?.(payment?.reference ?? null);
    }
  }, [status, payment, onSucceeded]);

  return (
    <div className={`rounded-xl border p-4 ${paymentTone(status)}`} data-testid="payment-pending" data-status={status}>
      <div role="status" aria-live="polite">
        <p className="font-bold">{t(`payment.${status}.title`)}</p>
        {status === 'pending' && (
          <p className="mt-1">
            {phone ? t('payment.pending.phone', { phone: maskPhone(phone) }) : t('payment.pending.generic')}
          </p>
        )}
        {status === 'pending' && gaveUp && (
          <p className="mt-2">
            {t('payment.pending.later')}{' '}
            <a className="font-semibold underline" href={`/payments/${paymentId}`}>
              {t('payment.pending.statusLink')}
            </a>
          </p>
        )}
        {status === 'succeeded' && payment?.reference && (
          <p className="mt-1" data-testid="payment-reference">
            {t('payment.succeeded.reference', { reference: payment.reference })}
          </p>
        )}
        {(status === 'failed' || status === 'expired') && payment?.reason && <p className="mt-1">{payment.reason}</p>}
      </div>
      {(status === 'failed' || status === 'expired') && (
        <button type="button" onClick={onRetry} className={`${button} mt-3`}>
          {t('payment.tryAgain')}
        </button>
      )}
    </div>
  );
}

/** A 202 answer's data, when the answer is one. */
export function pendingOf(answer: { ok: boolean; status?: number; data?: unknown }) {
  return answer.ok && answer.status === 202 ? paymentIdOf({ data: answer.data }) : null;
}
