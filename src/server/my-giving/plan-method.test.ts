import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '~/server/core/db/activity-schema';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { givingSecret, signGivingToken } from '~/server/giving';
import { expectError, expectJson } from '~test/api';
import { insertChild, paySponsorship } from '~test/children';
import { testServerForFile, type TestServer } from '~test/server';

/**
 * Issue 39.9: a sponsor whose MoMo number changes, or who moves to a card or airtime,
 * changes the plan's method from their page; the plan, its day and the child stay.
 */
let s: TestServer;
testServerForFile((t) => ({ s } = t), { workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '100' } });

const tokenFor = async (email: string) => signGivingToken(email, await givingSecret(s.database.db));
const change = (planId: string, body: object, lang = 'en') =>
  s.request(`/api/giving/plans/${planId}/method`, { method: 'POST', json: body, headers: { 'accept-language': lang } });
const planOf = async (id: string) =>
  (await s.database.db.select().from(recurringPlans).where(eq(recurringPlans.id, id)))[0]!;

describe('a plan payment method', () => {
  it('moves to a new MoMo number, to airtime and to a card, keeping the plan, its day and its child', async () => {
    const child = await insertChild(s.database.db, { name: 'Eric Habimana', monthlySupport: '20000' });
    const email = 'method@example.org';
    const paid = await paySponsorship(s, {
      childId: child.id,
      sponsorEmail: email,
      sponsorPhone: '0788123456',
      paymentDetails: { momoNumber: '0788123456', pin: '1234' },
    });
    expect(paid.status).toBe(201);
    const [before] = await s.database.db.select().from(recurringPlans).where(eq(recurringPlans.childId, child.id));
    const t = await tokenFor(email);

    await expectError(await change(before!.id, { token: t, method: 'momo', phone: '12345' }), 400, /^phone: /);
    await expectError(await change(before!.id, { token: await tokenFor('other@example.org'), method: 'card' }), 404);
    await expectError(await change(before!.id, { token: t, method: 'cash' }), 400);

    const moved = await expectJson<{ message: string; data: { method: string; dayOfMonth: number } }>(
      await change(before!.id, { token: t, method: 'momo', phone: '+250 789 555 001' }),
      200,
    );
    expect(moved.message).toBe('The payment method is changed. The next payment will use it.');
    let plan = await planOf(before!.id);
    expect(plan).toMatchObject({
      method: 'momo',
      payerPhone: '0789555001',
      status: before!.status,
      dayOfMonth: before!.dayOfMonth,
      childId: child.id,
      amountRwf: before!.amountRwf,
      nextDueOn: before!.nextDueOn,
    });

    await expectJson(await change(before!.id, { token: t, method: 'airtime', phone: '0732000111' }), 200);
    expect(await planOf(before!.id)).toMatchObject({ method: 'airtime', payerPhone: '0732000111' });

    const toCard = await expectJson<{ message: string }>(
      await change(before!.id, { token: t, method: 'card' }, 'fr'),
      200,
    );
    expect(toCard.message).toMatch(/^Le don sera payé par carte/);
    plan = await planOf(before!.id);
    expect(plan).toMatchObject({ method: 'card', cardToken: null, childId: child.id });
    expect((plan.template as { paymentMethod: string }).paymentMethod).toBe('card');

    // Written to the activity log (by the payer, no staff member), the number never in full.
    const logged = await s.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'recurring_plan'), eq(activityLog.entityId, before!.id)));
    expect(logged).toHaveLength(3);
    expect(logged.every((l) => l.userId === null && l.action === 'update')).toBe(true);
    expect(JSON.stringify(logged)).not.toContain('789555001');

    // The sponsor is e-mailed each change, with the child's preferred name only.
    let mails: (typeof mailOutbox.$inferSelect)[] = [];
    for (let i = 0; i < 50 && mails.length < 3; i++) {
      mails = await s.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'plan-changed'), eq(mailOutbox.to, email)));
      if (mails.length < 3) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mails).toHaveLength(3);
    expect(mails.some((m) => m.text.includes('is now paid by'))).toBe(true);
  });

  it('refuses a cancelled plan', async () => {
    const child = await insertChild(s.database.db, { name: 'Aline Uwase', monthlySupport: '20000' });
    const email = 'cancelled@example.org';
    await paySponsorship(s, {
      childId: child.id,
      sponsorEmail: email,
      sponsorPhone: '0788123456',
      paymentDetails: { momoNumber: '0788123456', pin: '1234' },
    });
    const [plan] = await s.database.db.select().from(recurringPlans).where(eq(recurringPlans.childId, child.id));
    await s.database.db.update(recurringPlans).set({ status: 'cancelled' }).where(eq(recurringPlans.id, plan!.id));
    await expectError(
      await change(plan!.id, { token: await tokenFor(email), method: 'momo', phone: '0788000111' }),
      409,
    );
  });
});
