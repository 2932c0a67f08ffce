import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { type LivePayments, WEBHOOK_HASH, startLivePayments } from '~test/live-payments';
import { runAt } from './calendar';
import { runRecurringPass } from './scheduler';

/**
 * Issue 43 part 3: a card plan whose card expires before its next charge gets an "update
 * your card" message 14 days before that charge, with the link to the payer's page; once.
 * Of the card only its expiry month is kept beside the token.
 */
let live: LivePayments;
beforeAll(async () => {
  live = await startLivePayments({ timeoutMs: 1_000, env: { MAIL_PER_RECIPIENT_PER_DAY: '1000' } });
});
afterAll(() => live.close());

const DAY = 24 * 3600_000;
const db = () => live.s.database.db;
const mails = (pattern: string) => db().select().from(mailOutbox).where(like(mailOutbox.eventKey, pattern));

/** A live monthly card donation paid on the hosted page with a card expiring `expiry` (MM/YY). */
async function cardPlan(email: string, expiry: string) {
  live.flutterwave.tokens.expiries.set(email, expiry);
  const res = await live.s.request('/api/donations', {
    method: 'POST',
    json: { amount: 10000, donationType: 'monthly', paymentMethod: 'card', firstName: 'Ann', lastName: 'K', email },
  });
  const { paymentId } = ((await res.json()) as { data: { paymentId: string } }).data;
  live.flutterwave.complete(paymentId);
  expect(await live.flutterwave.webhook(paymentId, live.callbackUrl('flutterwave'), WEBHOOK_HASH)).toBe(200);
  const [plan] = await db().select().from(recurringPlans).where(eq(recurringPlans.originPaymentId, paymentId));
  expect(plan!.cardToken).toBeTruthy();
  return plan!;
}

describe('card that expires before its next charge', () => {
  it('is told 14 days before the charge, once, with the link to update the card; a card that lasts is not', async () => {
    const now = new Date();
    const thisMonth = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear()).slice(2)}`;
    const ending = await cardPlan('expiring@example.org', thisMonth);
    const lasting = await cardPlan('lasting@example.org', '09/32');
    expect(lasting.cardExpiresOn).toBe('2032-09-30');
    expect(ending.cardExpiresOn! < ending.nextDueOn).toBe(true);

    const charge = runAt(ending.nextDueOn);
    const deps = { ...live.deps, log: live.s.app.log };
    await runRecurringPass(deps, new Date(charge.getTime() - 15 * DAY));
    expect(await mails(`plan-notice:${ending.id}:card-expiring:%`)).toHaveLength(0);
    await runRecurringPass(deps, new Date(charge.getTime() - 14 * DAY));
    await runRecurringPass(deps, new Date(charge.getTime() - 13 * DAY));
    const sent = await mails(`plan-notice:${ending.id}:card-expiring:%`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Please update your card for your monthly gift to General Donation');
    expect(sent[0]!.text).toContain('expires before the next payment');
    expect(sent[0]!.text).toContain('/my-giving?token=');
    expect(await mails(`plan-notice:${lasting.id}:card-expiring:%`)).toHaveLength(0);
    // The expiry is kept as a date only: never the card's own "MM/YY" in a message.
    expect(sent[0]!.text).not.toContain(thisMonth);
  });
});
