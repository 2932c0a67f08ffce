import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { recurringCharges, recurringPlans } from '~/server/core/db/recurring-schema';
import { payments } from '~/server/core/db/schema';
import { givingSecret, signGivingToken } from '~/server/giving/links/giving-token';
import { runPaymentPollerPass } from '~/server/giving/payments/poller';
import { type LivePayments, WEBHOOK_HASH, startLivePayments } from '~test/live-payments';
import { nextPeriod } from './calendar';
import { LEASE_MS, runRecurringPass } from './scheduler';
import { loggerInto } from '~test/log-capture';

/**
 * Live card plans are charged with the processor's token (Flutterwave's
 * tokenized charges, on the double), each month with no action by the donor; a
 * declined token retries and lapses; an unreachable provider never charges twice;
 * the token is never answered, mailed or logged.
 */
const logLines: string[] = [];
let live: LivePayments;
beforeAll(async () => {
  live = await startLivePayments({
    timeoutMs: 1_000,
    logger: loggerInto(logLines),
    env: { MAIL_PER_RECIPIENT_PER_DAY: '1000' },
  });
});
afterAll(() => live.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const db = () => live.s.database.db;
const deps = () => ({ ...live.deps, log: live.s.app.log });
const at = (d: Date, ms: number) => new Date(d.getTime() + ms);
const planOf = async (id: string) => (await db().select().from(recurringPlans).where(eq(recurringPlans.id, id)))[0]!;
const triesOf = async (planId: string, period: string) =>
  db()
    .select()
    .from(recurringCharges)
    .where(and(eq(recurringCharges.planId, planId), eq(recurringCharges.period, period)))
    .orderBy(recurringCharges.attempt);
const outbox = async (pattern: string) =>
  (await db().select().from(mailOutbox).where(like(mailOutbox.eventKey, pattern))).length;
/** What the double was asked to charge with one token. */
const tokenAsks = (token: string) =>
  live.flutterwave.requests.filter(
    (r) => r.path === '/v3/tokenized-charges' && (r.body as { token?: string }).token === token,
  );
const charged = (token: string) =>
  live.flutterwave.tokens.charges.filter((c) => c.token === token && c.status === 'successful');

/** A live monthly card donation: the hosted page, the webhook confirmed by verify, as for any card payment. */
async function startCardPlan(email: string) {
  const res = await live.s.request('/api/donations', {
    method: 'POST',
    json: { amount: 10000, donationType: 'monthly', paymentMethod: 'card', firstName: 'Ann', lastName: 'K', email },
  });
  expect(res.status).toBe(202);
  const { paymentId, redirectUrl } = ((await res.json()) as { data: { paymentId: string; redirectUrl: string } }).data;
  expect(redirectUrl).toContain('/v3/hosted/pay/');
  live.flutterwave.complete(paymentId);
  expect(await live.flutterwave.webhook(paymentId, live.callbackUrl('flutterwave'), WEBHOOK_HASH)).toBe(200);
  const [plan] = await db().select().from(recurringPlans).where(eq(recurringPlans.originPaymentId, paymentId));
  const token = live.flutterwave.tokens.tokenOf(email)!.card.token;
  expect(plan).toMatchObject({ method: 'card', status: 'active', cardToken: token });
  return { plan: plan!, token, dueAt: at(plan!.nextRunAt, HOUR) };
}

describe('card plans charged with the processor token', () => {
  it('charges next month with no action by the donor, confirmed by verify, and moves the plan on', async () => {
    const { plan, token, dueAt } = await startCardPlan('token@example.org');
    const asked = await runRecurringPass(deps(), dueAt);
    expect(asked).toMatchObject({ asked: 1, notified: 0 }); // no "pay now" message: nothing for the donor to do
    const [ask] = tokenAsks(token);
    expect(ask!.headers.authorization).toBe(`Bearer ${live.flutterwave.settings.secretKey}`);
    const [paid] = await triesOf(plan.id, plan.period);
    expect(paid).toMatchObject({ status: 'paid', attempt: 0 });
    expect(ask!.body).toEqual({
      token,
      currency: 'RWF',
      country: 'RW',
      amount: 10000,
      email: 'token@example.org',
      tx_ref: paid!.paymentId,
      narration: 'Monthly donation',
    });
    // The charge's answer is not believed alone: verify by the same tx_ref came after it.
    const after = live.flutterwave.requests.slice(live.flutterwave.requests.indexOf(ask!));
    expect(after.some((r) => r.query.get('tx_ref') === paid!.paymentId)).toBe(true);
    const [payment] = await db().select().from(payments).where(eq(payments.id, paid!.paymentId!));
    expect(payment).toMatchObject({ status: 'approved', provider: 'flutterwave', method: 'card', amountMinor: 10000 });
    expect(await planOf(plan.id)).toMatchObject({ period: nextPeriod(plan.period), failures: 0, status: 'active' });
    expect(await outbox(`donation-receipt:%`)).toBeGreaterThanOrEqual(2); // the first month and this one
    // Another pass the same day asks for nothing more.
    expect((await runRecurringPass(deps(), at(dueAt, LEASE_MS + 60_000))).asked).toBe(0);
    expect(charged(token)).toHaveLength(1);
  });

  it('retries a declined token 1, 3 and 7 days after, then lapses; the payer pays on the card page and the plan takes the new card', async () => {
    const { plan, token, dueAt } = await startCardPlan('declined@example.org');
    const issued = live.flutterwave.tokens.tokenOf('declined@example.org')!;
    issued.state = 'declined'; // the issuer refuses (a 200 answer whose transaction failed)
    for (let d = 0; d < 10; d++) {
      if (d === 2) issued.state = 'expired'; // Flutterwave refuses the token itself (400)
      await runRecurringPass(deps(), at(dueAt, d * DAY));
      await runPaymentPollerPass(deps(), at(dueAt, d * DAY));
    }
    expect(tokenAsks(token)).toHaveLength(4);
    expect(charged(token)).toHaveLength(0);
    expect((await triesOf(plan.id, plan.period)).map((t) => t.status)).toEqual([
      'failed',
      'failed',
      'failed',
      'failed',
    ]);
    expect(await planOf(plan.id)).toMatchObject({ status: 'lapsed', failures: 4 });
    expect(await outbox(`plan-notice:${plan.id}:failed:%`)).toBe(3);
    expect(await outbox(`plan-notice:${plan.id}:lapsed:%`)).toBe(1);
    expect(await outbox(`plan-lapsed-staff:${plan.id}:%`)).toBe(1);
    expect(await outbox(`plan-notice:${plan.id}:pay-now:%`)).toBe(0);

    // "Pay now" from the payer's page opens the card page (another card, maybe), not the old token.
    const link = signGivingToken('declined@example.org', await givingSecret(db()));
    const res = await live.s.request(`/api/giving/plans/${plan.id}/pay`, { method: 'POST', json: { token: link } });
    expect(res.status).toBe(202);
    const { paymentId, redirectUrl } = ((await res.json()) as { data: { paymentId: string; redirectUrl: string } })
      .data;
    expect(redirectUrl).toContain(`/v3/hosted/pay/${paymentId}`);
    expect(tokenAsks(token)).toHaveLength(4);
    live.flutterwave.complete(paymentId);
    await live.flutterwave.webhook(paymentId, live.callbackUrl('flutterwave'), WEBHOOK_HASH);
    const renewed = live.flutterwave.tokens.tokenOf('declined@example.org')!.card.token;
    expect(renewed).not.toBe(token);
    expect(await planOf(plan.id)).toMatchObject({ status: 'active', failures: 0, cardToken: renewed });
  });

  it('never charges twice when the provider fails after charging, or hangs before', async () => {
    const { plan, token, dueAt } = await startCardPlan('unreachable@example.org');
    // A 500 after the card was charged: the payment stays pending under its tx_ref.
    live.flutterwave.tokens.faults.push({ fault: 'server-error', charged: true, token });
    expect((await runRecurringPass(deps(), dueAt)).asked).toBe(1);
    const [pending] = await triesOf(plan.id, plan.period);
    expect(pending).toMatchObject({ status: 'pending' });
    // The next pass, after the lease: the try is not asked again.
    expect((await runRecurringPass(deps(), at(dueAt, LEASE_MS + 60_000))).asked).toBe(0);
    expect(tokenAsks(token)).toHaveLength(1);
    // The poller's verify finds the charge: the month is paid once.
    await runPaymentPollerPass(deps(), at(dueAt, LEASE_MS + 60_000));
    expect((await triesOf(plan.id, plan.period)).map((t) => t.status)).toEqual(['paid']);
    expect(charged(token)).toHaveLength(1);
    const moved = await planOf(plan.id);
    expect(moved).toMatchObject({ period: nextPeriod(plan.period), failures: 0 });

    // Next month the provider hangs before charging: pending, never found, expired; retried a day after, once.
    live.flutterwave.tokens.faults.push({ fault: 'hang', charged: false, token });
    const due2 = at(moved.nextRunAt, HOUR);
    await runRecurringPass(deps(), due2);
    for (const t of [LEASE_MS + 60_000, 2 * HOUR, 5 * HOUR]) {
      await runRecurringPass(deps(), at(due2, t));
      await runPaymentPollerPass(deps(), at(due2, t));
    }
    expect(tokenAsks(token)).toHaveLength(2);
    expect((await triesOf(plan.id, moved.period)).map((t) => t.status)).toEqual(['failed']);
    await runRecurringPass(deps(), at(due2, DAY));
    expect(tokenAsks(token)).toHaveLength(3);
    expect((await triesOf(plan.id, moved.period)).map((t) => t.status)).toEqual(['failed', 'paid']);
    expect(charged(token)).toHaveLength(2); // one per month
    expect(await planOf(plan.id)).toMatchObject({ period: nextPeriod(moved.period), failures: 0 });
  });

  it('never answers, mails, logs or keeps elsewhere a card token', async () => {
    const tokens = [...live.flutterwave.tokens.tokens.keys()];
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    const seen: string[] = [];
    const admin = await live.s.login();
    for (const path of ['/api/recurring', '/api/payments?pageSize=100', '/api/donations?period=all']) {
      const res = await live.s.request(path, { token: admin });
      expect(res.status, path).toBe(200);
      seen.push(await res.text());
    }
    const secret = await givingSecret(db());
    for (const email of ['token@example.org', 'declined@example.org', 'unreachable@example.org']) {
      const res = await live.s.request(`/api/giving?token=${encodeURIComponent(signGivingToken(email, secret))}`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain('"method":"card"');
      seen.push(text);
    }
    for (const row of await db().select().from(payments))
      seen.push((await (await live.s.request(`/api/payments/${row.id}`)).text()) + JSON.stringify(row));
    const mails = await db().select().from(mailOutbox);
    expect(mails.length).toBeGreaterThan(5);
    seen.push(JSON.stringify(mails));
    const logs = logLines.join('');
    expect(logs).toContain('payment settled');
    seen.push(logs);
    const all = seen.join('\n');
    for (const token of tokens) expect(all).not.toContain(token);
    // Nor anything else of the card: Flutterwave's verify answers carried its expiry and first digits.
    expect(all).not.toContain('553188');
    expect(all).not.toContain('09/32');
  });
});
