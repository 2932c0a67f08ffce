import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, payments } from '~/server/core/db/schema';
import { sponsorships } from '~/server/core/db/sponsorship-schema';
import { translate } from '~/shared/i18n';
import { type LivePayments, WEBHOOK_HASH, later, startLivePayments } from '~test/live-payments';
import { runPaymentPollerPass } from './poller';
import { insertChild, paySponsorship } from '~test/children';

/**
 * Squatting: if unpaid sponsorships held children for the card checkout's hour, five
 * from one address would empty the list. A hold lasts minutes, and one network holds
 * at most PAYMENT_HOLDS_PER_ADDRESS children at once.
 */
let live: LivePayments;
beforeAll(async () => {
  live = await startLivePayments({ timeoutMs: 2_000, env: { PAYMENT_HOLDS_PER_ADDRESS: '2' } });
});
afterAll(() => live.close());

const db = () => live.s.database.db;
async function newChild(): Promise<string> {
  return (await insertChild(db())).id;
}
const sponsorByCard = (childId: string, email: string) =>
  paySponsorship(live.s, {
    childId,
    sponsorEmail: email,
    sponsorPhone: '0788123456',
    paymentMethod: 'card',
    paymentFrequency: 'onetime',
  });
const child = async (id: string) => (await db().select().from(children).where(eq(children.id, id)))[0]!;

describe('holds', () => {
  it('last minutes, not the checkout’s hour; one network holds two children at most; a late payment still sponsors a free child', async () => {
    const kids = [await newChild(), await newChild(), await newChild()];
    const first = await sponsorByCard(kids[0]!, 'a@example.org');
    expect(first.status).toBe(202);
    const { paymentId } = ((await first.json()) as { data: { paymentId: string } }).data;
    const [row] = await db().select().from(payments).where(eq(payments.id, paymentId));
    const held = await child(kids[0]!);
    expect(held.heldByPaymentId).toBe(paymentId);
    const now = Date.now();
    expect(held.heldUntil!.getTime() - now).toBeLessThanOrEqual(10 * 60_000);
    expect(row!.expiresAt!.getTime() - now).toBeGreaterThan(50 * 60_000);

    expect((await sponsorByCard(kids[1]!, 'b@example.org')).status).toBe(202);
    const third = await sponsorByCard(kids[2]!, 'c@example.org');
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ message: translate('sponsorshipStates:tooManyHolds') });
    expect((await child(kids[2]!)).isSponsored).toBe(false);

    // Past the hold, the poller puts the children back on the list; the payments stay pending.
    await runPaymentPollerPass(live.deps, later(11 * 60_000));
    for (const id of kids.slice(0, 2))
      expect(await child(id)).toMatchObject({ isSponsored: false, heldByPaymentId: null });
    expect((await db().select().from(payments).where(eq(payments.id, paymentId)))[0]!.status).toBe('pending');
    expect((await sponsorByCard(kids[2]!, 'c@example.org')).status).toBe(202);

    // The first payer finishes the checkout late: nobody took the child, so it is theirs.
    live.flutterwave.complete(paymentId);
    expect(await live.flutterwave.webhook(paymentId, live.callbackUrl('flutterwave'), WEBHOOK_HASH)).toBe(200);
    expect((await db().select().from(payments).where(eq(payments.id, paymentId)))[0]!.status).toBe('approved');
    const [s] = await db().select().from(sponsorships).where(eq(sponsorships.childId, kids[0]!));
    expect(s).toMatchObject({ status: 'active', sponsorEmail: 'a@example.org' });
    expect(await child(kids[0]!)).toMatchObject({ isSponsored: true, sponsorshipId: s!.id, heldByPaymentId: null });
  });
});
