import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recurringCharges } from '~/server/core/db/recurring-schema';
import { payments } from '~/server/core/db/schema';
import { givingSecret, signGivingToken } from '~/server/giving/links/giving-token';
import { partyId } from '~test/payers';
import { preapprovalSite } from '~test/preapproval';
import { nextPeriod } from './calendar';
import { addDays } from './preapproval';
import { erasePerson, personByEmail } from '~/server/people';

/**
 * MTN MoMo pre-approval (issue 43, MOMO_PREAPPROVAL=true) against the MoMo double: a
 * monthly MoMo plan is approved once, each month is debited without a prompt, renewal
 * is asked 14 days before the end, the payer or MTN's side can stop it, and bad input
 * (unknown or duplicate callbacks, an approval after the plan was cancelled, MTN failing)
 * never charges twice. The scheduler runs on an injected clock, the double on the same
 * (tests/helpers/preapproval.ts); staff's notices are in preapproval-staff.test.ts.
 */
const site = preapprovalSite(300_000);
const { db, mtnNumber, planOf, rowsOf, outbox, staffMail, asked, callbackUrl, pass, startPlan, approved } = site;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('MoMo pre-approval', () => {
  it('asks once as MTN publishes it, is approved by a confirmed callback, and debits each month without a prompt', async () => {
    const { plan, phone } = await startPlan('approve@example.org');
    const t0 = new Date(Date.now() + 60_000);
    await pass(t0);
    const [ask] = asked('/collection/v2_0/preapproval');
    const ref = String(ask!.headers['x-reference-id']);
    expect(ask!.headers['x-target-environment']).toBe('mtnrwanda');
    expect(ask!.headers['x-callback-url']).toBe(`http://127.0.0.1:9/api/giving/preapprovals/${ref}/callback`);
    expect(ask!.body).toEqual({
      payer: { partyIdType: 'MSISDN', partyId: partyId(phone) },
      payerCurrency: 'RWF',
      payerMessage: expect.stringMatching(/up to RWF 5,000 each month until .+ Stop it any time on My giving/),
      validityTime: 365 * 24 * 3600,
    });
    expect(await planOf(plan.id)).toMatchObject({ preapprovalStatus: 'pending', preapprovalRef: ref });

    // Callbacks are not believed: an unknown or malformed reference is 404; a real one is asked about.
    const unknown = '8a3c2f4e-1b2d-4c5e-9f60-718293a4b5c6';
    expect(
      (await site.live.s.request(`/api/giving/preapprovals/${unknown}/callback`, { method: 'PUT', json: {} })).status,
    ).toBe(404);
    expect(
      (await site.live.s.request('/api/giving/preapprovals/nope/callback', { method: 'POST', json: {} })).status,
    ).toBe(404);
    expect(await site.live.momo.preapprovalCallback(ref, { url: callbackUrl(ref) })).toBe(200);
    const ok = await planOf(plan.id);
    expect(ok).toMatchObject({ preapprovalStatus: 'approved', preapprovalMaxRwf: 5000 });
    expect(ok.preapprovalEndsOn).toBe(addDays(t0.toISOString().slice(0, 10), 365));
    // A duplicate callback changes nothing.
    expect(await site.live.momo.preapprovalCallback(ref, { url: callbackUrl(ref) })).toBe(200);
    expect(await planOf(plan.id)).toEqual({ ...ok, updatedAt: expect.any(Date) });
    expect(asked('/collection/v2_0/preapproval')).toHaveLength(1);

    // The payer's page and staff say "automatic until".
    const token = signGivingToken('approve@example.org', await givingSecret(db()));
    const page = (await (await site.live.s.request(`/api/giving?token=${encodeURIComponent(token)}`)).json()) as {
      data: { plans: { _id: string; automaticUntil: string; preapproval: string; automatic: boolean }[] };
    };
    expect(page.data.plans.find((p) => p._id === plan.id)).toMatchObject({
      preapproval: 'approved',
      automaticUntil: ok.preapprovalEndsOn,
      automatic: true,
    });
    const staff = await site.live.s.request('/api/recurring', { token: await site.live.s.login() });
    expect(await staff.text()).toContain(`"automaticUntil":"${ok.preapprovalEndsOn}"`);

    // Three months on the injected clock: each debited once, against the pre-approval (no prompt), no "approve" reminder.
    let period = ok.period;
    for (let m = 0; m < 3; m++) {
      const current = await planOf(plan.id);
      const due = new Date(current.nextRunAt.getTime() + HOUR);
      await pass(new Date(due.getTime() - 3 * DAY));
      expect((await pass(due)).asked).toBe(1);
      const [charge] = await db()
        .select()
        .from(recurringCharges)
        .where(and(eq(recurringCharges.planId, plan.id), eq(recurringCharges.period, period)));
      expect(charge).toMatchObject({ status: 'paid' });
      const [payment] = await db().select().from(payments).where(eq(payments.id, charge!.paymentId!));
      expect(site.live.momo.transactions.get(payment!.providerRef!)).toMatchObject({ preapproved: true });
      expect(await outbox(`plan-notice:${plan.id}:reminder:${period}:%`)).toBe(0);
      period = nextPeriod(period);
      expect((await planOf(plan.id)).period).toBe(period);
    }
  });
  it('asks renewal 14 days before the end; approved, the plan runs another year; refused, it ends and prompts again', async () => {
    const a = await approved('renew@example.org');
    const b = await approved('ends@example.org');
    const ends = a.plan.preapprovalEndsOn!;
    // 15 days before: nothing asked; 14 days before: a renewal for each, and a message.
    await pass(new Date(`${addDays(ends, -15)}T07:00:00Z`));
    expect((await rowsOf(a.plan.id)).length).toBe(1);
    site.live.momo.scriptPreapproval(partyId(b.phone), { outcome: { reason: 'APPROVAL_REJECTED' } });
    const renewDay = new Date(`${addDays(ends, -14)}T07:00:00Z`);
    await pass(renewDay);
    expect(await outbox(`plan-notice:${a.plan.id}:preapproval-renewal:%`)).toBe(1);
    await pass(new Date(renewDay.getTime() + 2 * 60_000)); // the status poll
    const [old, renewal] = await rowsOf(a.plan.id);
    expect(renewal).toMatchObject({ purpose: 'renewal', status: 'approved' });
    await pass(new Date(renewDay.getTime() + 4 * 60_000)); // the old one cancelled on MTN's side
    expect((await rowsOf(a.plan.id))[0]).toMatchObject({ referenceId: old!.referenceId, status: 'cancelled' });
    const renewed = await planOf(a.plan.id);
    expect(renewed).toMatchObject({ preapprovalStatus: 'approved', preapprovalRef: renewal!.referenceId });
    expect(renewed.preapprovalEndsOn! > ends).toBe(true);
    // Asked once only, however many passes.
    await pass(new Date(renewDay.getTime() + DAY));
    expect((await rowsOf(a.plan.id)).length).toBe(2);

    // B refused the renewal: the day after the end it expires, the payer is told, and the next month prompts.
    expect((await rowsOf(b.plan.id)).map((r) => r.status)).toEqual(['approved', 'failed']);
    await pass(new Date(`${addDays(ends, 1)}T07:00:00Z`));
    const expired = await planOf(b.plan.id);
    expect(expired).toMatchObject({ preapprovalStatus: 'expired' });
    expect(await outbox(`plan-notice:${b.plan.id}:preapproval-ended:%`)).toBe(1);
    // Staff are told too, at the organisation's address, with MTN's reference and why.
    const [toStaff] = await staffMail('ended', b.ref);
    expect(toStaff).toMatchObject({ to: site.live.s.config.org.email, kind: 'preapproval-staff' });
    expect(toStaff!.text).toContain(b.ref);
    expect(toStaff!.text).toContain('EXPIRED');
    expect(await planOf(a.plan.id)).toMatchObject({ preapprovalStatus: 'approved' });
    expect(await staffMail('ended', a.ref)).toHaveLength(0);
  });
  it("stops from /my-giving or on MTN's side: back to monthly prompts, the payer told", async () => {
    const a = await approved('stop@example.org');
    const token = signGivingToken('stop@example.org', await givingSecret(db()));
    const res = await site.live.s.request(`/api/giving/plans/${a.plan.id}`, {
      method: 'POST',
      json: { token, action: 'stop-automatic' },
    });
    expect(res.status).toBe(200);
    expect(asked(`/collection/v1_0/preapproval/${a.ref}`, 'DELETE')).toHaveLength(1);
    expect(await planOf(a.plan.id)).toMatchObject({ preapprovalStatus: 'cancelled' });
    expect((await rowsOf(a.plan.id))[0]).toMatchObject({ status: 'cancelled' });
    // Stopped twice: 409, nothing sent again.
    const again = await site.live.s.request(`/api/giving/plans/${a.plan.id}`, {
      method: 'POST',
      json: { token, action: 'stop-automatic' },
    });
    expect(again.status).toBe(409);
    // The next month: the 3-day reminder, then a prompt on the phone (not debited without one).
    const due = new Date(a.plan.nextRunAt.getTime() + HOUR);
    await pass(new Date(due.getTime() - 3 * DAY));
    expect(await outbox(`plan-notice:${a.plan.id}:reminder:%`)).toBe(1);
    await pass(due);
    const tx = [...site.live.momo.transactions.values()].filter((t) => t.body.payer.partyId === partyId(a.phone));
    expect(tx.at(-1)).toMatchObject({ preapproved: false });
    // The payer's own stop is not news to staff.
    expect(await staffMail('ended', a.ref)).toHaveLength(0);

    // Cancelled on the phone (MTN's side): the daily status poll sees it.
    const b = await approved('mtn-cancel@example.org');
    site.live.momo.cancelOnPhone(b.ref);
    await pass(new Date(Date.now() + 2 * DAY));
    expect(await planOf(b.plan.id)).toMatchObject({ preapprovalStatus: 'cancelled' });
    expect(await outbox(`plan-notice:${b.plan.id}:preapproval-ended:%`)).toBe(1);
    expect(await staffMail('ended', b.ref)).toHaveLength(1);
    const automatic = (await (
      await site.live.s.request(
        `/api/giving?token=${encodeURIComponent(signGivingToken('mtn-cancel@example.org', await givingSecret(db())))}`,
      )
    ).json()) as {
      data: { plans: { _id: string; automaticUntil: string | null }[] };
    };
    expect(automatic.data.plans.find((p) => p._id === b.plan.id)?.automaticUntil).toBeNull();
  });
  it('a new number ends the old pre-approval at MTN and asks the new number once', async () => {
    const a = await approved('new-number@example.org');
    const token = signGivingToken('new-number@example.org', await givingSecret(db()));
    const phone = mtnNumber();
    const res = await site.live.s.request(`/api/giving/plans/${a.plan.id}/method`, {
      method: 'POST',
      json: { token, method: 'momo', phone },
    });
    expect(res.status).toBe(200);
    expect(await planOf(a.plan.id)).toMatchObject({ preapprovalStatus: null, preapprovalEndsOn: null });
    await pass(new Date(Date.now() + 5 * 60_000));
    expect(asked(`/collection/v1_0/preapproval/${a.ref}`, 'DELETE')).toHaveLength(1);
    const rows = await rowsOf(a.plan.id);
    expect(rows.map((r) => [r.status, r.payerPhone])).toEqual([
      ['cancelled', a.phone],
      ['pending', phone],
    ]);
  });
  it('an erased payer: their number goes from the pre-approval, which is cancelled at MTN', async () => {
    const a = await approved('erased@example.org');
    const person = await personByEmail(db(), 'erased@example.org');
    await erasePerson(db(), person, { staffId: null, dataDir: site.live.s.config.DATA_DIR });
    expect((await rowsOf(a.plan.id))[0]).toMatchObject({ payerPhone: '', status: 'cancelling' });
    expect(await planOf(a.plan.id)).toMatchObject({ status: 'cancelled', preapprovalStatus: 'cancelled' });
    await pass(new Date(Date.now() + 5 * 60_000));
    expect(asked(`/collection/v1_0/preapproval/${a.ref}`, 'DELETE')).toHaveLength(1);
    expect((await rowsOf(a.plan.id))[0]).toMatchObject({ status: 'cancelled' });
  });
  it('an approval after the plan was cancelled is cancelled at MTN, never used; MTN failing or slow asks once', async () => {
    const { plan } = await startPlan('late@example.org');
    await pass(new Date(Date.now() + 60_000));
    const [row] = await rowsOf(plan.id);
    const admin = await site.live.s.login();
    expect(
      (
        await site.live.s.request(`/api/recurring/${plan.id}/status`, {
          method: 'POST',
          token: admin,
          json: { action: 'cancel' },
        })
      ).status,
    ).toBe(200);
    // The payer approves on the phone afterwards; MTN calls back.
    expect(await site.live.momo.preapprovalCallback(row!.referenceId, { url: callbackUrl(row!.referenceId) })).toBe(
      200,
    );
    await pass(new Date(Date.now() + 5 * 60_000));
    expect(asked(`/collection/v1_0/preapproval/${row!.referenceId}`, 'DELETE')).toHaveLength(1);
    expect(await planOf(plan.id)).toMatchObject({ status: 'cancelled', preapprovalStatus: 'cancelled' });
    expect((await rowsOf(plan.id))[0]).toMatchObject({ status: 'cancelled' });

    // MTN answers 500 (the request never registered): asked about, unknown there, sent again under the same reference.
    const c = await startPlan('flaky@example.org');
    site.live.momo.fault('/collection/v2_0/preapproval', 'server-error');
    const t = Date.now() + 60_000;
    await pass(new Date(t));
    const [flaky] = await rowsOf(c.plan.id);
    expect(flaky).toMatchObject({ status: 'asking' });
    await pass(new Date(t + 3 * 60_000)); // status: 404, so wanted again
    await pass(new Date(t + 6 * 60_000)); // sent again
    const sent = asked('/collection/v2_0/preapproval').filter(
      (r) => r.headers['x-reference-id'] === flaky!.referenceId,
    );
    expect(sent).toHaveLength(2);
    expect(site.live.momo.preapprovals.has(flaky!.referenceId)).toBe(true);
    // Slow: MTN has it but answers after our time limit; the status call finds it, nothing is sent twice.
    const d = await startPlan('slow@example.org');
    site.live.momo.slow('/collection/v2_0/preapproval', 1_500);
    await pass(new Date(t));
    const [slow] = await rowsOf(d.plan.id);
    expect(slow).toMatchObject({ status: 'asking' });
    await pass(new Date(t + 3 * 60_000));
    await pass(new Date(t + 6 * 60_000));
    expect(
      asked('/collection/v2_0/preapproval').filter((r) => r.headers['x-reference-id'] === slow!.referenceId),
    ).toHaveLength(1);
    expect(await planOf(d.plan.id)).toMatchObject({ preapprovalStatus: 'approved' });
  });
});
