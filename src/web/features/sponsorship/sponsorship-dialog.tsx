import { Suspense, lazy, useCallback, useRef, useState, type FormEvent } from 'react';
import { Alert } from '~/web/components/alert';
import { SecondaryButton, SubmitButton } from '~/web/components/buttons';
import { Dialog } from '~/web/components/dialog';
import { idempotencyKeys } from '~/web/components/payment-request';
import { useRevealOutcome } from '~/web/components/reveal';
import { usePaymentCall } from '~/web/components/use-payment-action';
import { useT } from '~/web/i18n';
import type { Child } from '~/shared/schemas/child';
import { PendingPayment, pendingOf } from '~/web/features/payment-status/pending-payment';
import { useOfferedMethods, usePaymentsLive } from '~/web/features/payment-status/use-payments-live';
import { startMethod } from '~/shared/schemas/payment-methods';
import type { PaymentField } from '~/web/features/payment/payment-method-fields';
import { paymentLabels } from './payment-labels';
import {
  type SponsorshipForm,
  defaultSponsorshipForm,
  paymentBody,
  paymentValuesOf,
  sponsorshipFieldNames,
  sponsorshipFieldOf,
} from './sponsorship-form';
import type { SponsorBinding } from './sponsor-fields';
import { PrivacyLink } from '~/web/components/privacy-link';

/** The sponsor's fields load when the dialog first opens too (the child's own page has them without JavaScript). */
const SponsorFields = lazy(() => import('./sponsor-fields').then((m) => ({ default: m.SponsorFields })));

/** The payment fields load when the dialog first opens: the page's first touch stays within its budget. */
const PaymentMethodFields = lazy(() =>
  import('~/web/features/payment/payment-method-fields').then((m) => ({ default: m.PaymentMethodFields })),
);

/** The form with what was typed for the payment cleared (never kept after a try). */
const clearPayment = (f: SponsorshipForm): SponsorshipForm => {
  const cleared = { ...f };
  for (const field of Object.keys(paymentValuesOf(f)) as PaymentField[]) cleared[sponsorshipFieldOf(field)] = '';
  return cleared;
};

/**
 * The Sponsor Now dialog: amount preset to the child's monthly support, the chosen
 * method's fields, POST /api/pay/sponsors. On success the form returns to its
 * defaults and the parent removes the child; on failure the dialog stays open.
 */
export function SponsorshipDialog({
  child,
  onClose,
  onSponsored,
}: {
  child: Child | null;
  onClose: () => void;
  onSponsored: (child: Child, paid: SponsorshipForm) => void;
}) {
  const { t } = useT('public');
  const start = startMethod(useOfferedMethods());
  const fresh = start === 'card' ? defaultSponsorshipForm : { ...defaultSponsorshipForm, paymentMethod: start };
  const [form, setForm] = useState<SponsorshipForm>(fresh);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [openedFor, setOpenedFor] = useState<Child | null>(null);
  // A payment waiting for the payer's approval, and whether it has since succeeded.
  const [pending, setPending] = useState<{ paymentId: string; phone?: string; paid: SponsorshipForm } | null>(null);
  const [settled, setSettled] = useState(false);
  const live = usePaymentsLive();
  // One Idempotency-Key per attempt: a retry of the same payment is recorded once.
  const keys = useRef(idempotencyKeys());
  // The /sponsorship route's action, whichever page shows the section.
  const pay = usePaymentCall<{ amount?: unknown }>('/sponsorship');
  const errorRef = useRef<HTMLDivElement>(null);
  useRevealOutcome(errorRef, error !== null ? { error } : null);

  // Opening for a child presets the amount; card data and PINs never outlive the dialog.
  if (child !== openedFor) {
    setOpenedFor(child);
    setError(null);
    setPending(null);
    setSettled(false);
    setForm((f) => (child ? { ...clearPayment(f), amount: child.monthlySupport } : clearPayment(f)));
  }

  const set = useCallback(<K extends keyof SponsorshipForm>(key: K, value: SponsorshipForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!child || busy) return;
    setError(null);
    setBusy(true);
    const body = paymentBody(child._id, form, live);
    const answer = await pay(body, keys.current.keyFor(body));
    setBusy(false);
    if (!answer.ok) {
      // A refusal in the server's words; '' for no answer at all (the dialog's own text).
      setError(answer.reason === 'refused' ? answer.message : '');
      return;
    }
    keys.current.forget();
    const waiting = pendingOf(answer);
    if (waiting?.redirectUrl) return window.location.assign(waiting.redirectUrl);
    if (waiting) {
      const phone = form.paymentMethod === 'card' ? undefined : form.momoNumber || form.sponsorPhone;
      setPending({ paymentId: waiting.paymentId, phone, paid: { ...clearPayment(form) } });
      return;
    }
    // The thanks names what was actually charged (whole francs), as the server answers it.
    const charged = typeof answer.data?.amount === 'number' ? answer.data.amount : form.amount;
    const paid = { ...form, amount: charged };
    setForm(fresh);
    onSponsored(child, paid);
  }

  // The dialog holds what is typed (it is posted through the route's action, not natively).
  const bind: SponsorBinding = {
    typed: (name) => ({
      value: String(form[name]),
      onChange: (e) => (name === 'amount' ? set(name, Number(e.target.value)) : set(name, e.target.value)),
    }),
    chosen: (name) => ({ value: form[name], onChange: (value) => set(name, value) }),
    sms: { checked: form.smsReceipts, onChange: (on) => set('smsReceipts', on) },
  };

  // Closed after a pending payment succeeded: the page thanks the sponsor as for one paid at once.
  const close = () => {
    if (settled && child && pending) {
      setForm(fresh);
      onSponsored(child, pending.paid);
    } else onClose();
  };

  return (
    <Dialog
      open={child !== null}
      onClose={close}
      title={child ? t('sponsorship.dialog.title', { name: child.name }) : ''}
      closeLabel={t('common:dialog.close')}
    >
      {child && pending && (
        <div className="space-y-4">
          <PendingPayment
            paymentId={pending.paymentId}
            phone={pending.phone}
            onSucceeded={() => setSettled(true)}
            onRetry={() => setPending(null)}
          />
          <div className="flex justify-end">
            <SecondaryButton onClick={close}>{t('common:dialog.close')}</SecondaryButton>
          </div>
        </div>
      )}
      {child && !pending && (
        <form onSubmit={onSubmit} className="space-y-4">
          <p className="text-slate-600">{t('sponsorship.dialog.intro', { name: child.name })}</p>
          {error !== null && (
            <div ref={errorRef} tabIndex={-1} className="scroll-mt-4 outline-none">
              <Alert tone="error" title={t('sponsorship.failure')}>
                {error || undefined}
              </Alert>
            </div>
          )}
          <Suspense fallback={null}>
            <SponsorFields monthlySupport={child.monthlySupport} bind={bind} />
            <PaymentMethodFields
              method={form.paymentMethod}
              names={sponsorshipFieldNames}
              labels={paymentLabels(t, form.paymentMethod)}
              values={paymentValuesOf(form)}
              onChange={(f, v) => set(sponsorshipFieldOf(f), v)}
              required
              capped
            />
          </Suspense>
          <p className="text-sm text-slate-600">{t('sponsorship.dialog.secure')}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <SecondaryButton onClick={onClose}>{t('actions.cancel')}</SecondaryButton>
            <SubmitButton
              busy={busy}
              label={t('sponsorship.dialog.submit')}
              busyLabel={t('sponsorship.dialog.submitting')}
              className="min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            />
          </div>
          <PrivacyLink newTab />
        </form>
      )}
    </Dialog>
  );
}
