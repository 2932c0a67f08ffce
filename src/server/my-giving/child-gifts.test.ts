import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childGifts } from '~/server/core/db/child-gifts-schema';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { childUpdates } from '~/server/core/db/child-news-schema';
import { payments } from '~/server/core/db/schema';
import { givingSecret, signGivingToken } from '~/server/giving';
import { expectError, expectJson } from '~test/api';
import { startTestServer, type TestServer } from '~test/server';
import { solidImage } from '~test/images';
import { makeStaff, tokenFor } from '~test/staff';
import { insertChild, paySponsorship } from '~test/children';

/** Gifts to a sponsored child from the sponsor's signed page, on the sandbox (docs/children-protection.md). */
let s: TestServer;
let admin = '';
const SPONSOR = 'grace.gifts@example.org';
const card = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/29', cardCvc: '123', cardName: 'Grace M' };
/** docs/product.md's sponsorship body spells the security code `cardCvv`. */
const sponsorCard = {
  cardNumber: card.cardNumber,
  cardExpiry: card.cardExpiry,
  cardCvv: '123',
  cardName: card.cardName,
};
beforeAll(async () => {
  s = await startTestServer({ workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '100' } });
  admin = await s.login();
});
afterAll(() => s.close());

async function sponsoredChild(name: string, email = SPONSOR): Promise<string> {
  const row = await insertChild(s.database.db, { name, age: 9, story: 'Story' });
  const res = await paySponsorship(s, {
    childId: row.id,
    sponsorName: 'Grace Mukamana',
    sponsorEmail: email,
    sponsorPhone: '+250 788 123 456',
    amount: 20000,
    paymentMethod: 'card',
    paymentFrequency: 'onetime',
    paymentDetails: sponsorCard,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return row.id;
}
const tokenOf = async (email: string) => signGivingToken(email, await givingSecret(s.database.db));
const give = async (body: Record<string, unknown>, opts: { email?: string; key?: string } = {}) =>
  s.request('/api/giving/child-gifts', {
    method: 'POST',
    json: { token: await tokenOf(opts.email ?? SPONSOR), paymentMethod: 'card', paymentDetails: card, ...body },
    headers: opts.key ? { 'idempotency-key': opts.key } : {},
  });
type Allowance = { kind: string; remaining: number; given: number; min: number; yearlyCap: number };
type Sponsor = {
  data: {
    children: { childId: string; name: string; allowances: Allowance[] }[];
    gifts: { _id: string; kind: string; amount: number; status: string; deliveryPhoto: string | null }[];
  };
};
const mine = async (email = SPONSOR) =>
  expectJson<Sponsor>(
    await s.request(`/api/giving/child-gifts?token=${encodeURIComponent(await tokenOf(email))}`),
    200,
  );
const allowance = async (childId: string, kind: string) =>
  (await mine()).data.children.find((c) => c.childId === childId)!.allowances.find((a) => a.kind === kind)!;

describe('a gift from the sponsor', () => {
  let childId = '';
  beforeAll(async () => {
    childId = await sponsoredChild('Eric');
  });

  it('is paid, recorded, receipted and listed with the payments, within the yearly cap', async () => {
    const before = await mine();
    expect(before.data.children.map((c) => c.name)).toEqual(['Eric']);
    expect(await allowance(childId, 'birthday')).toEqual({
      kind: 'birthday',
      min: 5000,
      yearlyCap: 100_000,
      given: 0,
      remaining: 100_000,
    });
    const res = await give({ childId, kind: 'birthday', amount: 40_000, note: 'For new shoes' });
    const body = await expectJson<{ data: { _id: string; reference: string; amount: number } }>(res, 201);
    expect(body.data).toMatchObject({ amount: 40_000, reference: expect.stringMatching(/^CG-[0-9A-F]{8}$/) });
    const [row] = await s.database.db
      .select()
      .from(childGifts)
      .innerJoin(payments, eq(payments.id, childGifts.paymentId))
      .where(eq(childGifts.id, body.data._id));
    expect(row!.child_gifts).toMatchObject({ childId, kind: 'birthday', amountRwf: 40_000, status: 'received' });
    expect(row!.payments).toMatchObject({
      kind: 'child-gift',
      status: 'approved',
      amountMinor: 40_000,
      cardLast4: '4242',
    });
    expect(await allowance(childId, 'birthday')).toMatchObject({ given: 40_000, remaining: 60_000 });
    // The receipt, and the payment among the others on the signed page.
    const receipts = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'child-gift-receipt'));
    expect(receipts.map((r) => r.to)).toEqual([SPONSOR]);
    expect(receipts[0]!.text).toContain(body.data.reference);
    expect(receipts[0]!.text).not.toContain('For new shoes');
    const giving = await s.request(`/api/giving?token=${encodeURIComponent(await tokenOf(SPONSOR))}`);
    const listed = await expectJson<{ data: { payments: { kind: string; reference: string; description: string }[] } }>(
      giving,
      200,
    );
    expect(listed.data.payments).toContainEqual(
      expect.objectContaining({ kind: 'child-gift', reference: body.data.reference, description: 'Eric' }),
    );
  });

  it('refuses a gift past the cap naming what remains, and one below the minimum', async () => {
    await expectError(await give({ childId, kind: 'birthday', amount: 70_000 }), 409, /RWF 60,000 remains this year/);
    await expectError(await give({ childId, kind: 'birthday', amount: 4_000 }), 400, /amount: .*at least RWF 5,000/);
    expect(await allowance(childId, 'birthday')).toMatchObject({ remaining: 60_000 });
    expect((await give({ childId, kind: 'birthday', amount: 60_000 })).status).toBe(201);
    await expectError(
      await give({ childId, kind: 'birthday', amount: 5_000 }),
      409,
      /reached this year's limit of RWF 100,000/,
    );
    // Each kind has its own cap.
    expect((await give({ childId, kind: 'christmas', amount: 100_000 })).status).toBe(201);
    // Not a string, not a fraction: the amount is the server's to read as it is.
    await expectError(await give({ childId, kind: 'family', amount: '5000' }), 400, /amount/);
    await expectError(await give({ childId, kind: 'family', amount: 5000.5 }), 400, /amount/);
    await expectError(await give({ childId, kind: 'pocket-money', amount: 5000 }), 400, /kind/);
  });

  it('follows the limits staff set in Site settings, and refuses a cap below its minimum', async () => {
    const limits = {
      birthday: { min: 5000, yearlyCap: 100_000 },
      christmas: { min: 5000, yearlyCap: 100_000 },
      family: { min: 20_000, yearlyCap: 30_000 },
    };
    const put = (value: object) =>
      s.request('/api/site/settings/childGifts', { method: 'PUT', token: admin, json: value });
    await expectError(await put({ ...limits, family: { min: 20_000, yearlyCap: 10_000 } }), 400, /yearlyCap/);
    expect((await put(limits)).status).toBe(200);
    await expectError(await give({ childId, kind: 'family', amount: 10_000 }), 400, /RWF 20,000/);
    await expectError(await give({ childId, kind: 'family', amount: 40_000 }), 409, /RWF 30,000 remains/);
    expect((await give({ childId, kind: 'family', amount: 30_000 })).status).toBe(201);
  });

  it('a declined payment records no gift and uses none of the allowance', async () => {
    const other = await sponsoredChild('Aline');
    const declined = { ...card, cardNumber: '4000000000000002' };
    const res = await give({ childId: other, kind: 'birthday', amount: 10_000, paymentDetails: declined });
    expect(res.status).toBe(402);
    expect(await s.database.db.select().from(childGifts).where(eq(childGifts.childId, other))).toEqual([]);
    expect(await allowance(other, 'birthday')).toMatchObject({ given: 0, remaining: 100_000 });
  });
});

describe('only the child’s current sponsor gives', () => {
  it('refuses another address, a child sponsored by someone else, an unknown child and a bad link', async () => {
    const childId = await sponsoredChild('Jean');
    await expectError(
      await give({ childId, kind: 'birthday', amount: 10_000 }, { email: 'stranger@example.org' }),
      403,
      /Only the child's current sponsor/,
    );
    const someoneElses = await sponsoredChild('Claude', 'someone.else@example.org');
    await expectError(await give({ childId: someoneElses, kind: 'birthday', amount: 10_000 }), 403);
    await expectError(
      await give({ childId: '0b5e1a5c-9d7e-4c7a-8f3e-2a1b3c4d5e6f', kind: 'birthday', amount: 10_000 }),
      404,
    );
    const bad = await s.request('/api/giving/child-gifts', {
      method: 'POST',
      json: { token: 'not-a-valid-token-at-all', childId, kind: 'birthday', amount: 10_000, paymentMethod: 'card' },
    });
    expect(bad.status).toBe(403);
    // An available child has no sponsor at all.
    const free = await insertChild(s.database.db, { name: 'Free', age: 7 });
    await expectError(await give({ childId: free.id, kind: 'birthday', amount: 10_000 }), 403);
    // The stranger's page lists no child to give to.
    expect((await mine('stranger@example.org')).data.children).toEqual([]);
    expect(await s.database.db.select().from(childGifts).where(eq(childGifts.childId, childId))).toEqual([]);
  });
});

describe('an Idempotency-Key', () => {
  it('makes a repeat one gift, and refuses the key for another gift', async () => {
    const childId = await sponsoredChild('Diane');
    const key = `gift-${Date.now()}`;
    const first = await give({ childId, kind: 'birthday', amount: 15_000 }, { key });
    const again = await give({ childId, kind: 'birthday', amount: 15_000 }, { key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await s.database.db.select().from(childGifts).where(eq(childGifts.childId, childId))).toHaveLength(1);
    await expectError(await give({ childId, kind: 'birthday', amount: 20_000 }, { key }), 409);
    expect(await allowance(childId, 'birthday')).toMatchObject({ given: 15_000 });
  });
});

describe('staff', () => {
  it('list the gifts and mark one delivered with a photo, which the sponsor then sees', async () => {
    const childId = await sponsoredChild('Bosco');
    const paid = await expectJson<{ data: { _id: string } }>(
      await give({ childId, kind: 'christmas', amount: 25_000 }),
      201,
    );
    const list = await expectJson<{ data: { _id: string; sponsorEmail: string; status: string }[]; total: number }>(
      await s.request('/api/child-gifts?status=received', { token: admin }),
      200,
    );
    expect(list.data.find((g) => g._id === paid.data._id)).toMatchObject({ sponsorEmail: SPONSOR, status: 'received' });

    const viewer = await tokenFor(s, await makeStaff(s.database.db, 'viewer'));
    const content = await tokenFor(s, await makeStaff(s.database.db, 'content'));
    const finance = await tokenFor(s, await makeStaff(s.database.db, 'finance'));
    expect((await s.request('/api/child-gifts', { token: viewer })).status).toBe(403);
    expect((await s.request('/api/child-gifts', { token: content })).status).toBe(403);
    expect((await s.request('/api/child-gifts', { token: finance })).status).toBe(200);
    expect((await s.request('/api/child-gifts')).status).toBe(401);

    const photo = await solidImage(40, 30, '#0e7490');
    const deliver = (token: string) => {
      const form = new FormData();
      form.set('note', 'Bosco chose a football and a school bag.');
      form.set('photo', new Blob([photo], { type: 'image/png' }), 'gift.png');
      return s.request(`/api/child-gifts/${paid.data._id}/delivered`, { method: 'POST', token, body: form });
    };
    expect((await deliver(finance)).status).toBe(403);
    const done = await expectJson<{ data: { status: string; deliveryPhoto: string } }>(await deliver(admin), 200);
    expect(done.data.status).toBe('delivered');
    expect(done.data.deliveryPhoto).toMatch(/^\/api\/images\/[a-f0-9]{32}\/1200\.webp$/);
    await expectError(await deliver(admin), 409, /already marked delivered/);

    const seen = (await mine()).data.gifts.find((g) => g._id === paid.data._id)!;
    expect(seen).toMatchObject({ status: 'delivered', deliveryPhoto: done.data.deliveryPhoto });
    // The child's photo is private: not at the public address; the sponsor's link and staff read it.
    expect((await s.request(done.data.deliveryPhoto)).status).toBe(404);
    const photoAt = async (email: string) =>
      s.request(
        `/api/giving/child-gifts/${paid.data._id}/photo?w=320&token=${encodeURIComponent(await tokenOf(email))}`,
      );
    const own = await photoAt(SPONSOR);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    expect(own.headers.get('cache-control')).toContain('no-store');
    expect((await photoAt('stranger@example.org')).status).toBe(404);
    expect((await s.request(`/api/child-gifts/${paid.data._id}/photo`, { token: finance })).status).toBe(200);
    expect((await s.request(`/api/child-gifts/${paid.data._id}/photo`, { token: viewer })).status).toBe(403);
    // It reaches the sponsor as news of the child: their sponsorship only, with the photo, e-mailed.
    const updates = await s.database.db.select().from(childUpdates).where(eq(childUpdates.childId, childId));
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      kind: 'gift',
      images: [done.data.deliveryPhoto],
      sourceKey: `gift:${paid.data._id}`,
    });
    expect(updates[0]!.sponsorshipId).not.toBeNull();
    expect(updates[0]!.texts.en).toBe(
      'Your Christmas gift of RWF 25,000 has been given to Bosco. Thank you!\n\nBosco chose a football and a school bag.',
    );
    const news = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'child-update'));
    expect(news.map((m) => m.to)).toContain(SPONSOR);
    const delivered = await expectJson<{ data: { _id: string }[] }>(
      await s.request('/api/child-gifts?status=delivered', { token: admin }),
      200,
    );
    expect(delivered.data.map((g) => g._id)).toContain(paid.data._id);
  });
});
