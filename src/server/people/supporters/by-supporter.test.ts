import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineDonations } from '~/server/core/db/records-schema';
import { donations, payments } from '~/server/core/db/schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { supporters } from '~/server/core/db/supporters-schema';
import { findOrCreateSupporter } from '~/server/core/supporters/find-or-create';
import type { GivingAnswer } from '~/shared/schemas/giving';
import type { SupporterRecord } from '~/shared/schemas/supporter-record';
import { expectJson } from '~test/api';
import { givingTokenOf, makeChild } from '~test/child-news';
import { startTestServer, type TestServer } from '~test/server';
import { leaveEverything, personNamed, whereFound } from '~test/supporter-data';

/**
 * A supporter's record, their signed page, their export and their erasure read the same
 * rows, by supporter: a person merged from two addresses and a cash donor known by phone
 * alone show everything that is theirs in each.
 */
let s: TestServer;
let admin = '';
beforeAll(async () => {
  s = await startTestServer({ seed: true, workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '100' } });
  admin = await s.login();
});
afterAll(() => s.close());

type Export = { records: Record<string, { id: string }[]> };
const get = <T>(path: string) => s.request(path, { token: admin }).then((r) => expectJson<T>(r, 200));
const recordOf = async (id: string) => (await get<{ data: SupporterRecord }>(`/api/supporters/${id}`)).data;
const exportOf = (id: string) => get<Export>(`/api/supporters/${id}/export?format=json`);
const idsIn = (data: Export, table: string) => (data.records[table] ?? []).map((r) => r.id).sort();
const idOf = async (email: string) =>
  (await s.database.db.select().from(supporters).where(eq(supporters.email, email)))[0]!.id;

const home = personNamed('Olive', 'Uwera', '788444555');
const work = { ...personNamed('Olive', 'Uwera', '788444555'), email: 'olive.work@example.org' };
let links = { home: '', work: '' };

describe('a supporter merged from two addresses', () => {
  it('shows both addresses’ gifts, plans and sponsorships on the record, the export and both signed links', async () => {
    links = { home: (await leaveEverything(s, home)).token, work: (await leaveEverything(s, work)).token };
    const keep = await idOf(home.email);
    const merged = await s.request(`/api/supporters/${keep}/merge`, {
      method: 'POST',
      token: admin,
      json: { otherId: await idOf(work.email) },
    });
    expect(merged.status).toBe(200);

    const record = await recordOf(keep);
    expect(record.gifts.length).toBe(6);
    expect(record.plans.length).toBe(4);
    expect(record.sponsorships.length).toBe(2);

    const data = await exportOf(keep);
    const exported = new Set([...idsIn(data, 'payments'), ...idsIn(data, 'donations')]);
    for (const gift of record.gifts) expect(exported.has(gift._id), gift.reference).toBe(true);
    expect(idsIn(data, 'recurring_plans')).toEqual(record.plans.map((p) => p._id).sort());
    expect(idsIn(data, 'sponsorships')).toEqual(record.sponsorships.map((p) => p._id).sort());

    for (const token of [links.home, links.work]) {
      const page = await expectJson<GivingAnswer>(
        await s.request(`/api/giving?token=${encodeURIComponent(token)}`),
        200,
      );
      expect(page.data.payments.map((p) => p._id).sort()).toEqual(record.gifts.map((g) => g._id).sort());
      expect(page.data.plans.map((p) => p._id).sort()).toEqual(record.plans.map((p) => p._id).sort());
    }
  });

  it('lets either link open a receipt of, and change a plan of, the other address', async () => {
    const db = s.database.db;
    const [paid] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.payerEmail, work.email), eq(payments.status, 'approved')));
    const pdf = await s.request(`/api/giving/receipts/${paid!.id}?token=${encodeURIComponent(links.home)}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const plans = await db.select().from(recurringPlans).where(eq(recurringPlans.payerEmail, work.email));
    expect(plans.length).toBe(2);
    for (const plan of plans) {
      const res = await s.request(`/api/giving/plans/${plan.id}`, {
        method: 'POST',
        json: { token: links.home, action: 'pause' },
      });
      expect(res.status, plan.id).toBe(200);
    }
    const stranger = await givingTokenOf(db, 'someone.else@example.org');
    const refused = await s.request(`/api/giving/plans/${plans[0]!.id}`, {
      method: 'POST',
      json: { token: stranger, action: 'resume' },
    });
    expect(refused.status).toBe(404);
  });

  it('is erased with every record of both addresses, as the record lists them', async () => {
    const keep = await idOf(home.email);
    const before = await recordOf(keep);
    const res = await s.request(`/api/supporters/${keep}/erase`, {
      method: 'POST',
      token: admin,
      json: { confirm: 'erase' },
    });
    expect(res.status).toBe(200);
    expect(await whereFound(s, [home.email, work.email, home.last, home.digits])).toEqual([]);
    const after = await recordOf(keep);
    expect(after.gifts.map((g) => [g._id, g.amount]).sort()).toEqual(before.gifts.map((g) => [g._id, g.amount]).sort());
    expect(after.plans.every((p) => p.status === 'cancelled')).toBe(true);
    expect(after.sponsorships.length).toBe(2);
  });
});

describe('a cash donor known by phone alone', () => {
  it('shows their offline gifts and sponsorship on the record, in the export, and loses them from both when erased', async () => {
    const db = s.database.db;
    const id = (await findOrCreateSupporter(db, { name: 'Yohani Gasana', phone: '0788 999 111' }))!;
    const gifts = [];
    for (const [amount, on] of [
      [5000, '2025-03-01'],
      [7000, '2025-09-15'],
    ] as const) {
      const [row] = await db
        .insert(donations)
        .values({
          amountRwf: amount,
          donationType: 'one-time',
          paymentMethod: 'cash',
          firstName: 'Yohani',
          lastName: 'Gasana',
          email: '',
          phone: '0788 999 111',
          target: 'General Donation',
          supporterId: id,
          createdAt: new Date(`${on}T12:00:00Z`),
        })
        .returning();
      await db.insert(offlineDonations).values({ donationId: row!.id, receivedOn: on, note: 'Handed in by Yohani' });
      gifts.push(row!.id);
    }
    const child = await makeChild(db, 'Keza');
    const [sponsorship] = await db
      .insert(sponsorships)
      .values({
        childId: child.id,
        sponsorName: 'Yohani Gasana',
        sponsorPhone: '0788999111',
        supporterId: id,
        source: 'staff',
      })
      .returning();

    const record = await recordOf(id);
    expect(record.gifts.map((g) => g._id).sort()).toEqual(gifts.sort());
    expect(record.gifts.map((g) => g.method)).toEqual(['cash', 'cash']);
    expect(record.sponsorships.map((x) => x._id)).toEqual([sponsorship!.id]);
    const data = await exportOf(id);
    expect(idsIn(data, 'donations')).toEqual(gifts.sort());
    expect(idsIn(data, 'sponsorships')).toEqual([sponsorship!.id]);
    expect((data.records.offline_donations ?? []).length).toBe(2);

    const res = await s.request(`/api/supporters/${id}/erase`, {
      method: 'POST',
      token: admin,
      json: { confirm: 'erase' },
    });
    expect(res.status).toBe(200);
    expect(await whereFound(s, ['Yohani', 'Gasana', '788999111'])).toEqual([]);
    const after = await recordOf(id);
    expect(after.gifts.map((g) => g.amount).sort()).toEqual([5000, 7000]);
    expect(after.sponsorships.map((x) => x._id)).toEqual([sponsorship!.id]);
  });
});
