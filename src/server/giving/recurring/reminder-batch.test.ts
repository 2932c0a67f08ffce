import { purchases } from '~/server/routes';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { type ScriptedGateway, startScriptedServer } from '~test/scripted-gateway';
import type { TestServer } from '~test/server';
import { runAt } from './calendar';
import { runRecurringPass } from './scheduler';

/**
 * Thousands of mobile money plans due the same days (a spreadsheet's sponsorships brought in
 * at once) are reminded a batch a pass, not all in one transaction that holds the embedded
 * database: 55 plans due in two days are reminded 25, 25, then 5, then none; each once.
 */
let s: TestServer;
let gateway: ScriptedGateway;
beforeAll(async () => {
  ({ s, gateway } = await startScriptedServer());
});
afterAll(() => s.close());

const db = () => s.database.db;

describe('reminders', () => {
  it('are sent 25 a pass, each plan once', async () => {
    const due = '2030-05-02';
    await db()
      .insert(recurringPlans)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          kind: 'donation' as const,
          payerEmail: `payer${i}@example.org`,
          payerName: `Payer ${i}`,
          payerPhone: '+250788000000',
          amountRwf: 5000,
          method: 'momo' as const,
          target: 'General Donation',
          dayOfMonth: 2,
          period: '2030-05',
          nextDueOn: due,
          nextRunAt: runAt(due),
          template: { amount: 5000, paymentMethod: 'momo', paymentFrequency: 'monthly' },
        })),
      );
    const now = new Date('2030-04-30T07:00:00Z');
    const deps = { db: db(), config: s.config, gateway, purchases };
    expect((await runRecurringPass(deps, now)).reminded).toBe(25);
    expect((await runRecurringPass(deps, now)).reminded).toBe(25);
    expect((await runRecurringPass(deps, now)).reminded).toBe(5);
    expect((await runRecurringPass(deps, now)).reminded).toBe(0);
    const queued = await db()
      .select({ key: mailOutbox.eventKey })
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, 'plan-notice:%:reminder:%'));
    expect(new Set(queued.map((q) => q.key)).size).toBe(55);
    expect(queued).toHaveLength(55);
  });
});
