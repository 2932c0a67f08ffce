import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '~/server/app';
import { children, payments } from '~/server/core/db/schema';
import { sponsorshipPayments } from '~/server/core/db/sponsorship-schema';
import { type LivePayments, counts, later, startLivePayments } from '~test/live-payments';
import { mtnNumbers, partyId } from '~test/payers';
import { checkPaymentById } from './check';
import { declineText } from './providers/messages';
import { runPaymentPollerPass } from './poller';
import { settlePending } from './settle';
import { insertChild, paySponsorship } from '~test/children';

/** Providers that fail, a restart with payments pending, several pollers, held children. */
let live: LivePayments;
beforeAll(async () => {
  live = await startLivePayments({ timeoutMs: 1_000 });
});
afterAll(() => live.close());

const mtnNumber = mtnNumbers(200_000);
async function newChild(): Promise<string> {
  return (await insertChild(live.s.database.db)).id;
}
const sponsor = (childId: string, phone: string, email = 'grace@example.org') =>
  paySponsorship(live.s, { childId, sponsorEmail: email, sponsorPhone: phone });
const isSponsored = async (id: string) =>
  (await live.s.database.db.select({ v: children.isSponsored }).from(children).where(eq(children.id, id)))[0]!.v;
const row = async (id: string) => (await live.s.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const paymentIdOf = async (res: Response) => ((await res.json()) as { data: { paymentId: string } }).data.paymentId;

describe('a pending sponsorship', () => {
  it('holds the child: no second sponsor can start; a decline hands the child back', async () => {
    const child = await newChild();
    const phone = mtnNumber();
    live.momo.script(partyId(phone), { outcome: { reason: 'APPROVAL_REJECTED' } });
    const first = await sponsor(child, phone);
    expect(first.status).toBe(202);
    const id = await paymentIdOf(first);
    expect(await isSponsored(child)).toBe(true);
    expect((await sponsor(child, mtnNumber(), 'other@example.org')).status).toBe(409);
    await runPaymentPollerPass(live.deps, later(10_000));
    expect((await row(id)).status).toBe('declined');
    expect(await isSponsored(child)).toBe(false);
    expect((await sponsor(child, mtnNumber(), 'other@example.org')).status).toBe(202);
  });
});

describe('a provider that fails', () => {
  it('answering 500 or not at all to the request: pending, then found out by asking, child released', async () => {
    for (const fault of ['server-error', 'hang'] as const) {
      const child = await newChild();
      live.momo.fault('/requesttopay', fault, 1);
      const res = await sponsor(child, mtnNumber());
      expect(res.status, fault).toBe(202);
      const id = await paymentIdOf(res);
      expect((await row(id)).providerRef).toMatch(/^[0-9a-f-]{36}$/);
      expect(await isSponsored(child)).toBe(true);
      // The request may have arrived: only MTN knows. Here it did not (404 for its reference): failed.
      expect(await checkPaymentById(live.deps, id, later(10_000))).toBe('declined');
      expect(await isSponsored(child)).toBe(false);
    }
  });

  it('a card checkout that times out: failed at once with its reason, not left pending for an hour', async () => {
    for (const fault of ['hang', 'server-error'] as const) {
      live.flutterwave.fault('/v3/payments', fault, 1);
      const res = await live.s.request('/api/donations', {
        method: 'POST',
        json: {
          amount: 5000,
          donationType: 'one-time',
          paymentMethod: 'card',
          firstName: 'Ann',
          lastName: 'Smith',
          email: `timeout-${fault}@example.org`,
        },
      });
      expect(res.status, fault).toBe(503);
      expect(await res.json()).toEqual({ message: declineText('checkout_unavailable') });
      const [lost] = await live.s.database.db
        .select()
        .from(payments)
        .where(eq(payments.payerEmail, `timeout-${fault}@example.org`));
      expect(lost).toMatchObject({
        provider: 'flutterwave',
        status: 'declined',
        declineDetail: 'checkout_unavailable',
      });
      // Settled at once: nothing left for the poller to wait on.
      expect(lost!.settledAt).not.toBeNull();
      expect(lost!.nextCheckAt).toBeNull();
    }
  });

  it('failing before the request could leave: 503, nothing recorded as pending, nothing held', async () => {
    const child = await newChild();
    const before = await counts(live.s);
    live.momo.expireTokens();
    live.momo.fault('/collection/token/', 'server-error', 1);
    const res = await sponsor(child, mtnNumber());
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await isSponsored(child)).toBe(false);
    expect(await counts(live.s)).toEqual(before);
  });

  it('answering 500 to a status check: still pending, asked again later', async () => {
    const phone = mtnNumber();
    const res = await sponsor(await newChild(), phone);
    const id = await paymentIdOf(res);
    live.momo.fault('/requesttopay/', 'server-error', 1);
    expect(await checkPaymentById(live.deps, id, later(10_000))).toBe('pending');
    expect((await row(id)).nextCheckAt!.getTime()).toBeGreaterThan(later(10_000).getTime());
    expect(await checkPaymentById(live.deps, id, later(60_000))).toBe('approved');
  });
});

describe('settlement', () => {
  it('by two pollers at once, and a settlement repeated, writes each purchase once', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await paymentIdOf(await sponsor(await newChild(), mtnNumber())));
    const pending = (await live.s.database.db.select().from(payments).where(eq(payments.status, 'pending'))).length;
    const at = later(10_000);
    const passes = await Promise.all([runPaymentPollerPass(live.deps, at), runPaymentPollerPass(live.deps, at)]);
    // Each pending payment taken by one of the two, never by both.
    expect(passes.reduce((x, y) => x + y, 0)).toBe(pending);
    await Promise.all(ids.map((id) => settlePending(live.deps, id, { status: 'approved' })));
    for (const id of ids) {
      expect((await row(id)).status).toBe('approved');
      const bought = await live.s.database.db
        .select()
        .from(sponsorshipPayments)
        .where(eq(sponsorshipPayments.paymentId, id));
      expect(bought).toHaveLength(1);
    }
  });

  it('survives a restart: a new server on the same database settles what was pending', async () => {
    const ids = [];
    for (let i = 0; i < 2; i++) ids.push(await paymentIdOf(await sponsor(await newChild(), mtnNumber())));
    await live.s.app.close();
    const again = await buildServer({
      config: live.s.config,
      db: live.s.database.db,
      web: false,
      logger: false,
      workers: false,
      paymentGateway: live.deps.gateway,
      paymentPoller: true,
    });
    await again.ready();
    await runPaymentPollerPass(live.deps, later(10_000));
    for (const id of ids) expect((await row(id)).status).toBe('approved');
    await again.close();
  });
});
