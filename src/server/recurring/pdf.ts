import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import type { Config } from '~/server/config';
import { formatDate, formatRwf, formatUsd } from '~/shared/format';
import type { Language } from '~/shared/i18n';
import { givingText } from './texts';
import type { GivingPayment } from '~/shared/schemas/giving';

/*
 * Receipts and yearly statements as PDF, with pdf-lib: pure JavaScript (no native
 * build, no headless browser), typed, and the standard fonts need no font files.
 * Those fonts cover Latin-1 (English, French, Kinyarwanda); any other character is
 * replaced so a name typed in another script can never break the document.
 */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const GREEN = rgb(0.02, 0.37, 0.27);
const GREY = rgb(0.28, 0.33, 0.41);

const safe = (s: string) =>
  s
    .replace(/[\u2000-\u200b\u202f\u205f]/g, ' ')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
export const amountText = (p: Pick<GivingPayment, 'amount' | 'currency'>, lang: Language) =>
  p.currency === 'USD' ? formatUsd(p.amount, lang) : formatRwf(p.amount, lang);

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  line(text: string, opts: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; x?: number } = {}) {
    const size = opts.size ?? 11;
    if (this.y < MARGIN + size) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
    this.page.drawText(safe(text), {
      x: MARGIN + (opts.x ?? 0),
      y: this.y - size,
      size,
      font: opts.bold ? this.bold : this.font,
      color: opts.color ?? rgb(0.06, 0.09, 0.16),
    });
    this.y -= size + 6;
  }
  row(label: string, value: string) {
    this.line(label, { color: GREY });
    this.y += 17;
    this.line(value, { bold: true, x: 170 });
  }
  gap(h = 10) {
    this.y -= h;
  }
}

async function start(org: Config['org'], title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(safe(title));
  doc.setAuthor(safe(org.name));
  doc.setCreator(safe(org.name));
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  w.line(org.name, { size: 16, bold: true, color: GREEN });
  w.line(`${org.address} - ${org.email} - ${org.phone}`, { size: 9, color: GREY });
  w.gap(14);
  w.line(title, { size: 18, bold: true });
  w.gap(6);
  return w;
}

const t = (key: string, lang: Language, vars?: Record<string, unknown>) => givingText(`pdf.${key}`, vars, lang);
const day = (iso: string, lang: Language) => formatDate(iso, lang, { dateStyle: 'long' });
const method = (m: string, lang: Language) => givingText(`page.methods.${m}`, undefined, lang);

export async function receiptPdf(org: Config['org'], p: GivingPayment, email: string, lang: Language): Promise<Buffer> {
  const w = await start(org, t('receiptTitle', lang, { reference: p.reference }));
  w.row(t('reference', lang), p.reference);
  w.row(t('date', lang), day(p.date, lang));
  w.row(t('amount', lang), amountText(p, lang));
  w.row(t('for', lang), p.description || givingText(`page.kinds.${p.kind}`, undefined, lang));
  w.row(t('method', lang), method(p.method, lang));
  w.row(t('email', lang), email);
  if (p.planId) w.row(t('plan', lang), t('monthly', lang));
  w.gap(16);
  w.line(t('thanks', lang));
  return Buffer.from(await w.doc.save());
}

export async function statementPdf(
  org: Config['org'],
  payments: GivingPayment[],
  email: string,
  year: number,
  lang: Language,
): Promise<Buffer> {
  const w = await start(org, t('statementTitle', lang, { year }));
  w.row(t('email', lang), email);
  w.row(t('period', lang), `${year}-01-01 - ${year}-12-31`);
  w.gap(8);
  for (const p of [...payments].reverse())
    w.line(
      `${p.date.slice(0, 10)}   ${p.reference}   ${amountText(p, lang)}   ${p.description || givingText(`page.kinds.${p.kind}`, undefined, lang)} (${method(p.method, lang)})`,
      { size: 10 },
    );
  if (!payments.length) w.line(t('none', lang), { color: GREY });
  w.gap(8);
  for (const [currency, total] of totals(payments))
    w.line(t('total', lang, { amount: amountText({ amount: total, currency }, lang) }), { bold: true });
  w.gap(16);
  w.line(t('thanks', lang));
  return Buffer.from(await w.doc.save());
}

/** A year's totals per currency (gift orders are in USD, gifts in RWF); cents summed as integers. */
export function totals(payments: GivingPayment[]): [GivingPayment['currency'], number][] {
  const sums = new Map<GivingPayment['currency'], number>();
  for (const p of payments)
    sums.set(p.currency, (sums.get(p.currency) ?? 0) + (p.currency === 'USD' ? Math.round(p.amount * 100) : p.amount));
  return [...sums].map(([c, n]) => [c, c === 'USD' ? n / 100 : n]);
}
