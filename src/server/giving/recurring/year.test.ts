import { purchases } from '~/server/routes';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { recurringCharges, recurringPlans } from '~/server/core/db/recurring-schema';
import { children, payments } from '~/server/core/db/schema';
import { sponsorshipPayments } from '~/server/core/db/sponsorship-schema';
import { runPaymentPollerPass } from '~/server/giving/payments/poller';
import { type ScriptedGateway, startScriptedServer } from '~test/scripted-gateway';
import type { TestServer } from '~test/server';
import { nextPeriod, runAt } from './calendar';
import { changePlan } from './manage';
import { runRecurringPass } from './scheduler';
import { insertChild, paySponsorship } from '~test/children';

/**
 * A year of a monthly sponsorship paid by mobile money, driven by a fake clock one
 * day at a time: reminded before each month, paid, declined and paid on the retry,
 * left pending and settled by the poller, declined four times and lapsed (the payer
 * and staff told, the child still sponsored), resumed, and paid to the end.
 */
let s: TestServer;
let gateway: ScriptedGateway;
beforeAll(async () => {
  ({ s, gateway } = await startScriptedServer());
});
afterAll(() => s.close());

const day = 24 * 3600_000;
const db = () => s.database.db;
const deps = () => ({ db: db(), config: s.config, gateway, purchases });
const outbox = async (pattern: string) =>
  (await db().select({ to: mailOutbox.to }).from(mailOutbox).where(like(mailOutbox.eventKey, pattern))).length;

describe('a year of monthly charges', () => {
  it('asks each month once, reminds, retries after 1, 3 and 7 days, lapses, and never frees the child', async () => {
    const child = await insertChild(db());
    // The first payment (at real time) starts the plan; then one verdict per try, in order.
    gateway.script = ['approved', 'approved', 'approved', 'approved', 'declined', 'approved', 'pending'];
    gateway.script.push('declined', 'declined', 'declined', 'declined');
    const first = await paySponsorship(s, {
      childId: child.id,
      sponsorName: 'Grace',
      sponsorEmail: 'Grace@Example.org',
      sponsorPhone: '0781234567',
      amount: 20000,
      paymentMethod: 'momo',
      paymentFrequency: 'monthly',
    });
    expect(first.status).toBe(201);
    const [plan] = await db().select().from(recurringPlans);
    expect(plan).toMatchObject({
      kind: 'sponsorship',
      status: 'active',
      payerEmail: 'grace@example.org',
      amountRwf: 20000,
    });
    expect(plan!.target).toBe('Aline');

    const months: string[] = [];
    for (let p = plan!.period, i = 0; i < 12; i++, p = nextPeriod(p)) months.push(p);
    const start = runAt(`${months[0]}-01`).getTime();
    let lapsedOn: string | null = null;
    let resumedAt = '';
    for (let t = start; t < start + 380 * day; t += day) {
      const now = new Date(t + 3600_000); // 07:00 UTC, an hour after the run hour
      await runRecurringPass(deps(), now);
      await runPaymentPollerPass(deps(), now);
      await runRecurringPass(deps(), now); // a second pass the same day asks for nothing more
      const [p] = await db().select().from(recurringPlans).where(eq(recurringPlans.id, plan!.id));
      if (p!.status === 'lapsed' && !lapsedOn) {
        lapsedOn = now.toISOString().slice(0, 10);
        expect(p!.period).toBe(months[5]);
        // The month after the lapse: the payer resumes; the lapsed month is not asked again.
        const resumed = await changePlan(
          db(),
          s.config,
          p!.id,
          'grace@example.org',
          { action: 'resume' },
          new Date(t + 2 * day),
        );
        resumedAt = resumed.period;
      }
    }

    // The month that lapsed: due, then 1, 3 and 7 days after; the lapse on the last.
    const due6 = `${months[5]}-${String(plan!.dayOfMonth).padStart(2, '0')}`;
    expect(lapsedOn).toBe(runAt(due6, 7).toISOString().slice(0, 10));
    const tries = await db().select().from(recurringCharges).where(eq(recurringCharges.planId, plan!.id));
    const perMonth = (m: string) => tries.filter((c) => c.period === m).map((c) => c.status);
    expect(perMonth(months[0]!)).toEqual(['paid']);
    expect(perMonth(months[3]!).sort()).toEqual(['failed', 'paid']);
    expect(perMonth(months[4]!)).toEqual(['paid']); // pending first, then settled by the poller
    expect(perMonth(months[5]!)).toEqual(['failed', 'failed', 'failed', 'failed']);
    // Resumed two days after the lapse: this month if its day is still ahead, else the next; nothing in between.
    expect([months[6], months[7]]).toContain(resumedAt);
    for (const m of months.slice(6)) expect(perMonth(m), m).toEqual(m < resumedAt ? [] : ['paid']);

    // One request to the provider per try, each under its own key; nothing asked twice.
    const keys = gateway.calls.map((c) => c.idempotencyKey).filter(Boolean);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(tries.filter((c) => c.attempt >= 0).length - 1); // all tries but the first payment's
    const paid = await db()
      .select()
      .from(sponsorshipPayments)
      .innerJoin(payments, eq(payments.id, sponsorshipPayments.paymentId))
      .where(and(eq(sponsorshipPayments.childId, child.id), eq(payments.status, 'approved')));
    expect(paid.length).toBe(tries.filter((c) => c.status === 'paid').length);

    // Reminders before each month asked (not the resumed-over month), failures told once each, staff told of the lapse.
    const reminded = await outbox(`plan-notice:${plan!.id}:reminder:%`);
    expect(reminded).toBe(new Set(tries.filter((c) => c.attempt === 0).map((c) => c.period)).size - 1);
    expect(await outbox(`plan-notice:${plan!.id}:failed:%`)).toBe(4);
    expect(await outbox(`plan-notice:${plan!.id}:lapsed:%`)).toBe(1);
    const staff = await db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, `plan-lapsed-staff:${plan!.id}:%`));
    expect(staff.map((m) => m.to)).toEqual([s.config.org.email]);
    // A lapsed sponsorship does not free the child: staff decide.
    const [after] = await db().select().from(children).where(eq(children.id, child.id));
    expect(after!.isSponsored).toBe(true);
    const [end] = await db().select().from(recurringPlans).where(eq(recurringPlans.id, plan!.id));
    expect(end).toMatchObject({ status: 'active', failures: 0 });
  });
});
