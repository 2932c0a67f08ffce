import type { PaymentMethod } from '~/shared/schemas/payment-methods';
import { useRef, useState } from 'react';
import { idempotencyKeys, wait } from '~/web/components/payment-request';
import { usePaymentAction } from '~/web/components/use-payment-action';
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
  formDataOf,
  toPayload,
} from './donation-values';

/** What the donor is told after a try: thanks, the server's refusal, or a dropped connection. */
export type DonationOutcome =
  /** Paid: the amount, the receipt reference and the address the receipt went to. */
  | { kind: 'success'; amount: number; reference?: string; email?: string }
  | { kind: 'pending'; paymentId: string; phone?: string }
  | { kind: 'refused'; message: string }
  | { kind: 'network' }
  | null;

/** What the donate route's action answers (a plain post re-renders the page with it). */
export interface DonateActionData {
  values?: DonationValues;
  errors?: DonationErrors;
  outcome?: DonationOutcome;
  /** The ceiling for the 'at most RWF {max}' message. */
  amountLimit?: number;
  /** Kept in the form so a resubmit of the same payment is recorded once. */
  idempotencyKey?: string;
}

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

function focusFirst(found: DonationErrors) {
  const first = FIELD_ORDER.find((f) => found[f]);
  if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
}

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
  start = 'card',
}: {
  childId: string | undefined;
  live?: boolean;
  initial?: DonateActionData;
  /** The method the form starts on (the card unless the site has it off). */
  start?: PaymentMethod;
}) {
  const fresh: DonationValues =
    start === emptyDonation.paymentMethod ? emptyDonation : { ...emptyDonation, paymentMethod: start };
  const [values, setValues] = useState<DonationValues>(initial?.values ?? fresh);
  const [errors, setErrors] = useState<DonationErrors>(initial?.errors ?? {});
  const [outcome, setOutcome] = useState<DonationOutcome>(initial?.outcome ?? null);
  const [processing, setProcessing] = useState(false);
  const [pinOpen, setPinOpen] = useState(false);
  const [pin, setPin] = useState('');
  const keys = useRef(idempotencyKeys());
  const busy = useRef(false);
  const send = usePaymentAction<DonateActionData>('/donate');

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
    // The route action, as a plain post would reach it; the page follows a pending payment itself.
    const form = formDataOf(values, live, {
      childId,
      pin: extra.pin,
      idempotencyKey: keys.current.keyFor(payload),
      follow: '1',
    });
    const [answer] = await Promise.all([send(form, 'application/x-www-form-urlencoded'), wait(DONATION_DELAY_MS)]);
    busy.current = false;
    setProcessing(false);
    setPinOpen(false);
    setPin('');
    const next = answer.outcome ?? null;
    if (answer.errors) {
      setErrors(answer.errors);
      focusFirst(answer.errors);
    }
    if (next?.kind === 'success' || next?.kind === 'pending') {
      // The attempt is settled or the provider's now: whatever the donor does next is a new one.
      keys.current.forget();
      if (next.kind === 'success') {
        setValues(fresh);
        setErrors({});
      }
    }
    setOutcome(next);
  }

  async function submit() {
    if (busy.current) return;
    const found = await validate(payloadFor(values, childId, live), live);
    if (found) {
      setErrors(found);
      focusFirst(found);
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
