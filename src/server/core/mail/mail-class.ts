import type { MailEvent } from '~/server/core/mail/mail-event';
import type { OutboxDraft } from '~/server/core/mail/outbox-draft';

/**
 * What a message is to its reader (docs/decisions/004-email.md, "Nothing dropped in silence"):
 * - receipt: a receipt or confirmation of their own gift; never capped, sent even after a complaint;
 * - account: about their plan, their child's leaving, their sign-in or their giving page; the same;
 * - news: news of their child, a letter returned; never capped, not sent after a complaint;
 * - form: the answer to a public form anyone can fill in with anyone's address (a subscription's
 *   confirmation, a volunteer's);
 * - staff: a notice to the organisation's own address.
 *
 * The daily cap per address (`capped`) holds back only what a stranger can cause from a
 * public form: the form class, and a giving link asked for by typing an address.
 */
export type MailClass = 'receipt' | 'account' | 'news' | 'form' | 'staff';

const CLASSES: Record<OutboxDraft['kind'], MailClass> = {
  'donation-receipt': 'receipt',
  'order-receipt': 'receipt',
  'child-gift-receipt': 'receipt',
  'sponsorship-confirmation': 'receipt',
  'sponsorship-unplaced': 'receipt',
  'giving-statement': 'receipt',
  'plan-notice': 'account',
  'plan-changed': 'account',
  'plan-change-confirm': 'account',
  'child-departure': 'account',
  'child-introduced': 'account',
  'staff-invitation': 'account',
  'staff-password-reset': 'account',
  'staff-security-notice': 'account',
  'giving-link': 'account',
  'portal-link': 'account',
  'email-changed': 'account',
  'child-update': 'news',
  'letter-returned': 'news',
  'letter-edited': 'news',
  'subscription-confirmation': 'form',
  // The holder of a giving link can type anyone's address: capped like a public form's answer.
  'email-change-confirm': 'form',
  'application-confirmation': 'form',
  'contact-notice': 'staff',
  'application-notice': 'staff',
  'plan-lapsed-staff': 'staff',
  'preapproval-staff': 'staff',
  // The weekly "who to call" list to sponsorship staff (people/health/weekly.ts).
  'who-to-call': 'staff',
};

/** The class of a message of this kind. */
export function mailClassOf(kind: string): MailClass {
  return (CLASSES as Record<string, MailClass>)[kind] ?? 'account';
}

/**
 * Whether the daily cap per address applies: a public form's answer. A giving link asked
 * for on the public page is capped; one sent because the payer signed all their links out
 * (`revokedAt`, from their own signed page) is not.
 */
export function isCapped(kind: string, event?: MailEvent): boolean {
  if (kind === 'giving-link') return !(event?.type === 'giving-link' && event.revokedAt);
  return mailClassOf(kind) === 'form';
}

/** Whether the message still goes to an address that complained (receipts and account notices do). */
export const isEssential = (c: MailClass) => c === 'receipt' || c === 'account';

/** The deliverability panel's groups: newsletter, receipts, news of children, everything else. */
export type MailGroup = 'newsletter' | 'receipts' | 'news' | 'notices';
export function mailGroupOf(kind: string | null): MailGroup {
  if (kind === 'newsletter') return 'newsletter';
  const c = kind ? mailClassOf(kind) : 'account';
  return c === 'receipt' ? 'receipts' : c === 'news' ? 'news' : 'notices';
}

/** SQL list of the kinds of a group (for `kind IN (...)`). */
export function kindsOfGroup(group: MailGroup): string[] {
  if (group === 'newsletter') return ['newsletter'];
  return Object.keys(CLASSES).filter((k) => mailGroupOf(k) === group);
}
