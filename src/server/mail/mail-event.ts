import type { Language } from '~/shared/i18n';

/**
 * E-mail the visitor's actions cause. Handlers call `queueMailEvent` after their
 * record is saved; it must never throw into the request and never block it.
 */
export type MailEvent =
  | { type: 'donation-receipt'; donationId: string; lang?: Language }
  | { type: 'order-receipt'; orderId: string; lang?: Language }
  | { type: 'sponsorship-confirmation'; sponsorshipPaymentId: string; lang?: Language }
  // A sponsorship paid after its child stopped being held for it: thanked, and told staff will be in touch.
  | { type: 'sponsorship-unplaced'; unplacedId: string; lang?: Language }
  | { type: 'application-confirmation'; applicationId: string; lang?: Language }
  | { type: 'application-notice'; applicationId: string }
  | { type: 'contact-notice'; messageId: string }
  | { type: 'subscription-confirmation'; email: string; lang?: Language }
  // Monthly plans (recurring/): a reminder, a failed try, a lapse, a month to pay on the card page; staff told of a lapse.
  | {
      type: 'plan-notice';
      planId: string;
      notice: 'reminder' | 'failed' | 'lapsed' | 'pay-now';
      period: string;
      attempt: number;
      lang?: Language;
    }
  | { type: 'plan-lapsed-staff'; planId: string; period: string }
  // The payer's own giving page: a fresh link on request, and a year's statement on staff's request.
  | { type: 'giving-link'; email: string; lang?: Language }
  | { type: 'giving-statement'; email: string; year: number; lang?: Language };
