import type { DonationDetails, SponsorshipDetails } from '~/server/giving/payments/purchase-details';

/** Which try of which plan a payment is: kept in the payment's purchase JSON. */
export interface PlanRef {
  planId: string;
  period: string;
  attempt: number;
}

/** A donation's or sponsorship's stored details, with the plan try when a scheduler (or the payer's "pay now") asked for it. */
export type PlanPurchase = (DonationDetails | SponsorshipDetails) & { plan?: PlanRef };

export const isSponsorship = (d: PlanPurchase): d is SponsorshipDetails & { plan?: PlanRef } => 'childName' in d;

/** Whether a first payment starts a plan: a monthly donation or a monthly sponsorship. */
export const isMonthly = (d: PlanPurchase) =>
  isSponsorship(d) ? d.paymentFrequency === 'monthly' : d.donationType === 'monthly';

/** The one Idempotency-Key of one try: a try repeated (after a crash, by a second instance) is the same payment. */
export const chargeKey = (ref: PlanRef) => `plan:${ref.planId}:${ref.period}:${ref.attempt}`;
