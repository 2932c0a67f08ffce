import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { recurringCharges, recurringPlans } from '~/server/core/db/recurring-schema';
import { smsMessages } from '~/server/core/db/sms-schema';
import { payments } from '~/server/core/db/schema';
import { recordSmsConsent } from '~/server/core/sms/consent';
import { normaliseSmsPhone } from '~/server/core/sms/phone';
import { givingSecret, signGivingToken } from '~/server/giving/links/giving-token';
import { WEBHOOK_HASH } from '~test/live-payments';
import { preapprovalSite } from '~test/preapproval';
import { nextPeriod } from './calendar';

/**
 * Issue 43 part 2: 24 hours before each automatic debit (a pre-approved MoMo month, a
 * card charged with its token) the payer is told the amount, the date and how to skip or
 * stop: by SMS where they consented, else by e-mail; once a month. Skipping owes nothing.
 */
const HOUR = 3600_000;
const site = preapprovalSite(400_000);
const { db, pass, planOf } = site;
const mails = async (pattern: string) => db().select().from(mailOutbox).where(like(mailOutbox.eventKey, pattern));
const texts = async (pattern: string) => db().select().from(smsMessages).where(like(smsMessages.eventKey, pattern));

/** A monthly MoMo donation, approved once for automatic debits. */
const preapprovedPlan = (email: string) => site.approved(email);

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
    const skip = await site.live.s.request(`/api/giving/plans/${plan.id}`, {
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
  const res = await site.live.s.request('/api/donations', {
    method: 'POST',
    json: { amount: 10000, donationType: 'monthly', paymentMethod: 'card', firstName: 'Ann', lastName: 'K', email },
  });
  const { paymentId } = ((await res.json()) as { data: { paymentId: string } }).data;
  site.live.flutterwave.complete(paymentId);
  await site.live.flutterwave.webhook(paymentId, site.live.callbackUrl('flutterwave'), WEBHOOK_HASH);
  const [plan] = await db().select().from(recurringPlans).where(eq(recurringPlans.originPaymentId, paymentId));
  expect(plan!.cardToken).toBeTruthy();
  return plan!;
}
