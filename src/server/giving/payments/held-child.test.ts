import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { children, donations, payments } from '~/server/core/db/schema';
import { sponsorshipPayments, sponsorships, unplacedSponsorships } from '~/server/core/db/sponsorship-schema';
import { translate } from '~/shared/i18n';
import { type LivePayments, later, startLivePayments } from '~test/live-payments';
import { mtnNumbers, partyId } from '~test/payers';
import { runPaymentPollerPass } from './poller';
import { insertChild, paySponsorship } from '~test/children';

/**
 * The held child, on whichever database the suite runs (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL): a child held by a pending payment is never given to two
 * sponsors, whatever staff do meanwhile, and a failed payment never undoes staff's hand.
 */
let live: LivePayments;
let token: string;
beforeAll(async () => {
  live = await startLivePayments({ timeoutMs: 2_000 });
  token = await live.s.login();
});
afterAll(() => live.close());

const mtnNumber = mtnNumbers(400_000);
const db = () => live.s.database.db;
async function newChild(): Promise<string> {
  return (await insertChild(db())).id;
}
const sponsor = (childId: string, phone: string, email: string) =>
  paySponsorship(live.s, { childId, sponsorName: 'Grace Uwase', sponsorEmail: email, sponsorPhone: phone });
const toggle = (id: string, json: object) => live.s.request(`/api/sponsors/${id}`, { method: 'PUT', token, json });
const child = async (id: string) => (await db().select().from(children).where(eq(children.id, id)))[0]!;
const payment = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0]!;
const paymentIdOf = async (res: Response) => ((await res.json()) as { data: { paymentId: string } }).data.paymentId;
const activeSponsorships = (childId: string) =>
  db()
    .select()
    .from(sponsorships)
    .where(and(eq(sponsorships.childId, childId), eq(sponsorships.status, 'active')));

describe('a child held by a pending payment', () => {
  it('is made available only when staff say the payment lets go; approved later, it is never a second sponsor', async () => {
    const id = await newChild();
    const phoneA = mtnNumber();
    live.momo.script(partyId(phoneA), { outcome: 'never' });
    const first = await sponsor(id, phoneA, 'first@example.org');
    expect(first.status).toBe(202);
    const paymentA = await paymentIdOf(first);
    expect(await child(id)).toMatchObject({ isSponsored: true, heldByPaymentId: paymentA });
    // Every answer still says "sponsored" while held (docs/product.md's isSponsored).
    const pub = (await (await live.s.request(`/api/pending/sponsors/${id}`)).json()) as {
      data: { isSponsored: boolean };
    };
    expect(pub.data.isSponsored).toBe(true);

    // Staff toggle without saying what happens to the payment: refused.
    const refused = await toggle(id, { isSponsored: false });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: translate('sponsorshipStates:heldByPayment') });
    expect((await child(id)).heldByPaymentId).toBe(paymentA);
    const released = await toggle(id, { isSponsored: false, releaseHold: true });
    expect(released.status).toBe(200);
    expect(((await released.json()) as { data: { state: string } }).data.state).toBe('available');

    // A second sponsor pays and is approved: the child is theirs.
    const phoneB = mtnNumber();
    live.momo.script(partyId(phoneB), { outcome: 'SUCCESSFUL' });
    const second = await sponsor(id, phoneB, 'second@example.org');
    expect(second.status).toBe(202);
    await runPaymentPollerPass(live.deps, later(60_000));
    expect((await payment(await paymentIdOf(second))).status).toBe('approved');

    // The first sponsor approves on their phone after all: MTN's callback arrives.
    live.momo.script(partyId(phoneA), { outcome: 'SUCCESSFUL' });
    const ref = (await payment(paymentA)).providerRef!;
    expect(await live.momo.callback(ref, { url: live.callbackUrl('mtn-momo') })).toBe(200);
    expect((await payment(paymentA)).status).toBe('approved');

    const active = await activeSponsorships(id);
    expect(active).toHaveLength(1);
    expect(active[0]!.sponsorEmail).toBe('second@example.org');
    expect(await db().select().from(sponsorshipPayments).where(eq(sponsorshipPayments.childId, id))).toHaveLength(1);
    const plans = await db().select().from(recurringPlans).where(eq(recurringPlans.childId, id));
    expect(plans.map((p) => p.payerEmail)).toEqual(['second@example.org']);
    // Recorded, the payer told kindly, and listed for staff.
    const [unplaced] = await db()
      .select()
      .from(unplacedSponsorships)
      .where(eq(unplacedSponsorships.paymentId, paymentA));
    expect(unplaced).toMatchObject({ sponsorEmail: 'first@example.org', amount: '20000.00', resolvedAt: null });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'sponsorship-unplaced'));
    expect(mails.map((m) => m.to)).toContain('first@example.org');
    const list = (await (await live.s.request('/api/payments/unplaced', { token })).json()) as {
      data: { _id: string; resolution: string | null }[];
    };
    expect(list.data.find((u) => u._id === unplaced!.id)).toMatchObject({ resolution: null });

    // Staff turn it into a general gift: a donation with its receipt, once.
    const resolve = (json: object) =>
      live.s.request(`/api/payments/unplaced/${unplaced!.id}/resolve`, { method: 'POST', token, json });
    const done = await resolve({ action: 'general_gift', note: 'Agreed by phone' });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { data: { resolution: string } }).data.resolution).toBe('general_gift');
    const gifts = await db().select().from(donations).where(eq(donations.paymentId, paymentA));
    expect(gifts).toMatchObject([{ amountRwf: 20000, target: 'General Donation', email: 'first@example.org' }]);
    expect((await resolve({ action: 'refunded' })).status).toBe(409);
    expect(await activeSponsorships(id)).toHaveLength(1);
  });

  it('offered another child instead: that child is sponsored by the payer, only if available', async () => {
    const id = await newChild();
    const other = await newChild();
    const phone = mtnNumber();
    live.momo.script(partyId(phone), { outcome: 'never' });
    const paymentId = await paymentIdOf(await sponsor(id, phone, 'third@example.org'));
    expect((await toggle(id, { isSponsored: true, releaseHold: true })).status).toBe(200);
    live.momo.script(partyId(phone), { outcome: 'SUCCESSFUL' });
    await runPaymentPollerPass(live.deps, later(60_000));
    expect((await payment(paymentId)).status).toBe('approved');
    const [unplaced] = await db()
      .select()
      .from(unplacedSponsorships)
      .where(eq(unplacedSponsorships.paymentId, paymentId));
    const resolve = (json: object) =>
      live.s.request(`/api/payments/unplaced/${unplaced!.id}/resolve`, { method: 'POST', token, json });
    expect((await resolve({ action: 'another_child', childId: id })).status).toBe(409);
    expect((await resolve({ action: 'another_child' })).status).toBe(400);
    const moved = await resolve({ action: 'another_child', childId: other });
    expect(moved.status).toBe(200);
    const [s] = await activeSponsorships(other);
    expect(s).toMatchObject({ sponsorEmail: 'third@example.org', source: 'payment', paymentId });
    expect(await child(other)).toMatchObject({ isSponsored: true, sponsorshipId: s!.id });
  });
});

describe('a child sponsored by staff meanwhile', () => {
  it('stays sponsored when the pending payment then fails', async () => {
    for (const how of ['at once', 'after making it available'] as const) {
      const id = await newChild();
      const phone = mtnNumber();
      live.momo.script(partyId(phone), { outcome: { reason: 'APPROVAL_REJECTED' } });
      const paymentId = await paymentIdOf(await sponsor(id, phone, 'late@example.org'));
      if (how === 'after making it available')
        expect((await toggle(id, { isSponsored: false, releaseHold: true })).status).toBe(200);
      expect((await toggle(id, { isSponsored: true, releaseHold: true })).status, how).toBe(200);
      expect(await child(id)).toMatchObject({ isSponsored: true, heldByPaymentId: null });
      await runPaymentPollerPass(live.deps, later(60_000));
      expect((await payment(paymentId)).status).toBe('declined');
      expect(await child(id), how).toMatchObject({ isSponsored: true });
      const [s] = await activeSponsorships(id);
      expect(s, how).toMatchObject({ source: 'staff' });
    }
  });
});

describe('the provider and the callback', () => {
  it('a callback arriving before the provider’s HTTP answer settles it once; the payer gets the receipt', async () => {
    const id = await newChild();
    const phone = mtnNumber();
    live.momo.script(partyId(phone), { outcome: 'SUCCESSFUL' });
    const before = live.momo.transactions.size;
    live.momo.slow('/collection/v1_0/requesttopay', 1_000, 1);
    const paying = sponsor(id, phone, 'quick@example.org');
    for (let i = 0; i < 200 && live.momo.transactions.size === before; i++) await new Promise((r) => setTimeout(r, 10));
    const ref = [...live.momo.transactions.keys()].at(-1)!;
    expect(await live.momo.callback(ref, { url: live.callbackUrl('mtn-momo') })).toBe(200);
    const res = await paying;
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data: { childId: string } };
    expect(body.data.childId).toBe(id);
    expect(await db().select().from(sponsorshipPayments).where(eq(sponsorshipPayments.childId, id))).toHaveLength(1);
    expect(await activeSponsorships(id)).toHaveLength(1);
  });

  it('a provider that times out but took the payment: pending for the payer, approved by the poller, charged once', async () => {
    const id = await newChild();
    const phone = mtnNumber();
    live.momo.script(partyId(phone), { outcome: 'SUCCESSFUL' });
    const before = live.momo.transactions.size;
    live.momo.slow('/collection/v1_0/requesttopay', 5_000, 1); // past the adapter's 2 s
    const res = await sponsor(id, phone, 'timeout@example.org');
    expect(res.status).toBe(202);
    const paymentId = await paymentIdOf(res);
    expect(live.momo.transactions.size).toBe(before + 1);
    expect((await payment(paymentId)).providerRef).toBe([...live.momo.transactions.keys()].at(-1));
    await runPaymentPollerPass(live.deps, later(60_000));
    expect((await payment(paymentId)).status).toBe('approved');
    expect(await activeSponsorships(id)).toHaveLength(1);
    expect(live.momo.transactions.size).toBe(before + 1);
  });
});
