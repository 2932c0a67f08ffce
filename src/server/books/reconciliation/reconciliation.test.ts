import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { statementLines, statementUploads } from '~/server/core/db/records-schema';
import { childGifts } from '~/server/core/db/child-gifts-schema';
import { donations, payments } from '~/server/core/db/schema';
import { sponsorshipPayments, sponsorships } from '~/server/core/db/sponsorship-schema';
import { defaultAccountingSettings } from '~/shared/schemas/accounting';
import { expectError, expectJson, send } from '~test/api';
import { daysAgo, paidDonation, readCsv } from '~test/books';
import { insertChild } from '~test/children';
import { makeStaff, tokenFor } from '~test/staff';
import { testServerForFile, type TestServer } from '~test/server';
import type { StatementSummary, StatementViewAnswer } from '~/shared/schemas/reconciliation';
import { zonedDay } from '~/shared/time-zone';

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

const db = () => s.database.db;
const day = (n: number) => zonedDay(daysAgo(n), s.config.ORG_TIME_ZONE);
const MOMO_COLUMNS = { reference: 'Financial Id', amount: 'Amount', date: 'Date', status: 'Status', payer: 'From' };

function upload(csv: string | Buffer, provider = 'mtn-momo', name = 'momo.csv', as = token, page = false) {
  const form = new FormData();
  form.append('provider', provider);
  if (page) form.append('returnTo', '/dashboard/reconciliation');
  form.append('file', new Blob([new Uint8Array(Buffer.from(csv))]), name);
  const headers = page ? { accept: 'text/html' } : undefined;
  return s.request('/api/reconciliation/statements', {
    method: 'POST',
    body: form,
    token: as,
    headers,
    redirect: 'manual',
  });
}
const summary = async (res: Response) => (await expectJson<{ data: StatementSummary }>(res, 201)).data;
const view = async (id: string, v: string) =>
  expectJson<StatementViewAnswer>(await s.request(`/api/reconciliation/statements/${id}?view=${v}`, { token }), 200);
const lineCount = async () => Number((await db().select({ n: count() }).from(statementLines))[0]!.n);
const header = 'Financial Id;Date;From;Amount;Status\n';

describe('reconciling a provider statement (docs/accounting.md#reconciliation)', () => {
  it('keeps the column mapping per provider and refuses an upload before one', async () => {
    await expectError(await upload(header), 400, /map the columns/);
    expect((await send(s, 'PUT', '/api/reconciliation/mappings/mtn-momo', MOMO_COLUMNS, token)).status).toBe(200);
    const kept = await expectJson<{ data: Record<string, unknown> }>(
      await s.request('/api/reconciliation/mappings', { token }),
      200,
    );
    expect(kept.data['mtn-momo']).toEqual({ ...MOMO_COLUMNS, fee: '', currency: '' });
    await expectError(await send(s, 'PUT', '/api/reconciliation/mappings/mtn-momo', { amount: 'A' }, token), 400);
  });

  it('sorts lines into matched, different, in the statement only and ours only; an overlapping statement matches nothing twice', async () => {
    const a = await paidDonation(db(), { amountMinor: 10_000, at: daysAgo(3), providerRef: 'FT-001' });
    await paidDonation(db(), { amountMinor: 20_000, at: daysAgo(3), providerRef: 'FT-002' });
    // Ours only: paid through MoMo that day, absent from the statement.
    const missing = await paidDonation(db(), { amountMinor: 7_000, at: daysAgo(3), providerRef: 'FT-009' });
    const declined = await paidDonation(db(), {
      amountMinor: 4_000,
      at: daysAgo(3),
      providerRef: 'FT-003',
      status: 'declined',
    });
    const csv =
      header +
      `FT-001;${day(3)} 10:01:02;250788000001;10,000;SUCCESSFUL\n` +
      `FT-002;${day(3)} 11:00;250788000002;25000;SUCCESSFUL\n` +
      `FT-003;${day(3)};250788000003;4000;SUCCESSFUL\n` +
      `MERCHANT-77;${day(2)};250788000077;50 000;SUCCESSFUL\n` +
      `FT-404;${day(2)};250788000004;3000;FAILED\n` +
      `FT-OUT;${day(2)};payout;-9000;SUCCESSFUL\n`;
    const first = await summary(await upload(csv));
    expect(first.counts).toEqual({ matched: 1, different: 2, statementOnly: 1, oursOnly: 1, ignored: 1 });
    expect(first).toMatchObject({ lines: 5, repeated: 0, firstDay: day(3), lastDay: day(2) });
    const matched = await view(first._id, 'matched');
    expect(matched.data.rows.map((r) => r.reference)).toEqual(['FT-001']);
    expect(matched.data.rows[0]!.ours).toMatchObject({ reference: 'FT-001', amount: 10_000, status: 'approved' });
    const different = await view(first._id, 'different');
    expect(different.data.rows.map((r) => [r.reference, r.difference])).toEqual([
      ['FT-002', 'amount'],
      ['FT-003', 'status'],
    ]);
    const ours = await view(first._id, 'oursOnly');
    expect(ours.data.rows.map((r) => r._id)).toEqual([missing.payment.id]);
    expect(declined.payment.status).toBe('declined');
    expect(a.payment.status).toBe('approved');

    // The next statement overlaps: its first three lines were seen; only the new one is matched.
    const before = await lineCount();
    const second = await summary(
      await upload(
        header + csv.split('\n').slice(1, 4).join('\n') + `\nFT-009;${day(3)};250788000009;7000;SUCCESSFUL\n`,
      ),
    );
    expect(second).toMatchObject({ lines: 4, repeated: 3 });
    expect(second.counts).toMatchObject({ matched: 1, different: 0, statementOnly: 0, oursOnly: 0 });
    expect(await lineCount()).toBe(before + 1);
    // The first statement's "ours only" is now matched by the second.
    expect((await view(first._id, 'oursOnly')).total).toBe(0);
  });

  it('records a line in the statement only as an offline gift of a supporter, with the reference, and matches it once', async () => {
    const [oldest] = await db()
      .select({ id: statementUploads.id })
      .from(statementUploads)
      .orderBy(statementUploads.createdAt)
      .limit(1);
    const id = oldest!.id;
    const line = (await view(id, 'statementOnly')).data.rows[0]!;
    expect(line).toMatchObject({ reference: 'MERCHANT-77', amount: 50_000 });
    const who = { firstName: 'Claudine', lastName: "N'Deye", email: 'Claudine@Example.org', purpose: 'general' };
    const res = await send(s, 'POST', `/api/reconciliation/lines/${line._id}/assign`, who, token);
    const { data } = await expectJson<{ data: { donationId: string; reference: string } }>(res, 201);
    const [gift] = await db().select().from(donations).where(eq(donations.id, data.donationId));
    expect(gift).toMatchObject({
      amountRwf: 50_000,
      paymentId: null,
      paymentMethod: 'momo',
      lastName: "N'Deye",
      email: 'claudine@example.org',
    });
    const detail = await expectJson<{ data: { offlineRecord: { receivedOn: string } } }>(
      await s.request(`/api/donations/${data.donationId}`, { token }),
      200,
    );
    expect(detail.data.offlineRecord.receivedOn).toBe(day(2));
    expect((await view(id, 'statementOnly')).total).toBe(0);
    expect((await view(id, 'matched')).data.rows.map((r) => r.reference)).toContain('MERCHANT-77');
    await expectError(await send(s, 'POST', `/api/reconciliation/lines/${line._id}/assign`, who, token), 409);
    // The same line again in a later statement: already known, no second gift.
    const again = await summary(await upload(header + `MERCHANT-77;${day(2)};250788000077;50000;SUCCESSFUL\n`));
    expect(again).toMatchObject({ repeated: 1, counts: { statementOnly: 0 } });
    expect((await db().select({ n: count() }).from(donations).where(eq(donations.amountRwf, 50_000)))[0]!.n).toBe(1);
  });

  it('refuses bad files with a clear 4xx, storing nothing', async () => {
    const before = await lineCount();
    const uploads = Number((await db().select({ n: count() }).from(statementUploads))[0]!.n);
    await expectError(
      await upload(Buffer.from('%PDF-1.4\u0000binary'), 'mtn-momo', 'statement.pdf'),
      415,
      /statement\.pdf/,
    );
    await expectError(
      await upload(Buffer.from('Financial Id;Date;From;Amount;Status\nX;2026-01-02;Ren\xe9;10;OK\n', 'latin1')),
      400,
      /UTF-8/,
    );
    await expectError(await upload('Reference;Date;Amount\nX;2026-01-02;10\n'), 400, /no column "Financial Id"/);
    await expectError(
      await upload(header + `FT-777;${day(2)};=HYPERLINK("http://x");1000;SUCCESSFUL\n`),
      400,
      /row 2, column "From" holds a formula/,
    );
    await expectError(await upload(header + `FT-778;yesterday;a;1000;SUCCESSFUL\n`), 400, /row 2, column "Date"/);
    await expectError(await upload(Buffer.alloc(11 * 1024 * 1024, 'a')), 413);
    await expectError(await upload(header, 'paypal'), 400, /provider/);
    expect(await lineCount()).toBe(before);
    expect(Number((await db().select({ n: count() }).from(statementUploads))[0]!.n)).toBe(uploads);
  });

  it('sends a page posted without JavaScript back to the screen, with the statement or the refusal', async () => {
    const done = await upload(
      header + `PAGE-1;${day(1)};250788000111;1000;SUCCESSFUL\n`,
      'mtn-momo',
      'page.csv',
      token,
      true,
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toMatch(/^\/dashboard\/reconciliation\?statement=[0-9a-f-]{36}&done=1$/);
    const refused = await upload('Reference;Date\nX;2026-01-02\n', 'mtn-momo', 'bad.csv', token, true);
    expect(refused.status).toBe(303);
    expect(decodeURIComponent(refused.headers.get('location')!)).toMatch(
      /\?error=bad\.csv has no column "Financial Id"/,
    );
  });

  it('is for finance and administrators only', async () => {
    const content = await tokenFor(s, await makeStaff(db(), 'content'));
    expect((await upload(header, 'mtn-momo', 'x.csv', content)).status).toBe(403);
    expect((await s.request('/api/reconciliation/statements', { token: content })).status).toBe(403);
    expect((await s.request('/api/reconciliation/statements')).status).toBe(401);
    const finance = await tokenFor(s, await makeStaff(db(), 'finance'));
    const list = await expectJson<{ data: StatementSummary[]; total: number }>(
      await s.request('/api/reconciliation/statements', { token: finance }),
      200,
    );
    expect(list.total).toBe(4);
  });

  it("records a bank line as a sponsor's payment for their child's sponsorship or a gift to the child, with the fee", async () => {
    const bank = { reference: 'Ref', amount: 'Credit', date: 'Value date', fee: 'Charges', payer: 'Narrative' };
    expect((await send(s, 'PUT', '/api/reconciliation/mappings/bank', bank, token)).status).toBe(200);
    const sponsored = await insertChild(db(), { name: 'Keza' });
    const [sp] = await db()
      .insert(sponsorships)
      .values({
        childId: sponsored.id,
        sponsorName: 'Eric Habimana',
        sponsorEmail: 'eric@example.org',
        source: 'staff',
      })
      .returning();
    const alone = await insertChild(db(), { name: 'Mugisha' });
    const csv =
      'Ref,Value date,Narrative,Credit,Charges\n' +
      `BK-1,${day(4)},E HABIMANA SPONSOR,15000,200\n` +
      `BK-2,${day(4)},E HABIMANA BIRTHDAY,8000,\n` +
      `BK-3,${day(4)},UNKNOWN,5000,\n`;
    const stmt = await summary(await upload(csv, 'bank', 'bank.csv'));
    expect(stmt.counts.statementOnly).toBe(3);
    const lines = (await view(stmt._id, 'statementOnly')).data.rows;
    const lineId = (ref: string) => lines.find((l) => l.reference === ref)!._id;
    const assign = (ref: string, body: Record<string, unknown>) =>
      send(s, 'POST', `/api/reconciliation/lines/${lineId(ref)}/assign`, body, token);
    // The child has no sponsor, or another sponsor: refused, nothing written.
    await expectError(
      await assign('BK-3', { purpose: 'sponsorship', childId: alone.id }),
      409,
      /Mugisha has no sponsor/,
    );
    await expectError(
      await assign('BK-1', { purpose: 'sponsorship', childId: sponsored.id, email: 'other@example.org' }),
      409,
      /sponsored by someone else/,
    );
    // A gift to the charity still needs its giver.
    await expectError(await assign('BK-3', { purpose: 'general' }), 400, /firstName/);
    // The sponsor pays: name and e-mail may be left empty.
    const paid = await expectJson<{ data: { paymentId: string; reference: string } }>(
      await assign('BK-1', { purpose: 'sponsorship', childId: sponsored.id, firstName: '', email: '' }),
      201,
    );
    expect(paid.data.reference).toMatch(/^SP-/);
    const [payment] = await db().select().from(payments).where(eq(payments.id, paid.data.paymentId));
    expect(payment).toMatchObject({
      kind: 'sponsorship',
      provider: 'bank',
      providerRef: 'BK-1',
      feeMinor: 200,
      status: 'approved',
    });
    const [record] = await db()
      .select()
      .from(sponsorshipPayments)
      .where(eq(sponsorshipPayments.paymentId, payment!.id));
    expect(record).toMatchObject({ childId: sponsored.id, sponsorshipId: sp!.id, sponsorEmail: 'eric@example.org' });
    const gift = await expectJson<{ data: { paymentId: string; reference: string } }>(
      await assign('BK-2', { purpose: 'childGift', childId: sponsored.id, giftKind: 'birthday' }),
      201,
    );
    expect(gift.data.reference).toMatch(/^CG-/);
    const [cg] = await db().select().from(childGifts).where(eq(childGifts.paymentId, gift.data.paymentId));
    expect(cg).toMatchObject({ childId: sponsored.id, kind: 'birthday', amountRwf: 8000 });
    expect((await view(stmt._id, 'matched')).data.rows.map((r) => r.reference)).toEqual(['BK-1', 'BK-2']);
    // The journal books them in their funds, through the bank's clearing account, the fee as the statement says.
    const journal = readCsv(
      await (await s.request(`/api/accounting/journal?from=${day(5)}&to=${day(3)}&format=csv`, { token })).text(),
    );
    const lineOf = (ref: string, account: string) => journal.find((r) => r.Reference === ref && r.Account === account);
    const codes = defaultAccountingSettings;
    expect(lineOf(paid.data.reference, codes.clearing.bank)?.Debit).toBe('14800');
    expect(lineOf(paid.data.reference, codes.fees)?.Debit).toBe('200');
    expect(lineOf(paid.data.reference, codes.funds.sponsorship)?.Credit).toBe('15000');
    expect(lineOf(gift.data.reference, codes.funds.childGifts)?.Credit).toBe('8000');
  });
});
