import { useRef, useState } from 'react';
import { idempotencyKeys, postPayment, wait } from '~/web/components/payment-request';
import { pendingOf } from '~/web/features/payment-status/pending-payment';
import type * as SchemaModule from '~/shared/schemas/donation';
import type { DonationInput } from '~/shared/schemas/donation';
import {
  DONATION_DELAY_MS,
  type DonationErrors,
  type DonationField,
  type DonationValues,
  FIELD_ORDER,
  amountOf,
  emptyDonation,
  errorsFromIssues,
  toPayload,
} from './donation-values';

/** What the donor is told after a try: thanks, the server's refusal, or a dropped connection. */
export type DonationOutcome =
  | { kind: 'success'; amount: number }
  | { kind: 'pending'; paymentId: string; phone?: string }
  | { kind: 'refused'; message: string }
  | { kind: 'network' }
  | null;

/**
 * zod is only needed when the donor submits, so it loads then (and is warmed up on the
 * first touch of the form) instead of weighing on every visit of the page.
 */
let schemaModule: Promise<typeof SchemaModule> | null = null;
let limit: number | undefined;
export const loadDonationSchema = () =>
  (schemaModule ??= import('~/shared/schemas/donation').then((m) => {
    limit = m.MAX_DONATION_RWF;
    return m;
  }));
/** The schema's ceiling, for the 'at most RWF {max}' message (known once the schema has loaded; the server's action passes its own). */
export const donationLimit = (known?: number) => known ?? limit ?? 0;

async function validate(payload: DonationInput, live: boolean): Promise<DonationErrors | null> {
  const { donationSchema, donationBodySchema } = await loadDonationSchema();
  const result = (live ? donationBodySchema : donationSchema).safeParse(payload);
  return result.success ? null : errorsFromIssues(result.error.issues);
}

export const fieldId = (field: DonationField) => `donate-${field === 'amount' ? 'customAmount' : field}`;

/** Live: the card is typed on the payment partner's page, the PIN on the phone; neither is sent from here. */
export function payloadFor(values: DonationValues, childId: string | undefined, live: boolean): DonationInput {
  const payload = toPayload(values, childId);
  if (!live) return payload;
  const { cardNumber: _n, cardExpiry: _e, cardCvc: _c, cardName: _name, ...rest } = payload;
  return rest;
}

export function useDonation({
  childId,
  initial,
  live = false,
}: {
  childId: string | undefined;
  live?: boolean;
  initial?: { values?: DonationValues; errors?: DonationErrors; outcome?: DonationOutcome };
}) {
  const [values, setValues] = useState<DonationValues>(initial?.values ?? emptyDonation);
  const [errors, setErrors] = useState<DonationErrors>(initial?.errors ?? {});
  const [outcome, setOutcome] = useState<DonationOutcome>(initial?.outcome ?? null);
  const [processing, setProcessing] = useState(false);
  const [pinOpen, setPinOpen] = useState(false);
  const [pin, setPin] = useState('');
  const keys = useRef(idempotencyKeys());
  const busy = useRef(false);

  function setField<K extends keyof DonationValues>(field: K, value: DonationValues[K]) {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'customAmount' && value !== '' ? { preset: null } : {}) }));
    setErrors((e) => {
      const amountField = field === 'customAmount' || field === 'preset';
      // Another method asks for other fields: their old errors no longer apply.
      const related: DonationField[] =
        field === 'paymentMethod' ? ['phone', 'cardNumber', 'cardExpiry', 'cardCvc', 'cardName'] : [];
      if (!e[field] && !(amountField && e.amount) && !related.some((f) => e[f])) return e;
      const next = { ...e };
      delete next[field];
      if (amountField) delete next.amount;
      for (const f of related) delete next[f];
      return next;
    });
  }

  function choosePreset(amount: number) {
    setField('preset', amount);
    setField('customAmount', '');
  }

  async function process(extra: { pin?: string }) {
    if (busy.current) return;
    busy.current = true;
    setProcessing(true);
    setOutcome(null);
    const payload = { ...payloadFor(values, childId, live), ...extra };
    const [answer] = await Promise.all([
      postPayment('/api/donations', payload, keys.current.keyFor(payload)),
      wait(DONATION_DELAY_MS),
    ]);
    busy.current = false;
    setProcessing(false);
    setPinOpen(false);
    setPin('');
    const pending = pendingOf(answer);
    if (pending) {
      // The attempt is the provider's now: whatever the payer does next is a new one.
      keys.current.forget();
      if (pending.redirectUrl) window.location.assign(pending.redirectUrl);
      else
        setOutcome({
          kind: 'pending',
          paymentId: pending.paymentId,
          phone: payload.paymentMethod === 'card' ? undefined : payload.phone,
        });
    } else if (answer.ok) {
      keys.current.forget();
      setOutcome({ kind: 'success', amount: payload.amount });
      setValues(emptyDonation);
      setErrors({});
    } else if (answer.reason === 'network') {
      setOutcome({ kind: 'network' });
    } else {
      setOutcome({ kind: 'refused', message: answer.message });
    }
  }

  async function submit() {
    if (busy.current) return;
    const found = await validate(payloadFor(values, childId, live), live);
    if (found) {
      setErrors(found);
      const first = FIELD_ORDER.find((f) => found[f]);
      if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
      return;
    }
    setErrors({});
    if (values.paymentMethod === 'card' || live) await process({});
    else {
      setOutcome(null);
      setPinOpen(true);
    }
  }

  function closePin() {
    if (busy.current) return;
    setPinOpen(false);
    setPin('');
  }

  return {
    values,
    errors,
    outcome,
    processing,
    amount: amountOf(values),
    setField,
    choosePreset,
    submit,
    pin: { open: pinOpen, value: pin, set: setPin, close: closePin, confirm: () => process({ pin }) },
    dismissOutcome: () => setOutcome(null),
  };
}
