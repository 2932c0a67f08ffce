import type { Language } from '~/shared/i18n';

/**
 * E-mail the visitor's actions cause. Handlers call `queueMailEvent` after their
 * record is saved; it must never throw into the request and never block it.
 */
export type MailEvent =
  | { type: 'donation-receipt'; donationId: string; lang?: Language }
  | { type: 'order-receipt'; orderId: string; lang?: Language }
  | { type: 'sponsorship-confirmation'; sponsorshipPaymentId: string; lang?: Language }
  | { type: 'application-confirmation'; applicationId: string; lang?: Language }
  | { type: 'application-notice'; applicationId: string }
  | { type: 'contact-notice'; messageId: string }
  | { type: 'subscription-confirmation'; email: string; lang?: Language };
