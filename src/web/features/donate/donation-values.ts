import type { DonationInput } from '~/shared/schemas/donation';
import {
  type PaymentFrequency,
  type PaymentMethod,
  paymentFrequencies,
  paymentMethods,
} from '~/shared/schemas/payment-methods';

export type DonationMethod = PaymentMethod;
export type DonationType = PaymentFrequency;

/** Preset amounts in RWF (the impact tiers are descriptions beside them, not buttons). */
export const PRESET_AMOUNTS = [5_000, 10_000, 30_000, 50_000, 120_000, 300_000] as const;
export const IMPACT_TIERS = [30_000, 120_000, 300_000] as const;
export const DONATION_DELAY_MS = 2_000;

/** What the form holds; every text exactly as typed. */
export interface DonationValues {
  preset: number | null;
  customAmount: string;
  donationType: DonationType;
  paymentMethod: DonationMethod;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  anonymous: boolean;
  /** "Send my receipts by SMS" (a consent the server records). */
  smsReceipts: boolean;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardName: string;
}

export type DonationField = keyof DonationValues | 'amount' | 'pin';
export type DonationErrors = Partial<Record<DonationField, string>>;

export const emptyDonation: DonationValues = {
  preset: null,
  customAmount: '',
  donationType: 'one-time',
  paymentMethod: 'card',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  anonymous: false,
  smsReceipts: false,
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
  cardName: '',
};

/** docs/product.md: the custom amount if one is typed, else the preset. NaN for a custom amount that is no number. */
export function amountOf(v: Pick<DonationValues, 'preset' | 'customAmount'>): number {
  if (v.customAmount.trim() !== '') return Number(v.customAmount);
  return v.preset ?? 0;
}

/** "No amount": neither a preset chosen nor anything typed. */
export const hasAmount = (v: Pick<DonationValues, 'preset' | 'customAmount'>) =>
  v.customAmount.trim() !== '' || v.preset !== null;

/** The body of POST /api/donations (card data only for a card; the PIN is added by the dialog). */
export function toPayload(v: DonationValues, childId: string | undefined): DonationInput {
  const base: DonationInput = {
    amount: amountOf(v),
    donationType: v.donationType,
    paymentMethod: v.paymentMethod,
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    anonymous: v.anonymous,
    ...(v.smsReceipts ? { smsReceipts: true } : {}),
    ...(childId ? { childId } : {}),
  };
  if (v.paymentMethod !== 'card') return base;
  return {
    ...base,
    cardNumber: v.cardNumber.replace(/\s/g, ''),
    cardExpiry: v.cardExpiry,
    cardCvc: v.cardCvc,
    cardName: v.cardName,
  };
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** The form's values from a plain (JavaScript-less) submission. */
export function valuesFromForm(form: FormData): DonationValues {
  const preset = Number(text(form, 'preset'));
  const pick = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const v = text(form, name) as T;
    return allowed.includes(v) ? v : fallback;
  };
  return {
    preset: (PRESET_AMOUNTS as readonly number[]).includes(preset) ? preset : null,
    customAmount: text(form, 'customAmount'),
    donationType: pick('donationType', paymentFrequencies, 'one-time'),
    paymentMethod: pick('paymentMethod', paymentMethods, 'card'),
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    anonymous: form.get('anonymous') !== null,
    smsReceipts: form.get('smsReceipts') !== null,
    cardNumber: text(form, 'cardNumber'),
    cardExpiry: text(form, 'cardExpiry'),
    cardCvc: text(form, 'cardCvc'),
    cardName: text(form, 'cardName'),
  };
}

/**
 * The form as posted to the route action, as a plain submission would post it
 * (`valuesFromForm` reads it back). `live`: the card is typed on the partner's page,
 * so none of it leaves the browser.
 */
export function formDataOf(v: DonationValues, live: boolean, extra: Record<string, string | undefined> = {}): FormData {
  const form = new FormData();
  const add = (name: string, value: string) => value !== '' && form.append(name, value);
  if (v.preset !== null) add('preset', String(v.preset));
  add('customAmount', v.customAmount);
  add('donationType', v.donationType);
  add('paymentMethod', v.paymentMethod);
  add('firstName', v.firstName);
  add('lastName', v.lastName);
  add('email', v.email);
  add('phone', v.phone);
  if (v.anonymous) add('anonymous', 'on');
  if (v.smsReceipts) add('smsReceipts', 'on');
  if (!live && v.paymentMethod === 'card') {
    add('cardNumber', v.cardNumber);
    add('cardExpiry', v.cardExpiry);
    add('cardCvc', v.cardCvc);
    add('cardName', v.cardName);
  }
  for (const [name, value] of Object.entries(extra)) if (value) add(name, value);
  return form;
}

/** The first message key per field of a zod error (`validation:...`). */
export function errorsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): DonationErrors {
  const errors: DonationErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as DonationField;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The order in which the form shows its fields, to focus the first one in error. */
export const FIELD_ORDER: DonationField[] = [
  'amount',
  'firstName',
  'lastName',
  'email',
  'phone',
  'cardNumber',
  'cardExpiry',
  'cardCvc',
  'cardName',
];
