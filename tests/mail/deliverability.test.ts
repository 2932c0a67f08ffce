import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailEvents, mailSuppressions } from '~/server/core/db/mail-events-schema';
import { newsletterDeliveries, newsletterSends } from '~/server/core/db/mail-schema';
import { subscriptions } from '~/server/core/db/schema';
import type { DeliverabilityAnswer } from '~/shared/schemas/mail';
import { startTestServer, type TestServer } from '~test/server';
import { makeStaff, tokenFor } from '~test/staff';
import { brevoEvent } from '../doubles/mail-relays';
import { RELAY_ENV, post, sentTo } from './relay-setup';

/**
 * The deliverability panel's figures and its alarm (issue 41, part 5): per week and per
 * group what was sent and what the relays said of it; an alarm when complaints pass 0.1%
 * of a newsletter send, or bounces 2% of the last 7 days of other mail. And the newsletter
 * going to unsuppressed readers only (part 6). No workers: nothing leaves the outbox.
 */
let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer({ workers: false, env: RELAY_ENV });
  admin = await s.login();
});
afterAll(() => s.close());
const db = () => s.database.db;
const brevoAuth = { authorization: `Bearer ${RELAY_ENV.BREVO_WEBHOOK_TOKEN}` };

async function deliverability(token: string): Promise<DeliverabilityAnswer['data']> {
  const res = await s.request('/api/mail/deliverability', { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as DeliverabilityAnswer).data;
}
/**
 * A group's figures over the weeks shown (all of them this file's own). Not "this week" alone:
 * a message sent at 23:59 on a Sunday (UTC) and bounced a minute later is counted in two weeks,
 * its sending in the one and its bounce in the next, as the panel rightly counts them.
 */
const inWeeks = (weeks: DeliverabilityAnswer['data']['weeks'], group: string) =>
  weeks
    .filter((w) => w.group === group)
    .reduce(
      (sum, w) => ({
        sent: sum.sent + w.sent,
        bounced: sum.bounced + w.bounced,
        complained: sum.complained + w.complained,
      }),
      { sent: 0, bounced: 0, complained: 0 },
    );

/** A newsletter send of `sent` delivered copies, `complaints` of them reported as spam. */
async function newsletterSend(subject: string, sent: number, complaints: number) {
  const [send] = await db()
    .insert(newsletterSends)
    .values({ subject, message: 'm', total: sent, status: 'done' })
    .returning({ id: newsletterSends.id });
  const emails = Array.from({ length: sent }, (_, i) => `${subject.replace(/\W/g, '')}-${i}@example.com`);
  await db()
    .insert(newsletterDeliveries)
    .values(emails.map((email) => ({ sendId: send!.id, email, status: 'sent' as const, sentAt: new Date() })));
  for (const email of emails.slice(0, complaints))
    await db()
      .insert(mailEvents)
      .values({
        relay: 'brevo',
        eventKey: `complaint-${email}`,
        type: 'complaint',
        email,
        kind: 'newsletter',
        sendId: send!.id,
        outcome: 'applied',
        occurredAt: new Date(),
      });
}

describe('the deliverability panel', () => {
  it('is for administrators and content staff only', async () => {
    expect((await s.request('/api/mail/deliverability')).status).toBe(401);
    const viewer = await tokenFor(s, await makeStaff(db(), 'viewer'));
    expect((await s.request('/api/mail/deliverability', { token: viewer })).status).toBe(403);
  });

  it('counts what was sent and bounced by week, and raises the alarm only past 2% of bounces', async () => {
    expect(await deliverability(admin)).toEqual({ weeks: [], alarms: [] });
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push(await sentTo(db(), `receipt-${i}@example.com`));
    await sentTo(db(), 'news-0@example.com', 'child-update');

    const bounce = (i: number) =>
      post(s, 'brevo', JSON.stringify(brevoEvent('hard_bounce', `receipt-${i}@example.com`, ids[i])), brevoAuth);
    expect((await bounce(0)).status).toBe(200);
    let data = await deliverability(admin);
    expect(inWeeks(data.weeks, 'receipts')).toMatchObject({ sent: 50, bounced: 1, complained: 0 });
    expect(inWeeks(data.weeks, 'news')).toMatchObject({ sent: 1, bounced: 0 });
    // 1 of 51 messages of the last 7 days: under 2%.
    expect(data.alarms).toEqual([]);

    expect((await bounce(1)).status).toBe(200);
    data = await deliverability(admin);
    expect(inWeeks(data.weeks, 'receipts')).toMatchObject({ sent: 50, bounced: 2 });
    expect(data.alarms).toEqual([
      { subject: null, sent: 51, bounced: 2, complained: 0, bounceRate: 2 / 51, complaintRate: 0 },
    ]);
  });

  it("alarms on a newsletter send past 0.1% of complaints; content staff see the newsletter's figures only", async () => {
    await newsletterSend('Quiet news', 5, 0);
    await newsletterSend('Spring news', 10, 1);
    const data = await deliverability(admin);
    expect(inWeeks(data.weeks, 'newsletter')).toMatchObject({ sent: 15, complained: 1 });
    // The sends of the last 30 days first, then the last 7 days of other mail.
    expect(data.alarms.map((a) => a.subject)).toEqual(['Spring news', null]);
    expect(data.alarms.find((a) => a.subject === 'Spring news')).toMatchObject({ sent: 10, complaintRate: 0.1 });

    const content = await tokenFor(s, await makeStaff(db(), 'content'));
    const theirs = await deliverability(content);
    expect(new Set(theirs.weeks.map((w) => w.group))).toEqual(new Set(['newsletter']));
    expect(theirs.alarms.map((a) => a.subject)).toEqual(['Spring news']);
  });
});

describe('a newsletter send', () => {
  it('goes to unsuppressed readers only; the suppressed copy is recorded as not sent, with why', async () => {
    await db().delete(subscriptions);
    await db()
      .insert(subscriptions)
      .values([{ email: 'reader@example.com' }, { email: 'Bounced@Example.com' }, { email: 'lifted@example.com' }]);
    await db()
      .insert(mailSuppressions)
      .values([
        { email: 'bounced@example.com', reason: 'hard-bounce', scope: 'all' },
        { email: 'lifted@example.com', reason: 'complaint', scope: 'except-essential', liftedAt: new Date() },
      ]);
    const res = await s.request('/api/send-newsletter', {
      method: 'POST',
      json: { subject: 'Harvest', message: 'Hello all' },
      token: admin,
    });
    expect(res.status).toBe(202);
    const { data } = (await res.json()) as { data: { _id: string; total: number } };
    expect(data.total).toBe(3);
    const rows = await db()
      .select({
        email: newsletterDeliveries.email,
        status: newsletterDeliveries.status,
        reason: newsletterDeliveries.reason,
      })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.sendId, data._id));
    expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'Bounced@Example.com', status: 'failed', reason: 'suppressed' },
      { email: 'lifted@example.com', status: 'queued', reason: null },
      { email: 'reader@example.com', status: 'queued', reason: null },
    ]);
  });
});
