import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { momoPreapprovals } from '~/server/core/db/preapproval-schema';
import { recurringCharges, recurringPlans } from '~/server/core/db/recurring-schema';
import { smsMessages } from '~/server/core/db/sms-schema';
import { payments } from '~/server/core/db/schema';
import { recordSmsConsent } from '~/server/core/sms/consent';
import { normaliseSmsPhone } from '~/server/core/sms/phone';
import { givingSecret, signGivingToken } from '~/server/giving/links/giving-token';
import { runPaymentPollerPass } from '~/server/giving/payments/poller';
import { type LivePayments, WEBHOOK_HASH, startLivePayments } from '~test/live-payments';
import { momoDonation, mtnNumbers } from '~test/payers';
import { nextPeriod } from './calendar';
import { runRecurringPass } from './scheduler';

/**
 * Issue 43 part 2: 24 hours before each automatic debit (a pre-approved MoMo month, a
 * card charged with its token) the payer is told the amount, the date and how to skip or
 * stop: by SMS where they consented, else by e-mail; once a month. Skipping owes nothing.
 */
let live: LivePayments;
let clock = Date.now();
beforeAll(async () => {
  live = await startLivePayments({
    timeoutMs: 1_000,
    momoNow: () => clock,
    env: { MOMO_PREAPPROVAL: 'true', MAIL_PER_RECIPIENT_PER_DAY: '1000' },
  });
});
afterAll(() => live.close());

const HOUR = 3600_000;
const db = () => live.s.database.db;
const deps = () => ({ ...live.deps, log: live.s.app.log });
const mtnNumber = mtnNumbers(400_000);
const planOf = async (id: string) => (await db().select().from(recurringPlans).where(eq(recurringPlans.id, id)))[0]!;
const mails = async (pattern: string) => db().select().from(mailOutbox).where(like(mailOutbox.eventKey, pattern));
const texts = async (pattern: string) => db().select().from(smsMessages).where(like(smsMessages.eventKey, pattern));
async function pass(t: Date) {
  clock = t.getTime();
  const result = await runRecurringPass(deps(), t);
  await runPaymentPollerPass(deps(), new Date(t.getTime() + 30_000));
  return result;
}

/** A monthly MoMo donation, approved once for automatic debits. */
async function preapprovedPlan(email: string) {
  const phone = mtnNumber();
  clock = Date.now();
  const res = await live.s.request('/api/donations', {
    method: 'POST',
    json: momoDonation(phone, { donationType: 'monthly', email }),
  });
  const { paymentId } = ((await res.json()) as { data: { paymentId: string } }).data;
  const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
  await live.momo.callback(payment!.providerRef!, { url: live.callbackUrl('mtn-momo') });
  const [plan] = await db().select().from(recurringPlans).where(eq(recurringPlans.originPaymentId, paymentId));
  await pass(new Date(Date.now() + 60_000));
  const [row] = await db().select().from(momoPreapprovals).where(eq(momoPreapprovals.planId, plan!.id));
  const ref = row!.referenceId;
  await live.momo.preapprovalCallback(ref, { url: `${live.s.url}/api/giving/preapprovals/${ref}/callback` });
  expect(await planOf(plan!.id)).toMatchObject({ preapprovalStatus: 'approved' });
  return { plan: await planOf(plan!.id), phone };
}

describe('notice before every automatic debit', () => {
  it('texts a consenting MoMo payer (not e-mailed too) 24 hours before, once, with amount, date and the skip/stop link', async () => {
    const { plan, phone } = await preapprovedPlan('texted@example.org');
    await recordSmsConsent(db(), { phone: normaliseSmsPhone(phone)!, lang: 'en', source: 'donate-form' });
    const due = plan.nextRunAt;
    await pass(new Date(due.getTime() - 25 * HOUR));
    expect(await texts(`sms:plan-debit-notice:${plan.id}:%`)).toHaveLength(0);
    await pass(new Date(due.getTime() - 23 * HOUR));
    await pass(new Date(due.getTime() - 22 * HOUR));
    const [sms] = await texts(`sms:plan-debit-notice:${plan.id}:%`);
    expect(sms!.text).toMatch(
      /^Tomorrow .+: RWF 5,000 for the children is taken automatically by MoMo\. To skip this month or stop: http/,
    );
    expect(await texts(`sms:plan-debit-notice:${plan.id}:%`)).toHaveLength(1);
    expect(await mails(`plan-notice:${plan.id}:debit-notice:%`)).toHaveLength(0);
  });

  it('e-mails a payer without SMS consent; skipping the month takes nothing for it, now or later', async () => {
    const { plan } = await preapprovedPlan('mailed@example.org');
    const due = plan.nextRunAt;
    await pass(new Date(due.getTime() - 23 * HOUR));
    const [mail] = await mails(`plan-notice:${plan.id}:debit-notice:%`);
    expect(mail!.subject).toBe('Tomorrow: RWF 5,000 for your monthly gift to General Donation');
    expect(mail!.text).toContain('To skip this month (nothing is owed later) or to stop, open your page');
    expect(mail!.text).toContain('/my-giving?token=');

    const token = signGivingToken('mailed@example.org', await givingSecret(db()));
    const skip = await live.s.request(`/api/giving/plans/${plan.id}`, {
      method: 'POST',
      json: { token, action: 'skip' },
    });
    expect(skip.status).toBe(200);
    const skipped = await planOf(plan.id);
    expect(skipped).toMatchObject({ period: nextPeriod(plan.period), amountRwf: 5000, failures: 0 });
    await pass(new Date(due.getTime() + HOUR)); // the old due date: nothing asked of this plan
    // Next month: one debit of the usual amount; the skipped month is never asked for.
    const nextDue = new Date(skipped.nextRunAt.getTime() + HOUR);
    await pass(nextDue);
    const tries = await db()
      .select({ period: recurringCharges.period, status: recurringCharges.status, amount: payments.amountMinor })
      .from(recurringCharges)
      .leftJoin(payments, eq(payments.id, recurringCharges.paymentId))
      .where(and(eq(recurringCharges.planId, plan.id)));
    expect(tries.filter((t) => t.period === plan.period)).toEqual([
      { period: plan.period, status: 'skipped', amount: null },
    ]);
    expect(tries.filter((t) => t.period === skipped.period)).toEqual([
      { period: skipped.period, status: 'paid', amount: 5000 },
    ]);
  });

  it('announces a card charged with its token by e-mail', async () => {
    const plan = await cardPlan();
    await pass(new Date(plan.nextRunAt.getTime() - 23 * HOUR));
    const [mail] = await mails(`plan-notice:${plan.id}:debit-notice:%`);
    expect(mail!.text).toContain('RWF 10,000');
    expect(mail!.text).toContain('(Card)');
    // E-mailed: the one without SMS consent and the card; the texted payer got no e-mail.
    expect(await mails(`plan-notice:%:debit-notice:%`)).toHaveLength(2);
  });
});

async function cardPlan() {
  const email = `card-${Math.random().toString(36).slice(2)}@example.org`;
  const res = await live.s.request('/api/donations', {
    method: 'POST',
    json: { amount: 10000, donationType: 'monthly', paymentMethod: 'card', firstName: 'Ann', lastName: 'K', email },
  });
  const { paymentId } = ((await res.json()) as { data: { paymentId: string } }).data;
  live.flutterwave.complete(paymentId);
  await live.flutterwave.webhook(paymentId, live.callbackUrl('flutterwave'), WEBHOOK_HASH);
  const [plan] = await db().select().from(recurringPlans).where(eq(recurringPlans.originPaymentId, paymentId));
  expect(plan!.cardToken).toBeTruthy();
  return plan!;
}
