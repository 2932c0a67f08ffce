import { describe, expect, it } from 'vitest';
import { makeStaff, tokenFor } from '~test/staff';
import { expectError, expectJson, send } from '~test/api';
import {
  daysAgo,
  paidChildGift,
  paidDonation,
  paidOrder,
  paidSponsorship,
  readCsv,
  refundedUnplaced,
} from '~test/books';
import { testServerForFile, type TestServer } from '~test/server';
import { defaultAccountingSettings } from '~/shared/schemas/accounting';
import { zonedDay } from '~/shared/time-zone';
import { journalPages } from './entries';

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

const db = () => s.database.db;
const day = (d: Date) => zonedDay(d, s.config.ORG_TIME_ZONE);
const journal = (query: string, as = token) => s.request(`/api/accounting/journal?${query}`, { token: as });
const last30 = () => `from=${day(daysAgo(30))}&to=${day(new Date())}`;

async function seed() {
  // Outside the period: counted nowhere in it.
  await paidDonation(db(), { amountMinor: 99_000, at: daysAgo(60) });
  await paidDonation(db(), { amountMinor: 10_000, at: daysAgo(3), providerRef: 'momo-1' });
  await paidDonation(db(), {
    amountMinor: 20_000,
    at: daysAgo(2),
    method: 'card',
    provider: 'flutterwave',
    feeMinor: 700,
  });
  const offline = await send(
    s,
    'POST',
    '/api/donations/offline',
    {
      amount: 5_000,
      method: 'cash',
      firstName: 'Jean',
      lastName: 'Uwimana',
      email: 'jean@example.org',
      receivedOn: day(daysAgo(4)),
    },
    token,
  );
  expect(offline.status).toBe(201);
  await paidSponsorship(db(), { amountMinor: 15_000, at: daysAgo(5), provider: 'airtel-money', providerRef: 'air-1' });
  await paidChildGift(db(), { amountMinor: 8_000, at: daysAgo(6) });
  await paidOrder(db(), { amountMinor: 2_550, at: daysAgo(7) });
  await refundedUnplaced(db(), { amountMinor: 12_000, at: daysAgo(9), refundedAt: daysAgo(8) });
}

/** Each account's balance (debits less credits) in the journal, per currency. */
function balances(rows: Record<string, string>[]) {
  const out = new Map<string, number>();
  for (const r of rows) {
    const key = `${r.Account} ${r.Currency}`;
    out.set(key, (out.get(key) ?? 0) + Number(r.Debit || 0) - Number(r.Credit || 0));
  }
  return out;
}

describe('the accounting journal (docs/accounting.md)', () => {
  it('makes one balanced entry per settled payment, refund and offline gift, each fund equal to its records', async () => {
    await seed();
    const res = await journal(`${last30()}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const rows = readCsv(await res.text());
    const entries = new Map<string, Record<string, string>[]>();
    for (const r of rows) entries.set(r.Entry!, [...(entries.get(r.Entry!) ?? []), r]);
    // 3 donations in the period (2 paid, 1 offline), a sponsorship, a child gift, an order, an unplaced payment and its refund.
    expect(entries.size).toBe(8);
    for (const [n, lines] of entries) {
      const debit = lines.reduce((t, l) => t + Number(l.Debit || 0), 0);
      const credit = lines.reduce((t, l) => t + Number(l.Credit || 0), 0);
      expect(debit, `entry ${n}`).toBeCloseTo(credit, 6);
      expect(debit, `entry ${n}`).toBeGreaterThan(0);
    }
    const codes = defaultAccountingSettings;
    const b = balances(rows);
    // Donation Records of the same period says the general fund's total.
    const records = await expectJson<{ totalAmount: number }>(
      await s.request('/api/donations?period=30d', { token }),
      200,
    );
    expect(records.totalAmount).toBe(35_000);
    expect(-b.get(`${codes.funds.general} RWF`)!).toBe(records.totalAmount);
    expect(-b.get(`${codes.funds.sponsorship} RWF`)!).toBe(15_000 + 12_000 - 12_000);
    expect(-b.get(`${codes.funds.childGifts} RWF`)!).toBe(8_000);
    expect(-b.get(`${codes.funds.catalogue} USD`)!).toBeCloseTo(25.5, 6);
    // The card donation's fee is an expense; its clearing account gets the rest.
    expect(b.get(`${codes.fees} RWF`)).toBe(700);
    expect(rows.find((r) => r.Account === codes.fees)!.Reference).toMatch(/^DN-/);
    expect(b.get(`${codes.clearing.cash} RWF`)).toBe(5_000);
    expect(b.get(`${codes.clearing.airtel} RWF`)).toBe(15_000);
    // The refund's entry returns the money: the sponsorship fund debited, MoMo's clearing account credited.
    const refund = rows.filter((r) => r.Reference!.startsWith('RF-'));
    expect(refund.map((r) => [r.Account, r.Debit, r.Credit])).toEqual([
      [codes.funds.sponsorship, '12000', ''],
      [codes.clearing.momo, '', '12000'],
    ]);
  });

  it('writes QuickBooks Online and Xero imports of the same entries, with the codes set in Site settings', async () => {
    const codes = { ...defaultAccountingSettings, funds: { ...defaultAccountingSettings.funds, general: 'INC.GEN' } };
    expect((await send(s, 'PUT', '/api/accounting/settings', codes, token)).status).toBe(200);
    expect(await expectJson(await s.request('/api/accounting/settings', { token }), 200)).toEqual({ data: codes });
    const xero = readCsv(await (await journal(`${last30()}&format=xero`)).text());
    expect(Object.keys(xero[0]!)).toEqual([
      '*Narration',
      '*Date',
      'Description',
      '*AccountCode',
      '*TaxRate',
      '*Amount',
    ]);
    const byNarration = new Map<string, number>();
    for (const r of xero)
      byNarration.set(r['*Narration']!, (byNarration.get(r['*Narration']!) ?? 0) + Number(r['*Amount']));
    for (const [n, sum] of byNarration) expect(sum, n).toBeCloseTo(0, 6);
    expect(xero.filter((r) => r['*AccountCode'] === 'INC.GEN').reduce((t, r) => t - Number(r['*Amount']), 0)).toBe(
      35_000,
    );
    const qbo = readCsv(await (await journal(`${last30()}&format=qbo`)).text());
    expect(Object.keys(qbo[0]!).slice(0, 6)).toEqual([
      'Journal No',
      'Journal Date',
      'Currency Code',
      'Account',
      'Debits',
      'Credits',
    ]);
    expect(qbo[0]!['Journal Date']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await send(s, 'PUT', '/api/accounting/settings', defaultAccountingSettings, token);
  });

  it('refuses a bad account code, a bad period and a bad format with a 400, and keeps what was saved', async () => {
    const bad = { ...defaultAccountingSettings, fees: '=HYPERLINK("x")' };
    await expectError(await send(s, 'PUT', '/api/accounting/settings', bad, token), 400, /fees/);
    expect(await expectJson(await s.request('/api/accounting/settings', { token }), 200)).toEqual({
      data: defaultAccountingSettings,
    });
    await expectError(await journal('from=2026-02-10&to=2026-02-01'), 400, /to/);
    await expectError(await journal('from=2026-02-30&to=2026-03-01'), 400, /from/);
    await expectError(await journal('from=2026-02-01&to=2026-03-01&format=pdf'), 400, /format/);
  });

  it('is for finance and administrators only', async () => {
    expect((await s.request(`/api/accounting/journal?${last30()}`)).status).toBe(401);
    const content = await tokenFor(s, await makeStaff(db(), 'content'));
    expect((await journal(last30(), content)).status).toBe(403);
    expect((await s.request('/api/accounting/settings', { token: content })).status).toBe(403);
    const finance = await tokenFor(s, await makeStaff(db(), 'finance'));
    expect((await journal(last30(), finance)).status).toBe(200);
  });

  it("books the fee a matched statement line reports, still balanced, each fund equal to Donation Records'", async () => {
    const columns = { reference: 'Id', amount: 'Amount', date: 'Date', fee: 'Fee' };
    expect((await send(s, 'PUT', '/api/reconciliation/mappings/mtn-momo', columns, token)).status).toBe(200);
    const form = new FormData();
    form.append('provider', 'mtn-momo');
    const csv = `Id,Date,Amount,Fee\nmomo-1,${day(daysAgo(3))},10000,-150\n`;
    form.append('file', new Blob([csv]), 'momo.csv');
    const up = await s.request('/api/reconciliation/statements', { method: 'POST', body: form, token });
    expect(up.status).toBe(201);
    const rows = readCsv(await (await journal(`${last30()}&format=csv`)).text());
    const entries = new Map<string, number>();
    for (const r of rows)
      entries.set(r.Entry!, (entries.get(r.Entry!) ?? 0) + Number(r.Debit || 0) - Number(r.Credit || 0));
    for (const [n, sum] of entries) expect(sum, `entry ${n}`).toBeCloseTo(0, 6);
    const codes = defaultAccountingSettings;
    const b = balances(rows);
    // The card donation's 700 (Flutterwave's answer) and the MoMo donation's 150 (its statement).
    expect(b.get(`${codes.fees} RWF`)).toBe(850);
    const momo = rows.filter((r) => r.Description!.includes('momo-1'));
    expect(momo.map((r) => [r.Account, r.Debit, r.Credit])).toEqual([
      [codes.clearing.momo, '9850', ''],
      [codes.fees, '150', ''],
      [codes.funds.general, '', '10000'],
    ]);
    const records = await expectJson<{ totalAmount: number }>(
      await s.request('/api/donations?period=30d', { token }),
      200,
    );
    expect(-b.get(`${codes.funds.general} RWF`)!).toBe(records.totalAmount);
    expect(-b.get(`${codes.funds.sponsorship} RWF`)!).toBe(15_000);
    expect(-b.get(`${codes.funds.childGifts} RWF`)!).toBe(8_000);
  });

  it('reads the same entries a page at a time as at once, in the same order', async () => {
    const period = { start: daysAgo(30), end: new Date() };
    const read = async (size: number) => {
      const out: string[] = [];
      for await (const page of journalPages(db(), period, size)) {
        expect(page.length).toBeLessThanOrEqual(size);
        out.push(...page.map((e) => `${e.at.toISOString()} ${e.reference} ${e.fund} ${e.amountMinor} ${e.feeMinor}`));
      }
      return out;
    };
    const whole = await read(1000);
    expect(whole.length).toBe(8);
    expect(await read(3)).toEqual(whole);
    expect([...whole].sort()).toEqual(whole);
  });
});
