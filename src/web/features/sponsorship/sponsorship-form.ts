import type { z } from 'zod';
import type { sponsorshipPaymentSchema } from '~/shared/schemas/sponsorship-payment';

import {
  type PaymentMethod,
  type SponsorshipFrequency,
  sponsorshipFrequencies,
} from '~/shared/schemas/payment-methods';
import type { PaymentField, PaymentFieldValues } from '~/web/features/payment/payment-method-fields';

export type { PaymentMethod };
export type PaymentFrequency = SponsorshipFrequency;

export interface SponsorshipForm {
  sponsorName: string;
  sponsorEmail: string;
  sponsorPhone: string;
  amount: number;
  paymentFrequency: PaymentFrequency;
  paymentMethod: PaymentMethod;
  cardNumber: string;
  cardExpiry: string;
  cardCvv: string;
  cardName: string;
  momoNumber: string;
  pin: string;
  /** "Send my receipts by SMS" to the sponsor's phone: a consent the server records. */
  smsReceipts: boolean;
}

/** docs/product.md: after a successful payment the form resets to amount 50, card, monthly. */
export const defaultSponsorshipForm: SponsorshipForm = {
  sponsorName: '',
  sponsorEmail: '',
  sponsorPhone: '',
  amount: 50,
  paymentFrequency: 'monthly',
  paymentMethod: 'card',
  cardNumber: '',
  cardExpiry: '',
  cardCvv: '',
  cardName: '',
  momoNumber: '',
  pin: '',
  smsReceipts: false,
};

/** The frequencies in docs/product.md's order for the dialog: monthly (the default), then onetime. */
export const frequencyChoices = [...sponsorshipFrequencies].reverse();

/** docs/product.md's sponsorship body names two of the kit's payment fields its own way. */
export const sponsorshipFieldNames = { cardCvc: 'cardCvv', phone: 'momoNumber' } as const satisfies Partial<
  Record<PaymentField, keyof SponsorshipForm>
>;
type PaymentKey = 'cardNumber' | 'cardExpiry' | 'cardCvv' | 'cardName' | 'momoNumber' | 'pin';
export const sponsorshipFieldOf = (f: PaymentField): PaymentKey =>
  f === 'cardCvc' || f === 'phone' ? sponsorshipFieldNames[f] : f;
export const paymentValuesOf = (f: SponsorshipForm): PaymentFieldValues => ({
  cardNumber: f.cardNumber,
  cardExpiry: f.cardExpiry,
  cardCvc: f.cardCvv,
  cardName: f.cardName,
  phone: f.momoNumber,
  pin: f.pin,
});

/** docs/product.md#limits-and-constants: the child's monthly support plus these amounts, in Rwf. */
export const AMOUNT_OPTIONS = [25_000, 35_000, 50_000, 75_000, 100_000] as const;

export const amountOptions = (monthlySupport: number): number[] => [...new Set([monthlySupport, ...AMOUNT_OPTIONS])];

/** The body of POST /api/pay/sponsors: only the chosen method's details travel. */
/** `live`: the card is typed on the partner's page and the PIN on the phone, so neither is sent. */
export function paymentBody(
  childId: string,
  f: SponsorshipForm,
  live = false,
): z.input<typeof sponsorshipPaymentSchema> {
  const paymentDetails = live
    ? f.paymentMethod === 'card'
      ? {}
      : { momoNumber: f.momoNumber }
    : f.paymentMethod === 'card'
      ? {
          cardNumber: f.cardNumber.replace(/\s/g, ''),
          cardExpiry: f.cardExpiry,
          cardCvv: f.cardCvv,
          cardName: f.cardName,
        }
      : { momoNumber: f.momoNumber, pin: f.pin };
  return {
    childId,
    sponsorName: f.sponsorName,
    sponsorEmail: f.sponsorEmail,
    sponsorPhone: f.sponsorPhone,
    amount: f.amount,
    paymentMethod: f.paymentMethod,
    paymentFrequency: f.paymentFrequency,
    paymentDetails,
    ...(f.smsReceipts ? { smsReceipts: true } : {}),
  };
}
