import { purchases } from '~/server/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import { runAt, runRecurringPass } from '~/server/giving';
import { type ScriptedGateway, startScriptedServer } from '~test/scripted-gateway';
import type { TestServer } from '~test/server';
import { smsRows } from '~test/sms';
import { resolveShortLink } from './links';

/**
 * A monthly MoMo donation driven day by day by the recurring scheduler's injectable
 * clock: three days before the month the payer gets a reminder by SMS, and when the
 * month's request is declined, a notice with a short link to pay.
 */
let s: TestServer;
let gateway: ScriptedGateway;
beforeAll(async () => {
  ({ s, gateway } = await startScriptedServer({
    SMS_PER_NUMBER_PER_DAY: '50',
    PUBLIC_URL: 'https://hope.example.org',
  }));
});
afterAll(() => s.close());

const day = 24 * 3600_000;
const deps = () => ({ db: s.database.db, config: s.config, gateway, purchases });

describe('monthly plans by SMS', () => {
  it('reminds three days before the month and tells a failed month with a short link to pay, in French', async () => {
    gateway.script = ['approved', 'declined'];
    const first = await s.request('/api/donations', {
      method: 'POST',
      headers: { 'accept-language': 'fr' },
      json: {
        amount: 30000,
        donationType: 'monthly',
        paymentMethod: 'momo',
        firstName: 'Claire',
        lastName: 'Uwase',
        email: 'claire@example.org',
        phone: '0731234567',
        smsReceipts: true,
      },
    });
    expect(first.status).toBe(201);
    const [plan] = await s.database.db.select().from(recurringPlans);
    expect(plan).toMatchObject({ method: 'momo', payerPhone: '0731234567', lang: 'fr' });
    const phone = '+250731234567';
    expect((await smsRows(s.database.db, phone)).map((m) => m.kind)).toEqual(['receipt']);

    // Day by day, up to the month's due date: the reminder comes three days before, once.
    const due = runAt(plan!.nextDueOn).getTime();
    let remindedAt: number | null = null;
    for (let t = due - 6 * day; t < due; t += day) {
      await runRecurringPass(deps(), new Date(t));
      const kinds = (await smsRows(s.database.db, phone)).map((m) => m.kind);
      if (kinds.includes('reminder') && remindedAt === null) remindedAt = t;
    }
    expect(remindedAt).not.toBeNull();
    expect(Math.round((due - remindedAt!) / day)).toBe(3);
    const reminders = (await smsRows(s.database.db, phone)).filter((m) => m.kind === 'reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toMatch(
      /^Rappel : le \d{1,2} \S+, 30 000 RWF vous seront demandés par MoMo pour les enfants\./,
    );

    // The month is asked for at its due time and declined: the payer gets the failure notice.
    await runRecurringPass(deps(), new Date(due + 3600_000));
    await runRecurringPass(deps(), new Date(due + 2 * 3600_000));
    const failed = (await smsRows(s.database.db, phone)).filter((m) => m.kind === 'failed');
    expect(failed).toHaveLength(1);
    const link = /https:\/\/hope\.example\.org\/s\/([A-Za-z0-9]{10})$/.exec(failed[0]!.text);
    expect(failed[0]!.text).toMatch(/^Nous n'avons pas pu recevoir 30 000 RWF pour les enfants \(/);
    expect(link).not.toBeNull();
    expect(failed[0]!.segments).toBe(1);
    // The short link leads to the payer's signed giving page.
    const target = await resolveShortLink(s.database.db, link![1]!);
    expect(target).toMatch(/^https:\/\/hope\.example\.org\/my-giving\?token=/);
    const res = await s.request(`/s/${link![1]}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(target);
    const unknown = await s.request('/s/NotAnyCode', { redirect: 'manual' });
    expect([unknown.status, unknown.headers.get('location')]).toEqual([302, '/my-giving']);
    expect(await resolveShortLink(s.database.db, link![1]!, new Date(Date.now() + 31 * day))).toBeNull();
  });
});
