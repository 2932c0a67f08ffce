import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { momoPreapprovals } from '~/server/core/db/preapproval-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { payments } from '~/server/core/db/schema';
import { runPaymentPollerPass } from '~/server/giving/payments/poller';
import { runRecurringPass } from '~/server/giving/recurring/scheduler';
import { type LivePayments, startLivePayments } from './live-payments';
import { momoDonation, mtnNumbers } from './payers';

/**
 * MTN MoMo pre-approval's tests (issue 43, MOMO_PREAPPROVAL=true) against the MoMo double:
 * a site taking real money through the doubles, the scheduler and the double on one
 * injected clock, and the steps every test takes (a monthly MoMo plan, asked and approved).
 * Each test file gets its own site and numbers (`firstNumber`).
 */
export function preapprovalSite(firstNumber: number) {
  let live!: LivePayments;
  let clock = Date.now();
  beforeAll(async () => {
    live = await startLivePayments({
      timeoutMs: 1_000,
      momoNow: () => clock,
      env: { MOMO_PREAPPROVAL: 'true', MAIL_PER_RECIPIENT_PER_DAY: '1000' },
    });
  });
  afterAll(() => live.close());

  const db = () => live.s.database.db;
  const deps = () => ({ ...live.deps, log: live.s.app.log });
  const mtnNumber = mtnNumbers(firstNumber);
  const planOf = async (id: string) => (await db().select().from(recurringPlans).where(eq(recurringPlans.id, id)))[0]!;
  const rowsOf = async (planId: string) =>
    db().select().from(momoPreapprovals).where(eq(momoPreapprovals.planId, planId)).orderBy(momoPreapprovals.createdAt);
  const outbox = async (pattern: string) =>
    (await db().select().from(mailOutbox).where(like(mailOutbox.eventKey, pattern))).length;
  /** What staff were told of a pre-approval (preapproval-pass.ts). */
  const staffMail = (issue: 'ended' | 'cancel-failing', ref: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.eventKey, `preapproval-staff:${issue}:${ref}`));
  const asked = (path: string, method = 'POST') =>
    live.momo.requests.filter((r) => r.method === method && r.path.startsWith(path));
  const callbackUrl = (ref: string) => `${live.s.url}/api/giving/preapprovals/${ref}/callback`;

  /** Both the scheduler and the double at `t`. */
  async function pass(t: Date) {
    clock = t.getTime();
    const result = await runRecurringPass(deps(), t);
    await runPaymentPollerPass(deps(), new Date(t.getTime() + 30_000));
    return result;
  }

  /** A monthly MoMo donation whose first payment is approved on the phone: its plan. */
  async function startPlan(email: string, phone = mtnNumber()) {
    clock = Date.now();
    const res = await live.s.request('/api/donations', {
      method: 'POST',
      json: momoDonation(phone, { donationType: 'monthly', email }),
    });
    expect(res.status).toBe(202);
    const { paymentId } = ((await res.json()) as { data: { paymentId: string } }).data;
    const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
    expect(await live.momo.callback(payment!.providerRef!, { url: live.callbackUrl('mtn-momo') })).toBe(200);
    const [plan] = await db().select().from(recurringPlans).where(eq(recurringPlans.originPaymentId, paymentId));
    expect(plan).toMatchObject({ method: 'momo', status: 'active', preapprovalStatus: null });
    return { plan: plan!, phone };
  }

  /** Asked and approved (by callback): the plan and its reference. */
  async function approved(email: string, t = new Date(Date.now() + 60_000)) {
    const { plan, phone } = await startPlan(email);
    await pass(t);
    const [row] = await rowsOf(plan.id);
    expect(row).toMatchObject({ status: 'pending', purpose: 'first', maxRwf: 5000 });
    expect(await live.momo.preapprovalCallback(row!.referenceId, { url: callbackUrl(row!.referenceId) })).toBe(200);
    const p = await planOf(plan.id);
    expect(p).toMatchObject({
      preapprovalStatus: 'approved',
      preapprovalRef: row!.referenceId,
      preapprovalMaxRwf: 5000,
    });
    return { plan: p, phone, ref: row!.referenceId };
  }

  return {
    /** The site, its doubles and its payment code's dependencies (after beforeAll). */
    get live() {
      return live;
    },
    db,
    deps,
    mtnNumber,
    planOf,
    rowsOf,
    outbox,
    staffMail,
    asked,
    callbackUrl,
    pass,
    startPlan,
    approved,
  };
}
