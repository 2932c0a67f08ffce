import { purchases } from '~/server/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recurringCharges, recurringPlans } from '~/server/core/db/recurring-schema';
import { runPaymentPollerPass } from '~/server/giving/payments/poller';
import { type ScriptedGateway, startScriptedServer } from '~test/scripted-gateway';
import type { TestServer } from '~test/server';
import { runAt } from './calendar';
import { LEASE_MS, claimDue, createRecurringScheduler, runRecurringPass } from './scheduler';

/** Several schedulers on one database, and a scheduler that stops in the middle and starts again. */
let s: TestServer;
let gateway: ScriptedGateway;
beforeAll(async () => {
  ({ s, gateway } = await startScriptedServer());
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.database.db.update(recurringPlans).set({ status: 'cancelled' });
  gateway.calls.length = 0;
  gateway.script = [];
  gateway.before = undefined;
});

const deps = () => ({ db: s.database.db, config: s.config, gateway, purchases });
let n = 0;
async function newPlans(count: number): Promise<string[]> {
  for (let i = 0; i < count; i++) {
    const res = await s.request('/api/donations', {
      method: 'POST',
      json: {
        amount: 5000 + i,
        donationType: 'monthly',
        paymentMethod: 'momo',
        firstName: 'Jean',
        lastName: 'Uwase',
        email: `donor${n++}@example.org`,
        phone: '0788000111',
        anonymous: false,
      },
    });
    expect(res.status).toBe(201);
  }
  const active = await s.database.db.select().from(recurringPlans).where(eq(recurringPlans.status, 'active'));
  return active.map((p) => p.id);
}
/** The moment the first month is due, an hour after the run hour. */
const dueTime = async (planId: string) => {
  const [p] = await s.database.db.select().from(recurringPlans).where(eq(recurringPlans.id, planId));
  return new Date(runAt(p!.nextDueOn).getTime() + 3600_000);
};
const askedFor = () => gateway.calls.map((c) => c.idempotencyKey);
const triesOf = (planId: string) =>
  s.database.db.select().from(recurringCharges).where(eq(recurringCharges.planId, planId));

describe('two schedulers on one database', () => {
  it('never ask for the same month twice', async () => {
    const ids = await newPlans(6);
    gateway.calls.length = 0;
    // Each request takes a moment, so the two passes overlap.
    gateway.before = () => new Promise((resolve) => setTimeout(resolve, 5));
    const now = await dueTime(ids[0]!);
    for (let round = 0; round < 3; round++)
      await Promise.all([runRecurringPass(deps(), now), runRecurringPass({ ...deps() }, now)]);
    const keys = askedFor();
    expect(keys.length).toBe(6);
    expect(new Set(keys).size).toBe(6);
    for (const id of ids) {
      const tries = (await triesOf(id)).filter((c) => c.attempt === 0);
      expect(tries.map((c) => c.status)).toEqual(['paid', 'paid']); // the first payment's month, and this one
    }
  });
});

describe('a scheduler that stops in the middle of a run', () => {
  it('asks for nothing twice and misses nothing', async () => {
    const ids = await newPlans(3);
    gateway.calls.length = 0;
    const now = await dueTime(ids[0]!);
    // The first process claims this month's tries and stops before asking anyone.
    expect((await claimDue(s.database.db, now)).length).toBe(3);
    // Restarted at once: the tries are held by the one that stopped; nothing is asked.
    expect((await runRecurringPass(deps(), new Date(now.getTime() + 60_000))).asked).toBe(0);
    expect(askedFor()).toEqual([]);
    // Once its hold is over, each try is asked, once, under the key it was claimed with.
    const later = new Date(now.getTime() + LEASE_MS + 60_000);
    expect((await runRecurringPass(deps(), later)).asked).toBe(3);
    expect((await runRecurringPass(deps(), later)).asked).toBe(0);
    expect(new Set(askedFor()).size).toBe(3);
    for (const id of ids) expect((await triesOf(id)).map((c) => c.status)).toEqual(['paid', 'paid']);
  });

  it('leaves a month waiting for the payer to the poller, and the worker picks up after a restart', async () => {
    const [id] = await newPlans(1);
    gateway.calls.length = 0;
    gateway.script = ['pending'];
    const now = await dueTime(id!);
    const clock = () => now;
    let worker = createRecurringScheduler(deps(), { intervalMs: 5, clock });
    for (let i = 0; i < 400 && askedFor().length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    await worker.stop();
    expect(askedFor().length).toBe(1);
    expect((await triesOf(id!)).map((c) => c.status).sort()).toEqual(['paid', 'pending']);
    // A new process: the pending month is not asked again, whatever the passes.
    worker = createRecurringScheduler(deps(), { intervalMs: 5, clock: () => new Date(now.getTime() + LEASE_MS * 2) });
    await new Promise((r) => setTimeout(r, 100));
    await worker.stop();
    expect(askedFor().length).toBe(1);
    // The poller settles it: the plan moves to next month, asked once when due.
    await runPaymentPollerPass(deps(), new Date(now.getTime() + 60_000));
    expect((await triesOf(id!)).map((c) => c.status)).toEqual(['paid', 'paid']);
    await runRecurringPass(deps(), await dueTime(id!));
    expect(askedFor().length).toBe(2);
  });
});
