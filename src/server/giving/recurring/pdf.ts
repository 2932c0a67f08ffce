import { formatDate, formatRwf, formatUsd } from '~/shared/format';
import type { Language } from '~/shared/i18n';
import type { GivingPayment, ReceiptProfile } from '~/shared/schemas/giving';
import type { SiteContent } from '~/shared/schemas/site-settings';
import { type Column, GREEN, GREY, Writer } from './pdf-layout';
import { givingText } from './texts';

/*
 * Receipts and yearly statements a tax office accepts, in the donor's
 * language: the organisation's legal name, address and Rwanda Governance Board number;
 * who gave (name, postal address when given, e-mail); a table with its heads (date,
 * reference, what for, method, amount); the total per currency; that nothing was given
 * in return (a gift order says what it bought instead); and who signs for the charity.
 */

/** The organisation as receipts name it: Site settings' identity in the receipt's language. */
export type ReceiptOrg = Pick<
  SiteContent['identity'],
  'name' | 'legalName' | 'address' | 'email' | 'phone' | 'registrationNumber' | 'signatoryName' | 'signatoryTitle'
>;
/** Who gave: the receipt profile and the address the signed link names. */
export type Donor = Pick<ReceiptProfile, 'name' | 'postalAddress'> & { email: string };

export const amountText = (p: Pick<GivingPayment, 'amount' | 'currency'>, lang: Language) =>
  p.currency === 'USD' ? formatUsd(p.amount, lang) : formatRwf(p.amount, lang);

const t = (key: string, lang: Language, vars?: Record<string, unknown>) => givingText(key, vars, lang);
const day = (iso: string, lang: Language) => formatDate(iso, lang, { dateStyle: 'long' });
const method = (m: string, lang: Language) => t(`page.methods.${m}`, lang);

/** What a payment was for, as a receipt says it: a gift order names the gifts it bought. */
export function paymentPurpose(p: GivingPayment, lang: Language): string {
  if (p.kind === 'order') return t('receipt.giftOrder', lang, { items: p.description || t('page.kinds.order', lang) });
  if (p.kind === 'child-gift')
    return t('receipt.childGift', lang, { child: p.description || t('receipt.aChild', lang) });
  const what = p.description || t(`page.kinds.${p.kind}`, lang);
  return p.planId ? `${what} (${t('pdf.monthly', lang).toLowerCase()})` : what;
}

/** What the donor got in return: nothing for gifts; the gifts bought, for gift orders. */
export function inReturn(payments: GivingPayment[], org: ReceiptOrg, lang: Language, single: boolean): string[] {
  const orders = payments.some((p) => p.kind === 'order');
  const gifts = payments.some((p) => p.kind !== 'order');
  const out: string[] = [];
  if (gifts || !payments.length) out.push(t(single ? 'receipt.noGoods' : 'receipt.noGoodsAll', lang));
  if (orders) out.push(t(single ? 'receipt.order' : 'receipt.orders', lang, { name: org.legalName || org.name }));
  return out;
}

async function start(org: ReceiptOrg, title: string, donor: Donor, lang: Language) {
  const w = await Writer.create(title, org.legalName || org.name);
  w.text(org.name, { size: 16, bold: true, color: GREEN, after: 2 });
  if (org.legalName && org.legalName !== org.name) w.text(org.legalName, { bold: true, size: 10.5 });
  w.text(org.address, { size: 9, color: GREY });
  w.text([org.email, org.phone].filter(Boolean).join(' - '), { size: 9, color: GREY });
  if (org.registrationNumber)
    w.text(t('receipt.registration', lang, { number: org.registrationNumber }), { size: 9, color: GREY });
  w.gap(14);
  w.text(title, { size: 18, bold: true, after: 2 });
  w.text(t('receipt.issued', lang, { date: day(new Date().toISOString(), lang) }), { size: 9, color: GREY, after: 8 });
  w.labelled(
    t('receipt.receivedFrom', lang),
    [donor.name, donor.postalAddress, donor.email].filter(Boolean).join('\n'),
  );
  return w;
}

const columns = (lang: Language): Column[] => [
  { head: t('receipt.columns.date', lang), width: 0.19 },
  { head: t('receipt.columns.reference', lang), width: 0.16 },
  { head: t('receipt.columns.for', lang), width: 0.31 },
  { head: t('receipt.columns.method', lang), width: 0.15 },
  { head: t('receipt.columns.amount', lang), width: 0.19, align: 'right' },
];
const row = (p: GivingPayment, lang: Language) => [
  day(p.date, lang),
  p.reference,
  paymentPurpose(p, lang),
  method(p.method, lang),
  amountText(p, lang),
];

async function end(w: Writer, payments: GivingPayment[], org: ReceiptOrg, lang: Language, single: boolean) {
  w.gap(12);
  for (const line of inReturn(payments, org, lang, single)) w.text(line, { after: 4 });
  w.gap(18);
  w.ensure(70);
  w.text(t('receipt.signedFor', lang, { name: org.legalName || org.name }), { color: GREY, after: 26 });
  w.rule();
  w.gap(4);
  const signatory = [org.signatoryName, org.signatoryTitle].filter(Boolean).join(', ');
  if (signatory) w.text(signatory, { bold: true });
  w.gap(12);
  w.text(t('pdf.thanks', lang), { color: GREEN });
  return w.finish((page, pages) => t('receipt.page', lang, { page, pages }));
}

export async function receiptPdf(org: ReceiptOrg, p: GivingPayment, donor: Donor, lang: Language): Promise<Buffer> {
  const w = await start(org, t('pdf.receiptTitle', lang, { reference: p.reference }), donor, lang);
  w.gap(14);
  w.table(columns(lang), [row(p, lang)]);
  return end(w, [p], org, lang, true);
}

export async function statementPdf(
  org: ReceiptOrg,
  payments: GivingPayment[],
  donor: Donor,
  year: number,
  lang: Language,
): Promise<Buffer> {
  const w = await start(org, t('pdf.statementTitle', lang, { year }), donor, lang);
  const from = formatDate(`${year}-01-01T12:00:00Z`, lang, { dateStyle: 'long', timeZone: 'UTC' });
  const to = formatDate(`${year}-12-31T12:00:00Z`, lang, { dateStyle: 'long', timeZone: 'UTC' });
  w.gap(4);
  w.labelled(t('pdf.period', lang), `${from} - ${to}`);
  w.gap(14);
  if (!payments.length) w.text(t('pdf.none', lang), { color: GREY });
  else {
    const sums = totals(payments).map(([currency, amount]) => [
      '',
      '',
      t('receipt.totalFor', lang, { currency }),
      '',
      amountText({ amount, currency }, lang),
    ]);
    w.table(columns(lang), [...[...payments].reverse().map((p) => row(p, lang)), ...sums], { boldLast: sums.length });
  }
  return end(w, payments, org, lang, false);
}

/** A year's totals per currency (gift orders are in USD, gifts in RWF); cents summed as integers. */
export function totals(payments: GivingPayment[]): [GivingPayment['currency'], number][] {
  const sums = new Map<GivingPayment['currency'], number>();
  for (const p of payments)
    sums.set(p.currency, (sums.get(p.currency) ?? 0) + (p.currency === 'USD' ? Math.round(p.amount * 100) : p.amount));
  return [...sums].map(([c, n]) => [c, c === 'USD' ? n / 100 : n]);
}
