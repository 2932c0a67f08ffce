import type { Language } from '~/shared/i18n';

/**
 * E-mail the visitor's actions cause. Handlers call `queueMailEvent` after their
 * record is saved; it must never throw into the request and never block it.
 */
export type MailEvent =
  | { type: 'donation-receipt'; donationId: string; lang?: Language }
  | { type: 'order-receipt'; orderId: string; lang?: Language }
  // A sponsor's gift to their child (birthday, Christmas, family): its receipt.
  | { type: 'child-gift-receipt'; giftId: string; lang?: Language }
  | { type: 'sponsorship-confirmation'; sponsorshipPaymentId: string; lang?: Language }
  // A sponsorship paid after its child stopped being held for it: thanked, and told staff will be in touch.
  | { type: 'sponsorship-unplaced'; unplacedId: string; lang?: Language }
  | { type: 'application-confirmation'; applicationId: string; lang?: Language }
  | { type: 'application-notice'; applicationId: string }
  | { type: 'contact-notice'; messageId: string }
  | { type: 'subscription-confirmation'; email: string; lang?: Language }
  // Monthly plans (recurring/): a reminder (mobile money, or a card plan's new amount), a failed try, a lapse, a month to pay on the card page; staff told of a lapse.
  | {
      type: 'plan-notice';
      planId: string;
      // Issue 43: debit-notice (24 h before an automatic debit), card-expiring (14 days before a charge the
      // card will not live to), preapproval-renewal (approve again on the phone), preapproval-ended (back to prompts).
      notice:
        | 'reminder'
        | 'card-reminder'
        | 'failed'
        | 'lapsed'
        | 'pay-now'
        | 'debit-notice'
        | 'card-expiring'
        | 'preapproval-renewal'
        | 'preapproval-ended';
      period: string;
      attempt: number;
      lang?: Language;
    }
  | { type: 'plan-lapsed-staff'; planId: string; period: string }
  // Issue 43: staff told that a plan's MoMo pre-approval ended, or that MTN does not confirm its cancellation.
  | { type: 'preapproval-staff'; planId: string; ref: string; issue: 'ended' | 'cancel-failing' }
  // Every change of a plan, told to its payer (`at`: when, so each change is one message);
  // and the one-use link that confirms a raise asked from a giving link (plan-change-messages.ts).
  | {
      type: 'plan-changed';
      planId: string;
      action: 'amount' | 'day' | 'pause' | 'resume' | 'cancel' | 'method' | 'skip' | 'stop-automatic';
      by: 'payer' | 'staff';
      at: string;
      lang?: Language;
    }
  | { type: 'plan-change-confirm'; requestId: string; lang?: Language }
  // The payer's own giving page: a fresh link on request, and a year's statement on staff's request.
  // `revokedAt`: sent after the payer signed out of all links (then never merged with an earlier request's).
  | { type: 'giving-link'; email: string; lang?: Language; revokedAt?: string }
  | { type: 'giving-statement'; email: string; year: number; lang?: Language }
  // An imported supporter's first link to their giving page, when staff send an import's portal links (one per address, ever).
  | { type: 'portal-link'; supporterId: string; lang?: Language }
  // A supporter's change of address from their giving page (my-giving/email-change.ts): the link
  // that confirms it, to the new address; the notice to the old one once it is confirmed (`at`).
  | { type: 'email-change-confirm'; from: string; to: string; expiresAt: number; lang?: Language }
  | { type: 'email-changed'; from: string; to: string; at: string; lang?: Language }
  // A sponsor told that their child left the programme, asked to choose what follows (departure-message.ts).
  | { type: 'child-departure'; departureId: string; lang?: Language }
  // The child a sponsor chose to sponsor next, introduced (departure-message.ts).
  | { type: 'child-introduced'; departureId: string; lang?: Language }
  // News of a sponsored child for one of its sponsors, and a letter returned to its writer (mail/child-news-messages.ts).
  | { type: 'child-update'; updateId: string; sponsorshipId: string; lang?: Language }
  | { type: 'letter-returned'; letterId: string; lang?: Language }
  // A sponsor's letter staff edited before approving it: the writer is told, with what the child will read.
  | { type: 'letter-edited'; letterId: string; lang?: Language };
