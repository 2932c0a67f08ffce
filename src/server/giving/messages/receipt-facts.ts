import { givingText } from '~/server/giving/recurring/texts';
import {
  type Block,
  details,
  emailT,
  greeting,
  mailLanguageNow,
  paragraph,
  signature,
} from '~/server/core/mail/layout';
import type { MailOrg } from '~/server/core/mail/org';

/*
 * What an e-mailed receipt carries for a tax office, as the PDF does: who gave,
 * the organisation's legal name and Rwanda Governance Board number, who signs, and that
 * nothing was given in return (a gift order: what it bought).
 *
 * The donor's name is text they typed, sent to an address nobody has proved is theirs
 * (see src/server/mail-messages.ts). A receipt follows a settled payment, so sending one costs the
 * sender real money; and the name is printed only as one short line that cannot carry a
 * link, an address or a phone number. A name that could is left out of the e-mail; the
 * PDF on the payer's own page (reached from their inbox) still names them.
 */
const r = (key: string, vars?: Record<string, unknown>) => givingText(`receipt.${key}`, vars, mailLanguageNow());

const LINK_LIKE = /:\/\/|www\.|@|[a-z0-9-]\.[a-z]{2,}\b|\d[\d\s().+-]{4,}\d/i;

/** The name as a receipt may print it in an e-mail, or null when it could carry anything but a name. */
export function printableName(name: string | null | undefined): string | null {
  const line = (name ?? '').replace(/\s+/g, ' ').trim();
  if (!line || line.length > 120 || LINK_LIKE.test(line)) return null;
  return line;
}

/** The "Received from" row of a receipt's details, when the name may be printed. */
export const receivedFrom = (name: string | null | undefined): [string, string][] => {
  const printable = printableName(name);
  return printable ? [[r('receivedFrom'), printable]] : [];
};

/**
 * The paragraphs after a receipt's details: nothing in return (or, for gift orders, what
 * they bought); then the legal name, the registration and the signatory, each when set.
 */
export function receiptStatement(org: MailOrg, kinds: { gifts: boolean; orders: boolean; single: boolean }): Block[] {
  const name = org.legalName || org.name;
  const blocks: Block[] = [];
  if (kinds.gifts) blocks.push(paragraph(r(kinds.single ? 'noGoods' : 'noGoodsAll')));
  if (kinds.orders) blocks.push(paragraph(r(kinds.single ? 'order' : 'orders', { name })));
  const signatory = [org.signatoryName, org.signatoryTitle].filter(Boolean).join(', ');
  const facts = [
    org.registrationNumber ? r('registration', { number: org.registrationNumber }) : '',
    signatory ? `${r('signedFor', { name })}: ${signatory}` : '',
  ].filter(Boolean);
  // The legal name heads the facts a tax office reads; with none of them it would stand
  // alone in the body (the signature already names the organisation).
  if (facts.length) blocks.push(paragraph([name, ...facts].join('\n')));
  return blocks;
}

/** What a receipt says, between the greeting and the sign-off. */
export interface Receipt {
  intro: string;
  /** The name the payer gave, printed when it may be (`receivedFrom`). */
  payer: string | null | undefined;
  rows: [string, string][];
  /** Paragraphs after the details. */
  notes?: Block[];
  kinds: Parameters<typeof receiptStatement>[1];
  outro: string;
  /** The way to one's giving page (giving-messages.ts), when the receipt has one. */
  footer?: Block[];
}

/** A receipt's blocks: the details under the payer's name, the statement a tax office asks for, the sign-off. */
export const receiptBlocks = (org: MailOrg, r: Receipt): Block[] => [
  // The payer by the name they gave, when it may be printed (else a greeting that fits anyone).
  greeting(printableName(r.payer)),
  paragraph(r.intro),
  details([...receivedFrom(r.payer), ...r.rows]),
  ...(r.notes ?? []),
  ...receiptStatement(org, r.kinds),
  paragraph(r.outro),
  ...(r.footer ?? []),
  paragraph(emailT('layout.notYou')),
  signature(org),
];
