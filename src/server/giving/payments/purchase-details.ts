import type { Language } from '~/shared/i18n';
import type { PaymentFrequency, PaymentMethod, SponsorshipFrequency } from '~/shared/schemas/payment-methods';

/*
 * What a payment buys, as kept in `payments.purchase` until the money is taken: read by
 * the resources that write the purchase (api/donations, api/sponsorships) and by the shared
 * machinery around payments (recurring plans, unplaced sponsorships), so it lives here.
 */

/** "DN-", "OR-", "SP-", "CG-" and the first 8 characters of the id: a reference a payer can quote on the phone. */
const receiptReference = (prefix: 'DN' | 'OR' | 'SP' | 'CG') => (id: string) =>
  `${prefix}-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
export const donationReference = receiptReference('DN');
export const orderReference = receiptReference('OR');
export const sponsorshipReference = receiptReference('SP');
/** A sponsor's gift to their child (sponsorship/child-gifts). */
export const childGiftReference = receiptReference('CG');

/** A donation's target when no child is named. */
export const GENERAL_DONATION = 'General Donation';

/** The donation as kept until its money is taken: no card field, no PIN. */
export interface DonationDetails {
  amount: number;
  donationType: PaymentFrequency;
  paymentMethod: PaymentMethod;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  anonymous: boolean;
  childId: string | null;
  target: string;
  lang: Language;
}

/** The sponsorship as kept until its money is taken; the child is held for the payment meanwhile (payments/child-holds.ts). */
export interface SponsorshipDetails {
  childId: string;
  childName: string;
  sponsorName: string;
  sponsorEmail: string;
  sponsorPhone: string;
  amount: number;
  paymentMethod: PaymentMethod;
  paymentFrequency: SponsorshipFrequency;
  lang: Language;
  /** Set by staff who let go of this payment's hold (Sponsorship Management): an approval then needs them. */
  holdReleased?: boolean;
  /** A monthly plan's try (recurring/plan-ref.ts): a payment of the sponsorship that already exists. */
  plan?: unknown;
}
