import { describe, expect, it } from 'vitest';
import { columnText, inkIn, pdfText, pdfWords, renderPages } from '~test/pdf';
import type { GivingPayment } from '~/shared/schemas/giving';
import { allLanguages } from '~/shared/i18n/core';
import { type Donor, type ReceiptOrg, receiptPdf, statementPdf } from './pdf';
import { A4, CONTENT_WIDTH, MARGIN } from './pdf-layout';
import { givingText } from './texts';

const org: ReceiptOrg = {
  name: 'Hope for Musanze Children',
  legalName: 'Hope for Musanze Children Rwanda, association sans but lucratif',
  address: 'KN 5 Road, Muhoza Sector, Musanze District, Northern Province, Rwanda',
  email: 'office@hope.rw',
  phone: '+250 788 123 456',
  registrationNumber: 'RGB/NGO/RL/0123/2019',
  signatoryName: 'Jeanne Uwase',
  signatoryTitle: 'Executive Director',
};
const donor: Donor = {
  name: 'Marie-Thérèse Évangéline Nyirahabimana-Habyarimana de la Fontaine-Bellevue et Saint-Exupéry-Montgomery Kagame',
  postalAddress:
    'Flat 12, Rosewood Court\n145 Long Avenue of the Many Jacaranda Trees\nBrighton BN1 1AA\nUnited Kingdom',
  email: 'marie.therese@example.org',
};
const LONG_CHILD =
  'Sponsor Jean-Baptiste Niyonzima, who loves football, mathematics and drawing, and who dreams of becoming a doctor in Musanze';
const ORDER_ITEMS = 'School kit, Goat for a family, Mosquito nets (two), Water filter, Chickens for a family, Books';
let n = 0;
const payment = (p: Partial<GivingPayment>): GivingPayment => ({
  _id: crypto.randomUUID(),
  kind: 'donation',
  amount: 30_000,
  currency: 'RWF',
  method: 'momo',
  date: `2026-0${1 + (n % 9)}-1${n++ % 10}T09:00:00.000Z`,
  reference: `DN-${String(1000 + n).padStart(8, 'A')}`,
  description: 'General Donation',
  planId: null,
  ...p,
});

const flat = (text: string) => text.replace(/\s+/g, ' ');
/** The "for" column: from 35% to 66% of the content width. */
const forColumn = (pdf: Buffer) =>
  columnText(pdfWords(pdf), MARGIN + 0.35 * CONTENT_WIDTH - 1, MARGIN + 0.66 * CONTENT_WIDTH - 1);
const t = (key: string, lang: (typeof allLanguages)[number], vars?: Record<string, unknown>) =>
  flat(givingText(key, vars, lang));

/** No word outside the margins, on any page; every page rendered with no ink in its side margins. */
function expectWithinMargins(pdf: Buffer) {
  const words = pdfWords(pdf);
  expect(words.length).toBeGreaterThan(20);
  for (const w of words) {
    expect(w.xMin, w.text).toBeGreaterThanOrEqual(MARGIN - 1);
    expect(w.xMax, w.text).toBeLessThanOrEqual(w.pageWidth - MARGIN + 1);
    expect(w.yMin, w.text).toBeGreaterThanOrEqual(MARGIN - 1);
    expect(w.yMax, w.text).toBeLessThanOrEqual(w.pageHeight - MARGIN + 18);
  }
  const pages = renderPages(pdf);
  const side = (MARGIN - 8) / A4[0];
  for (const page of pages) {
    expect(page.width).toBeGreaterThan(300);
    expect(inkIn(page, { left: 0, top: 0, right: side, bottom: 1 })).toBe(0);
    expect(inkIn(page, { left: 1 - side, top: 0, right: 1, bottom: 1 })).toBe(0);
  }
  return { words, pages };
}

/** The five column heads, on one line, left to right, on `page`. */
function expectHeads(words: ReturnType<typeof pdfWords>, lang: (typeof allLanguages)[number], page: number) {
  const heads = ['date', 'reference', 'for', 'method', 'amount'].map((k) => t(`receipt.columns.${k}`, lang));
  const onPage = words.filter((w) => w.page === page);
  const line = onPage.find((first) => {
    const row = onPage.filter((w) => Math.abs(w.yMin - first.yMin) < 2).sort((a, b) => a.xMin - b.xMin);
    return row.map((w) => w.text).join(' ') === heads.join(' ');
  });
  expect(line, `${lang}: the heads "${heads.join(' | ')}" on one line of page ${page}`).toBeDefined();
}

describe('receipts and yearly statements (PDF)', () => {
  for (const lang of allLanguages) {
    it(`a receipt names the donor, the charity and its registration, in a table with heads (${lang})`, async () => {
      const pdf = await receiptPdf(org, payment({ kind: 'sponsorship', description: LONG_CHILD }), donor, lang);
      const text = flat(pdfText(pdf));
      for (const part of [donor.name, 'Rosewood Court', 'Brighton BN1 1AA', donor.email])
        expect(text, part).toContain(part);
      for (const part of [org.legalName, org.registrationNumber, org.signatoryName, org.address])
        expect(text, part).toContain(part);
      expect(text).toContain(t('receipt.registration', lang, { number: org.registrationNumber }));
      expect(text).toContain(t('receipt.noGoods', lang));
      expect(forColumn(pdf)).toContain(flat(LONG_CHILD));
      expect(text).not.toContain(t('receipt.order', lang, { name: org.legalName }));
      const { words, pages } = expectWithinMargins(pdf);
      expect(pages).toHaveLength(1);
      expectHeads(words, lang, 1);
      // The table has ink in its middle third, where the heads and the row are.
      expect(inkIn(pages[0]!, { left: 0.1, top: 0.3, right: 0.9, bottom: 0.6 })).toBeGreaterThan(200);
    });

    it(`a statement over several pages repeats its heads and totals each currency (${lang})`, async () => {
      const payments = [
        ...Array.from({ length: 44 }, (_, i) =>
          payment({ amount: 10_000 + i * 1000, description: i % 7 ? 'General Donation' : LONG_CHILD }),
        ),
        payment({ kind: 'order', currency: 'USD', amount: 120.5, method: 'card', description: ORDER_ITEMS }),
        payment({ kind: 'order', currency: 'USD', amount: 15, method: 'card', description: 'Goat' }),
      ];
      const pdf = await statementPdf(org, payments, donor, 2026, lang);
      const text = flat(pdfText(pdf));
      expect(text).toContain(donor.name);
      expect(text).toContain(org.registrationNumber);
      expect(text).toContain(t('receipt.noGoodsAll', lang));
      expect(text).toContain(t('receipt.orders', lang, { name: org.legalName }));
      expect(forColumn(pdf)).toContain(flat(t('receipt.giftOrder', lang, { items: ORDER_ITEMS })));
      const rwf = payments.filter((p) => p.currency === 'RWF').reduce((a, p) => a + p.amount, 0);
      for (const currency of ['RWF', 'USD']) expect(text).toContain(t('receipt.totalFor', lang, { currency }));
      // 1,386,000 written the language's way: its digits, in order, on the total's line.
      const totalLine = pdfText(pdf)
        .split('\n')
        .find((l) => l.includes(t('receipt.totalFor', lang, { currency: 'RWF' })))!;
      expect(totalLine.replace(/\D/g, '')).toBe(String(rwf));
      const usdLine = pdfText(pdf)
        .split('\n')
        .find((l) => l.includes(t('receipt.totalFor', lang, { currency: 'USD' })))!;
      expect(usdLine.replace(/\D/g, '')).toBe('13550');
      const { words, pages } = expectWithinMargins(pdf);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expectHeads(words, lang, 1);
      expect(words.some((w) => w.page === 2 && w.text === t('receipt.columns.reference', lang).split(' ')[0])).toBe(
        true,
      );
      expect(text).toContain(t('receipt.page', lang, { page: pages.length, pages: pages.length }));
    });
  }

  it('a gift order receipt says what it bought instead of "nothing in return"; a statement of no gifts says so', async () => {
    const pdf = await receiptPdf(
      org,
      payment({ kind: 'order', currency: 'USD', amount: 40, description: 'Goat' }),
      donor,
      'en',
    );
    const text = flat(pdfText(pdf));
    expect(text).toContain('Gift order: Goat');
    expect(text).toContain('This payment bought the gifts named above');
    expect(text).not.toContain('No goods or services');
    const none = flat(pdfText(await statementPdf(org, [], { ...donor, postalAddress: '' }, 2025, 'en')));
    expect(none).toContain('No gifts in this year.');
    expect(none).toContain('Giving statement 2025');
  });

  it('leaves out what Site settings do not have yet, and replaces characters its fonts cannot show', async () => {
    const bare = { ...org, legalName: '', registrationNumber: '', signatoryName: '', signatoryTitle: '' };
    const pdf = await receiptPdf(bare, payment({}), { ...donor, name: 'Ωmega 山田 Uwimana' }, 'en');
    const text = flat(pdfText(pdf));
    expect(text).not.toContain('Rwanda Governance Board');
    expect(text).toContain(`For ${org.name}`);
    expect(text).toContain('?mega ?? Uwimana');
  });
});
