/**
 * The public face of src/server/giving (README.md beside it): the one file another part of
 * src/server imports. Its re-exports are kept by scripts/domain-imports.ts (docs/architecture.md).
 */

export { analyticsRoutes } from './analytics/routes';
export { donationRoutes } from './donations/routes';
export { donationPurchase } from './donations/write-donation';
export { donorRoutes } from './donors/routes';
export {
  EMAIL_CHANGE_TTL_MS,
  type EmailChange,
  signEmailChangeToken,
  verifyEmailChangeToken,
} from './links/email-change-token';
export { GIVING_LINK_TTL_MS, givingSecret, signedPayer, signGivingToken } from './links/giving-token';
export { PLAN_CHANGE_TTL_MS, verifyPlanChangeToken } from './links/plan-change-token';
export { emailChangeMail } from './messages/email-change-messages';
export { givingFooter, givingLink, givingMail } from './messages/giving-messages';
export { orderReceipt } from './messages/order-receipt';
export { planChangeMail } from './messages/plan-change-messages';
export { receiptBlocks } from './messages/receipt-facts';
export { orderRoutes } from './orders/routes';
export { orderPurchase } from './orders/write-order';
export { registerPaymentCallbacks } from './payments/callback';
export { childStateOf, holdChild, placeableFor, releaseHold, releaseLapsedHolds } from './payments/child-holds';
export { createPaymentGateway, type PaymentGateway } from './payments/gateway';
export { instrumentFor } from './payments/instrument';
export { paymentCall, type PaymentCall } from './payments/payment-call';
export { paymentRoute } from './payments/payment-route';
export { parseRwandanPhone } from './payments/phone';
export { startPaymentPoller } from './payments/poller';
export { paymentRefusal, paymentText } from './payments/providers/messages';
export { readPaymentSettings } from './payments/providers/settings';
export {
  childGiftReference,
  donationReference,
  GENERAL_DONATION,
  orderReference,
  type SponsorshipDetails,
  sponsorshipReference,
} from './payments/purchase-details';
export type { PurchaseWriter, WrittenPurchase } from './payments/purchase-writer';
export { type Purchases, purchasesOf } from './payments/purchases';
export { paymentRoutes } from './payments/routes';
export type { PaymentDeps } from './payments/settle';
export { type PaymentAnswer, sendPaymentAnswer, takePayment } from './payments/take-payment';
export { runAt } from './recurring/calendar';
export { chargePlan, type ChargeResult, type PlanRow } from './recurring/charge';
export { hasGiven, isPlanOf, paymentsOf, paymentsOfSupporters, plansOfSupporters, planView } from './recurring/giving';
export { changePlan, checkAmount, resumeColumns } from './recurring/manage';
export { type ReceiptOrg, receiptPdf, statementPdf } from './recurring/pdf';
export { GREEN, GREY, Writer } from './recurring/pdf-layout';
export type { PlanPurchase } from './recurring/plan-ref';
export { stopPreapprovals } from './recurring/preapproval';
export { runPreapprovalPass } from './recurring/preapproval-pass';
export { preapprovalCallbackRoutes } from './recurring/preapproval-routes';
export { chosenReceiptName, receiptProfileOf, saveReceiptProfile } from './recurring/receipt-profile';
export { recurringRoutes } from './recurring/routes';
export { runRecurringPass, startRecurringScheduler } from './recurring/scheduler';
export { withPlans } from './recurring/settlement-hook';
export {
  markKeptMonth,
  type SponsorshipMonth,
  writeSettledPayment,
  writeSponsorshipMonth,
} from './recurring/sponsorship-month';
export { givingText } from './recurring/texts';
