import { purchases } from '~/server/routes';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planChangeRequests } from '~/server/core/db/giving-links-schema';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { createPaymentGateway, runAt, runRecurringPass } from '~/server/giving';
import { startTestServer, type TestServer } from '~test/server';
import { linkIn, mailsOfKind } from '~test/outbox';

/**
 * A giving link (in every receipt, forwarded, in shared mailboxes) could raise a
 * card plan to ten million francs with no word to the payer. A raise now waits for the
 * payer's click in a fresh e-mail; every change is e-mailed; card plans are reminded of a
 * new amount before the charge; raises stop at PLAN_MAX_RWF. Runs on PGlite and PostgreSQL.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '1000', PLAN_MAX_RWF: '500000' } });
});
afterAll(() => s.close());

const db = () => s.database.db;
type Msg = { message: string; data: { amount: number; _id: string } };

async function giveMonthly(email: string, paymentMethod: 'momo' | 'card' = 'momo') {
  const card = { cardNumber: '4242424242424242', cardExpiry: '12/30', cardCvc: '123', cardName: 'Ann Uwase' };
  const res = await s.request('/api/donations', {
    method: 'POST',
    json: {
      amount: 8000,
      donationType: 'monthly',
      paymentMethod,
      firstName: 'Ann',
      lastName: 'Uwase',
      email,
      phone: '0788000111',
      anonymous: false,
      ...(paymentMethod === 'card' ? card : { pin: '1234' }),
    },
  });
  expect(res.status).toBe(201);
  const mails = await mailsTo(email, 'donation-receipt');
  const token = decodeURIComponent(/\/my-giving\?token=([^\s"&]+)/.exec(mails.at(-1)!.text)![1]!);
  const [plan] = await db().select().from(recurringPlans).where(eq(recurringPlans.payerEmail, email));
  return { token, plan: plan! };
}

const mailsTo = (to: string, kind: string) => mailsOfKind(db(), to, kind);
const change = (planId: string, token: string, body: object) =>
  s.request(`/api/giving/plans/${planId}`, { method: 'POST', json: { token, ...body } });
const confirm = (token: string) => s.request('/api/giving/changes/confirm', { method: 'POST', json: { token } });
const amountOf = async (planId: string) =>
  (await db().select().from(recurringPlans).where(eq(recurringPlans.id, planId)))[0]!.amountRwf;

describe('a raise asked from a giving link', () => {
  it('changes nothing until the payer confirms it from the link e-mailed to them, once', async () => {
    const email = 'raise@example.org';
    const { token, plan } = await giveMonthly(email);
    const asked = await change(plan.id, token, { action: 'amount', amount: 200_000 });
    expect(asked.status).toBe(202);
    expect(((await asked.json()) as Msg).message).toMatch(/check your inbox/i);
    expect(await amountOf(plan.id)).toBe(8000);

    const [mail] = await mailsTo(email, 'plan-change-confirm');
    expect(mail!.text).toContain('RWF 200,000');
    // The confirmation page opens in the e-mail's language.
    expect(mail!.text).toMatch(/\/my-giving\/confirm\?token=[^\s&]+&lang=en\b/);
    const confirmToken = linkIn(mail!.text, '/my-giving/confirm');
    // A giving link does not confirm, and the confirmation link opens no giving page.
    expect((await confirm(token)).status).toBe(403);
    expect((await s.request(`/api/giving?token=${encodeURIComponent(confirmToken)}`)).status).toBe(403);

    const view = await s.request(`/api/giving/changes?token=${encodeURIComponent(confirmToken)}`);
    expect(view.status).toBe(200);
    expect(((await view.json()) as { data: { amount: number } }).data.amount).toBe(200_000);
    expect(await amountOf(plan.id)).toBe(8000); // opening the page changes nothing

    const done = await confirm(confirmToken);
    expect(done.status).toBe(200);
    expect(((await done.json()) as Msg).data.amount).toBe(200_000);
    expect(await amountOf(plan.id)).toBe(200_000);
    expect((await confirm(confirmToken)).status).toBe(409); // once
    const [told] = await mailsTo(email, 'plan-changed');
    expect(told!.text).toContain('RWF 200,000');
  });

  it('refuses a raise over the ceiling (400 naming the field); a newer raise or the expiry voids a waiting link', async () => {
    const email = 'ceiling@example.org';
    const { token, plan } = await giveMonthly(email);
    const high = await change(plan.id, token, { action: 'amount', amount: 10_000_000 });
    expect(high.status).toBe(400);
    expect(((await high.json()) as Msg).message).toBe(
      'amount: The monthly amount can be at most RWF 500,000. For a larger gift, please contact us.',
    );
    expect(await mailsTo(email, 'plan-change-confirm')).toHaveLength(0);

    expect((await change(plan.id, token, { action: 'amount', amount: 9000 })).status).toBe(202);
    expect((await change(plan.id, token, { action: 'amount', amount: 9500 })).status).toBe(202);
    const [older, newer] = (await mailsTo(email, 'plan-change-confirm')).map((m) =>
      linkIn(m.text, '/my-giving/confirm'),
    );
    expect((await confirm(older!)).status).toBe(410);
    await db()
      .update(planChangeRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await confirm(newer!)).status).toBe(410);
    expect((await confirm(`${newer!.split('.')[0]}.${'A'.repeat(43)}`)).status).toBe(403);
    expect(await amountOf(plan.id)).toBe(8000);
  });
});

describe('every change is e-mailed to the payer', () => {
  it("tells the payer of a lower amount, a new day, a pause, a resume, a cancel, and of staff's changes", async () => {
    const email = 'told@example.org';
    const { token, plan } = await giveMonthly(email);
    const steps = [
      [{ action: 'amount', amount: 7000 }, 'is now RWF 7,000'],
      [{ action: 'day', dayOfMonth: 9 }, 'due on day 9 of each month'],
      [{ action: 'pause' }, 'is paused'],
      [{ action: 'resume' }, 'is active again'],
    ] as const;
    for (const [body, words] of steps) {
      expect((await change(plan.id, token, body)).status).toBe(200);
      const told = await mailsTo(email, 'plan-changed');
      expect(told.at(-1)!.text).toContain(words);
      expect(told.at(-1)!.text).toContain('From your giving page');
      expect(told.at(-1)!.text).toMatch(/\/my-giving\?token=/);
    }
    const admin = await s.login();
    const staff = await s.request(`/api/recurring/${plan.id}/status`, {
      method: 'POST',
      token: admin,
      json: { action: 'cancel' },
    });
    expect(staff.status).toBe(200);
    const told = await mailsTo(email, 'plan-changed');
    expect(told).toHaveLength(steps.length + 1);
    expect(told.at(-1)!.text).toContain('is cancelled');
    expect(told.at(-1)!.text).toContain('Our team, at your request');
  });
});

describe('a card plan whose amount changed', () => {
  it('is reminded of the new amount before the card is charged, once per change', async () => {
    const email = 'card-plan@example.org';
    const { token, plan } = await giveMonthly(email, 'card');
    expect(plan.method).toBe('card');
    const deps = { db: db(), config: s.config, gateway: createPaymentGateway(s.config), purchases };
    const beforeDue = new Date(runAt(plan.nextDueOn, -2).getTime() + 3600_000);
    const reminders = () =>
      db()
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.eventKey, `plan-notice:${plan.id}:%`));
    await runRecurringPass(deps, beforeDue);
    expect(await reminders()).toHaveLength(0); // unchanged: a card plan is not reminded each month

    expect((await change(plan.id, token, { action: 'amount', amount: 6000 })).status).toBe(200);
    const result = await runRecurringPass(deps, beforeDue);
    expect(result.asked).toBe(0); // days before the charge
    const [reminder] = await reminders();
    expect(reminder!.to).toBe(email);
    expect(reminder!.text).toContain('your saved card will be charged RWF 6,000');
    await runRecurringPass(deps, new Date(beforeDue.getTime() + 3600_000));
    expect(await reminders()).toHaveLength(1);
  });
});
