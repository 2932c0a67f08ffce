import type { z } from 'zod';
import type { sponsorshipPaymentSchema } from '~/shared/schemas/payment';

export type PaymentMethod = 'card' | 'momo' | 'airtime';
export type PaymentFrequency = 'monthly' | 'onetime';

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

/** SPEC: after a successful payment the form resets to amount 50, card, monthly. */
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

/** SPEC section 9: the child's monthly support plus these amounts, in Rwf. */
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
      ? { cardNumber: f.cardNumber, cardExpiry: f.cardExpiry, cardCvv: f.cardCvv, cardName: f.cardName }
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
