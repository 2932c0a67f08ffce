import { eq } from 'drizzle-orm';
import { applications, children, contactMessages, donations, payments, skills } from '~/server/core/db/schema';
import { sponsorshipPayments } from '~/server/core/db/sponsorship-schema';
import { formatDate, formatRwf } from '~/shared/format';
import { isPaymentMethod } from '~/shared/schemas/payment-methods';
import {
  chosenReceiptName,
  donationReference,
  emailChangeMail,
  GENERAL_DONATION,
  givingFooter,
  givingMail,
  orderReceipt,
  planChangeMail,
  receiptBlocks,
  sponsorshipReference,
} from '~/server/giving';
import { details, emailT, mailLanguageNow, paragraph, signature } from '~/server/core/mail/layout';
import type { MailEvent } from '~/server/core/mail/mail-event';
import { type OutboxDraft, outboxDraft } from '~/server/core/mail/outbox-draft';
import type { EventMailDeps } from '~/server/core/mail/event-mail';
import { contentVersionColumn } from '~/server/core/site/identity';
import {
  childGiftReceipt,
  childNewsMail,
  departureMail,
  introductionMail,
  sponsorshipUnplaced,
} from '~/server/sponsorship';
import { subscriptionConfirmation } from '~/server/messaging';
import { childPublicName } from '~/server/core/db/child-name';
import { localize } from '~/server/core/content/localize';

/*
 * Receipts and confirmations go to an address a visitor typed, which nobody has proved
 * is theirs: anyone can type anyone's address. They carry no text the visitor chose
 * (country, messages), only what the site itself knows (amounts, dates, a child's or
 * skill's name from the database), so that the form cannot be used to send a stranger
 * words of one's choosing. One exception: a receipt for a settled payment names the payer
 * as a tax office requires, as one short line that can hold no link, address
 * or number (receipt-facts.ts). Notices to the organisation carry it all.
 */

type Deps = EventMailDeps;

/** Dates and amounts in the language of the message (the donor's, for a receipt). */
const longDate = (d: Date | string) => formatDate(d, mailLanguageNow(), { dateStyle: 'long' });
const dateTime = (d: Date | string) => formatDate(d, mailLanguageNow(), { dateStyle: 'long', timeStyle: 'short' });
/** A calendar date ('YYYY-MM-DD') shown as itself, whatever the time zone. */
const calendarDate = (d: string) =>
  formatDate(`${d}T12:00:00Z`, mailLanguageNow(), { dateStyle: 'long', timeZone: 'UTC' });
const rwf = (n: number) => formatRwf(n, mailLanguageNow());
const methodLabel = (m: string) => (isPaymentMethod(m) ? emailT(`values.${m}`) : m);
const frequencyLabel = (f: string) => emailT(f === 'monthly' ? 'values.monthly' : 'values.oneTime');
/** A receipt for one gift (not a gift order). */
const ONE_GIFT = { gifts: true, orders: false, single: true };
const orNone = (s: string | null | undefined) => (s && s.trim() ? s : emailT('fields.none'));

async function donationReceipt({ db, config, org: readOrg }: Deps, donationId: string): Promise<OutboxDraft | null> {
  // The content version rides on the record's query: no query of its own while the settings are cached.
  const [row] = await db
    .select({ d: donations, p: payments, version: contentVersionColumn() })
    .from(donations)
    .innerJoin(payments, eq(payments.id, donations.paymentId))
    .where(eq(donations.id, donationId));
  if (!row) return null;
  const { d } = row;
  // No address, no receipt (an anonymous gift may come without one).
  if (!d.email) return null;
  const org = await readOrg(row.version);
  // The reference the payer's page, the PDF and the payment's answer show.
  const reference = donationReference(d.id);
  const blocks = receiptBlocks(org, {
    intro: emailT('donation.intro', { name: org.name }),
    payer: (await chosenReceiptName(db, d.email)) ?? `${d.firstName} ${d.lastName}`,
    rows: [
      [emailT('fields.amount'), rwf(d.amountRwf)],
      [emailT('fields.type'), frequencyLabel(d.donationType)],
      [emailT('fields.method'), methodLabel(d.paymentMethod)],
      [emailT('fields.date'), longDate(d.createdAt)],
      [emailT('fields.reference'), reference],
      // Stored in English (the records staff read); a receipt says it in the payer's language.
      [emailT('fields.target'), d.target === GENERAL_DONATION ? emailT('fields.generalDonation') : d.target],
    ],
    notes: [
      ...(d.donationType === 'monthly' ? [paragraph(emailT('donation.monthly'))] : []),
      ...(d.anonymous ? [paragraph(emailT('donation.anonymous'))] : []),
    ],
    kinds: ONE_GIFT,
    outro: emailT('donation.outro'),
    footer: await givingFooter({ db, config }, d.email),
  });
  const subject = emailT('donation.subject', { reference, name: org.name });
  return outboxDraft(org, 'donation-receipt', d.id, d.email, subject, blocks);
}

async function sponsorshipConfirmation({ db, config, org: readOrg }: Deps, id: string): Promise<OutboxDraft | null> {
  const [row] = await db
    // The child as the public knows them (docs/children-protection.md): the preferred name, never the full name.
    .select({ s: sponsorshipPayments, p: payments, child: childPublicName, version: contentVersionColumn() })
    .from(sponsorshipPayments)
    .innerJoin(payments, eq(payments.id, sponsorshipPayments.paymentId))
    .leftJoin(children, eq(children.id, sponsorshipPayments.childId))
    .where(eq(sponsorshipPayments.id, id));
  if (!row) return null;
  const { s } = row;
  const org = await readOrg(row.version);
  const child = row.child ?? emailT('values.aChild');
  const blocks = receiptBlocks(org, {
    intro: emailT('sponsorship.intro', { child }),
    payer: (await chosenReceiptName(db, s.sponsorEmail)) ?? s.sponsorName,
    rows: [
      [emailT('fields.child'), child],
      [emailT('fields.amount'), rwf(Number(s.amount))],
      [emailT('fields.frequency'), frequencyLabel(s.paymentFrequency)],
      [emailT('fields.method'), methodLabel(s.paymentMethod)],
      [emailT('fields.date'), longDate(s.createdAt)],
      [emailT('fields.reference'), sponsorshipReference(s.id)],
    ],
    kinds: ONE_GIFT,
    outro: emailT('sponsorship.outro', { child }),
    footer: await givingFooter({ db, config }, s.sponsorEmail),
  });
  const subject = emailT('sponsorship.subject', { child, name: org.name });
  return outboxDraft(org, 'sponsorship-confirmation', s.id, s.sponsorEmail, subject, blocks);
}

async function application(deps: Deps, id: string, notice: boolean): Promise<OutboxDraft | null> {
  const [row] = await deps.db
    .select({ a: applications, skill: { name: skills.name, translations: skills.translations } })
    .from(applications)
    .leftJoin(skills, eq(skills.id, applications.skillId))
    .where(eq(applications.id, id));
  if (!row) return null;
  const { a } = row;
  // The skill as staff named it in the message's language (its English name where none).
  const skill = row.skill && localize(row.skill, ['name'], mailLanguageNow()).name;
  const org = await deps.org();
  const name = `${a.firstName} ${a.lastName}`;
  if (!notice) {
    const blocks = [
      paragraph(emailT('layout.greeting')),
      paragraph(emailT('application.intro', { name: org.name })),
      details([
        [emailT('fields.skill'), orNone(skill)],
        [emailT('fields.availability'), calendarDate(a.availabilityDate)],
      ]),
      paragraph(emailT('application.outro')),
      paragraph(emailT('layout.notYou')),
      signature(org),
    ];
    const subject = emailT('application.subject', { name: org.name });
    return outboxDraft(org, 'application-confirmation', a.id, a.email, subject, blocks);
  }
  const blocks = [
    paragraph(emailT('application.noticeIntro')),
    details([
      [emailT('fields.name'), name],
      [emailT('fields.email'), a.email],
      [emailT('fields.phone'), orNone(a.phone)],
      [emailT('fields.country'), a.country],
      [emailT('fields.skill'), orNone(skill)],
      [emailT('fields.availability'), calendarDate(a.availabilityDate)],
      [emailT('fields.received'), dateTime(a.createdAt)],
    ]),
  ];
  const subject = emailT('application.noticeSubject', { name });
  return outboxDraft(org, 'application-notice', a.id, org.email, subject, blocks, a.email);
}

async function contactNotice({ db, org: readOrg }: Deps, id: string): Promise<OutboxDraft | null> {
  const [m] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!m) return null;
  const org = await readOrg();
  const blocks = [
    paragraph(emailT('contact.noticeIntro', { name: m.name })),
    details([
      [emailT('fields.name'), m.name],
      [emailT('fields.email'), m.email],
      [emailT('fields.phone'), orNone(m.phone)],
      [emailT('fields.subject'), m.subject],
      [emailT('fields.received'), dateTime(m.createdAt)],
    ]),
    paragraph(`${emailT('contact.message')}:`),
    paragraph(m.message),
  ];
  const subject = emailT('contact.noticeSubject', { subject: m.subject });
  return outboxDraft(org, 'contact-notice', m.id, org.email, subject, blocks, m.email);
}

/**
 * The message an event stands for, built from the stored record; null when the record is
 * gone. Each domain writes its own messages; this table, above every domain, names them,
 * and is handed to core's outbox by routes.ts (core/mail/event-mail.ts).
 */
export function buildEventMail(deps: Deps, event: MailEvent): Promise<OutboxDraft | null> {
  switch (event.type) {
    case 'donation-receipt':
      return donationReceipt(deps, event.donationId);
    case 'order-receipt':
      return orderReceipt(deps, event.orderId);
    case 'child-gift-receipt':
      return childGiftReceipt(deps, event.giftId);
    case 'sponsorship-confirmation':
      return sponsorshipConfirmation(deps, event.sponsorshipPaymentId);
    case 'sponsorship-unplaced':
      return sponsorshipUnplaced(deps, event.unplacedId);
    case 'application-confirmation':
      return application(deps, event.applicationId, false);
    case 'application-notice':
      return application(deps, event.applicationId, true);
    case 'contact-notice':
      return contactNotice(deps, event.messageId);
    case 'subscription-confirmation':
      return subscriptionConfirmation(deps, event.email);
    case 'plan-changed':
    case 'plan-change-confirm':
      return planChangeMail(deps, event);
    case 'plan-notice':
    case 'plan-lapsed-staff':
    case 'preapproval-staff':
    case 'giving-link':
    case 'giving-statement':
    case 'portal-link':
      return givingMail(deps, event);
    case 'email-change-confirm':
    case 'email-changed':
      return emailChangeMail(deps, event);
    case 'child-departure':
      return departureMail(deps, event.departureId);
    case 'child-introduced':
      return introductionMail(deps, event.departureId);
    case 'child-update':
    case 'letter-returned':
    case 'letter-edited':
      return childNewsMail(deps, event);
  }
}
