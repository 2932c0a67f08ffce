import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { keptPlans } from '~/server/core/db/kept-plans-schema';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { offlineDonations } from '~/server/core/db/records-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { children, donations, payments } from '~/server/core/db/schema';
import { sponsorshipPayments, sponsorships } from '~/server/core/db/sponsorship-schema';
import { expectJson } from '~test/api';
import { type ImportFields, csvFile, importResult, postImport } from '~test/imports';
import { testServerForFile, type TestServer } from '~test/server';

/** Importing past gifts and sponsorships (docs/importing.md): matched to supporters, re-imported unchanged. */
let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

const upload = (kind: string, file: string, f: Omit<ImportFields, 'kind'> = {}) =>
  postImport(s, token, { kind, file, name: `${kind}.csv`, ...f });
const db = () => s.database.db;

beforeAll(async () => {
  const people = csvFile`
    ref,name,email,phone
    G-1,Aline Mukamana,aline.g@example.org,0788 200 001
    G-2,Jean Habimana,,0788 200 002
    G-3,Éric Niyonzima,eric.g@example.org,
  `;
  await importResult(await upload('supporters', people));
  const kids = csvFile`
    ref,first_name,last_name,birth_date,monthly_support
    GC-1,Keza,Uwase,03/07/2015,15000
    GC-2,Ganza,,2014-02-01,15000
    GC-3,Ishimwe,,2013-02-01,15000
  `;
  await importResult(await upload('children', kids));
});

const gifts = csvFile`
  ref,supporter_ref,supporter_email,supporter_phone,date,amount,currency,amount_rwf,method,purpose,child_ref,note
  D-1,G-1,,,11/03/2021,20000,,,cash,,,Christmas collection
  D-2,,ALINE.G@example.org,,2021-04-01,"5,000",RWF,,MTN MoMo,general,,
  D-3,,,788200002,2022-01-15,15000,,,Bank transfer,sponsorship,GC-1,
  D-4,G-3,,,2022-02-01,50,USD,65000,bank,,,
`;

describe('importing donations', () => {
  it('records past gifts of any method against their supporters, and a second import changes nothing', async () => {
    const dry = await importResult(await upload('donations', gifts, { dryRun: true }));
    expect(dry).toMatchObject({ kind: 'donations', rows: 4, created: 4, failed: 0 });
    const real = await importResult(await upload('donations', gifts));
    expect(real).toMatchObject({ created: 4, failed: 0 });
    const kept = await db()
      .select({ d: donations, o: offlineDonations })
      .from(offlineDonations)
      .innerJoin(donations, eq(donations.id, offlineDonations.donationId))
      .where(inArray(offlineDonations.ref, ['D-1', 'D-2', 'D-3', 'D-4']))
      .orderBy(offlineDonations.ref);
    expect(kept.map(({ d, o }) => [o.ref, d.amountRwf, d.paymentMethod, o.receivedOn, d.paymentId])).toEqual([
      ['D-1', 20000, 'cash', '2021-03-11', null],
      ['D-2', 5000, 'momo', '2021-04-01', null],
      ['D-3', 15000, 'bank', '2022-01-15', null],
      ['D-4', 65000, 'bank', '2022-02-01', null],
    ]);
    expect(kept[0]!.d).toMatchObject({ firstName: 'Aline', lastName: 'Mukamana', email: 'aline.g@example.org' });
    expect(kept[2]!.d.target).toBe('Sponsorship: Keza Uwase');
    expect(kept[3]!.o.note).toBe('Given as 50.00 USD.');
    expect(await db().select().from(payments).where(eq(payments.payerEmail, 'aline.g@example.org'))).toEqual([]);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'aline.g@example.org'))).toEqual([]);

    const again = await importResult(await upload('donations', gifts));
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
    const changed = gifts
      .replace('11/03/2021,20000', '11/03/2021,25000')
      .replace('Christmas collection', 'Christmas collection (corrected)');
    expect(await importResult(await upload('donations', changed))).toMatchObject({ updated: 1, unchanged: 3 });
    const [d1] = await db()
      .select({ d: donations, o: offlineDonations })
      .from(offlineDonations)
      .innerJoin(donations, eq(donations.id, offlineDonations.donationId))
      .where(eq(offlineDonations.ref, 'D-1'));
    expect([d1!.d.amountRwf, d1!.o.note, d1!.d.id]).toEqual([25000, 'Christmas collection (corrected)', kept[0]!.d.id]);
    expect(await importResult(await upload('donations', changed))).toMatchObject({ updated: 0, unchanged: 4 });
  });

  it('names the row and column of each bad row, and writes nothing', async () => {
    const bad = csvFile`
      ref,supporter_ref,date,amount,currency,method
      B-1,G-1,2021-01-01,20000,,paypal
      B-2,G-9,2021-01-01,20000,,cash
      B-3,G-1,2021-01-01,50,USD,cash
      ,G-1,2021-01-01,100,,cash
      B-5,G-1,2021-01-02,100,,cash
      B-5,G-1,2021-01-02,100,,cash
      B-6,G-1,2021-01-02,=HYPERLINK("http://x"),,cash
    `;
    const refused = await importResult(await upload('donations', bad), 422);
    expect(refused.results.map((r) => [r.row, r.errors[0]?.column])).toEqual([
      [2, 'method'],
      [3, 'supporter_ref'],
      [4, 'amount_rwf'],
      [5, 'ref'],
      [6, undefined],
      [7, 'ref'],
      [8, 'amount'],
    ]);
    expect(refused.results[0]!.errors[0]!.message).toMatch(/write bank or cash/);
    expect(refused.results[5]!.errors[0]!.message).toBe('is the same gift as row 6');
    expect(await db().select().from(offlineDonations).where(eq(offlineDonations.ref, 'B-5'))).toEqual([]);
  });
});

const sponsorshipsFile = csvFile`
  ref,child_ref,supporter_ref,supporter_email,start_date,amount,method,day_of_month
  S-1,GC-1,G-1,,01/07/2019,15000,bank,5
  S-2,GC-2,,eric.g@example.org,2020-01-01,15000,momo,
`;

describe('importing sponsorships', () => {
  it('makes each child sponsored with a plan in its method, and a second import changes nothing', async () => {
    expect(await importResult(await upload('sponsorships', sponsorshipsFile))).toMatchObject({ created: 2, failed: 0 });
    const [s1] = await db().select().from(sponsorships).where(eq(sponsorships.ref, 'S-1'));
    expect(s1).toMatchObject({ status: 'active', sponsorName: 'Aline Mukamana', source: 'staff' });
    const [child] = await db().select().from(children).where(eq(children.ref, 'GC-1'));
    expect(child).toMatchObject({ isSponsored: true, sponsorshipId: s1!.id });
    const [kept] = await db().select().from(keptPlans).where(eq(keptPlans.sponsorshipId, s1!.id));
    expect(kept).toMatchObject({ method: 'bank', amountRwf: 15000, dayOfMonth: 5, status: 'active' });
    const [gc2] = await db().select().from(children).where(eq(children.ref, 'GC-2'));
    const [plan] = await db().select().from(recurringPlans).where(eq(recurringPlans.childId, gc2!.id));
    expect(plan).toMatchObject({ method: 'momo', status: 'active', payerEmail: 'eric.g@example.org', dayOfMonth: 1 });
    expect(plan!.originPaymentId).toBeNull();

    expect(await importResult(await upload('sponsorships', sponsorshipsFile))).toMatchObject({ unchanged: 2 });
    const other = 'ref,child_ref,supporter_ref,start_date,amount,method\nS-9,GC-1,G-2,2020-01-01,15000,cash\n';
    const refused = await importResult(await upload('sponsorships', other), 422);
    expect(refused.results[0]!.errors).toEqual([
      { column: 'child_ref', message: 'is sponsored by another supporter: end that sponsorship first' },
    ]);
    const card = 'ref,child_ref,supporter_ref,start_date,amount,method\nS-8,GC-3,G-2,2020-01-01,15000,card\n';
    expect((await importResult(await upload('sponsorships', card), 422)).results[0]!.errors[0]!.column).toBe('method');
  });

  it("lets staff record a bank plan's month once, as the sponsorship's payment (SP-, the sponsorship fund)", async () => {
    const list = await expectJson<{ data: { _id: string; childName: string; recordedThisMonth: boolean }[] }>(
      await s.request('/api/recurring/kept', { token }),
      200,
    );
    const plan = list.data.find((p) => p.childName === 'Keza Uwase')!;
    expect(plan).toMatchObject({ method: 'bank', amount: 15000, recordedThisMonth: false, lastRecorded: null });
    const record = () => s.request(`/api/recurring/kept/${plan._id}/month`, { method: 'POST', token });
    const done = await expectJson<{ data: { reference: string; period: string } }>(await record(), 201);
    expect(done.data.reference).toMatch(/^SP-[0-9A-F]{8}$/);
    const [kept] = await db().select().from(keptPlans).where(eq(keptPlans.id, plan._id));
    const [paid] = await db()
      .select({ payment: payments, sp: sponsorshipPayments })
      .from(sponsorshipPayments)
      .innerJoin(payments, eq(payments.id, sponsorshipPayments.paymentId))
      .where(eq(sponsorshipPayments.sponsorshipId, kept!.sponsorshipId));
    expect(paid!.payment).toMatchObject({
      kind: 'sponsorship',
      status: 'approved',
      method: 'bank',
      amountMinor: 15000,
    });
    expect(paid!.sp).toMatchObject({ childId: kept!.childId, paymentMethod: 'bank', paymentFrequency: 'monthly' });
    // The journal books it to the sponsorship fund (4100) from the bank's clearing account (1100), not the general fund.
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const csv = await (
      await s.request(
        `/api/accounting/journal?from=${day(new Date(Date.now() - 2 * 86_400_000))}&to=${day(new Date(Date.now() + 86_400_000))}&format=csv`,
        { token },
      )
    ).text();
    const lines = csv.split('\n').filter((l) => l.includes(done.data.reference));
    expect(lines.map((l) => l.split(',')[3])).toEqual(['1100', '4100']);
    expect((await record()).status).toBe(409);
    const after = await expectJson<{ data: { _id: string; recordedThisMonth: boolean; lastRecorded: string }[] }>(
      await s.request('/api/recurring/kept', { token }),
      200,
    );
    expect(after.data.find((p) => p._id === plan._id)).toMatchObject({
      recordedThisMonth: true,
      lastRecorded: done.data.period,
    });
  });
});
