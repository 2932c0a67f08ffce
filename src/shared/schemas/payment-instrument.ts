import { z } from 'zod';
import {
  type MobileNetwork,
  type OrderPaymentMethod,
  type PaymentMethod,
  methodOfOrder,
  mobileMoneyProviders,
  paymentMethods,
} from './payment-methods';

/**
 * The same limits for every body: generous ceilings against abuse, not the rules (a
 * card number with spaces, an expiry typed "12 / 30"); the rules are card-rules.ts's.
 */
const bounded = (max: number) => z.string().max(max).optional();
export const instrumentFields = {
  cardNumber: bounded(40),
  cardExpiry: bounded(10),
  cardCvc: bounded(10),
  cardName: bounded(100),
  phone: bounded(30),
  pin: bounded(10),
};
export type InstrumentField = keyof typeof instrumentFields;

/** What a payer typed for one method: the kit's one instrument input. */
export const paymentInstrumentSchema = z.object({
  paymentMethod: z.enum(paymentMethods),
  ...instrumentFields,
  /** MoMo's provider or airtime's network, when the form asks. */
  network: z.enum(mobileMoneyProviders).optional(),
});
export type PaymentInstrumentInput = z.output<typeof paymentInstrumentSchema>;

/**
 * An instrument read from one of docs/product.md's bodies: the values, where each came from (a
 * refusal names the field the way the request spelt it), and the name to give a hosted
 * card page when no card name was typed.
 */
export interface WireInstrument {
  input: PaymentInstrumentInput;
  fields: Record<InstrumentField, string>;
  payerName?: string;
}

const flatFields = Object.fromEntries(Object.keys(instrumentFields).map((f) => [f, f])) as Record<
  InstrumentField,
  string
>;

/** The donation body (POST /api/donations): the instrument's fields at the top level. */
export const donationInstrument = (d: PaymentInstrumentInput): WireInstrument => ({ input: d, fields: flatFields });

const details = (f: InstrumentField | 'cardCvv' | 'momoNumber') => `paymentDetails.${f}`;
const cardDetails = {
  cardNumber: details('cardNumber'),
  cardExpiry: details('cardExpiry'),
  cardCvc: details('cardCvv'),
  cardName: details('cardName'),
  pin: details('pin'),
};

interface CardDetails {
  cardNumber?: string;
  cardExpiry?: string;
  cardCvv?: string;
  cardName?: string;
  pin?: string;
}

/**
 * The sponsorship body (POST /api/pay/sponsors): `paymentDetails` with `cardCvv` and
 * `momoNumber`; without a MoMo number, the sponsor's own phone is asked to pay.
 */
export const sponsorshipInstrument = (s: {
  paymentMethod: PaymentMethod;
  sponsorName: string;
  sponsorPhone: string;
  paymentDetails: CardDetails & { momoNumber?: string };
}): WireInstrument => {
  const d = s.paymentDetails;
  return {
    input: {
      paymentMethod: s.paymentMethod,
      cardNumber: d.cardNumber,
      cardExpiry: d.cardExpiry,
      cardCvc: d.cardCvv,
      cardName: d.cardName,
      phone: d.momoNumber?.trim() || s.sponsorPhone,
      pin: d.pin,
    },
    fields: { ...cardDetails, phone: details('momoNumber') },
    payerName: s.sponsorName,
  };
};

/** The order body (POST /api/orders): 'mobile' is MoMo, with a provider; airtime with a network. */
export const orderInstrument = (o: {
  paymentMethod: OrderPaymentMethod;
  paymentDetails: CardDetails & { phone?: string; provider?: MobileNetwork; network?: 'mtn' | 'airtel' };
}): WireInstrument => {
  const d = o.paymentDetails;
  const network = o.paymentMethod === 'mobile' ? d.provider : o.paymentMethod === 'airtime' ? d.network : undefined;
  return {
    input: {
      paymentMethod: methodOfOrder(o.paymentMethod),
      cardNumber: d.cardNumber,
      cardExpiry: d.cardExpiry,
      cardCvc: d.cardCvv,
      cardName: d.cardName,
      phone: d.phone,
      pin: d.pin,
      ...(network ? { network } : {}),
    },
    fields: { ...cardDetails, phone: details('phone') },
  };
};
