import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, mailRecipientCounts } from '~/server/core/db/mail-schema';
import { mailSuppressions } from '~/server/core/db/mail-events-schema';
import { startTestServer, type TestServer } from '~test/server';
import { enqueueCapped } from './recipient-cap';
import { mailDraft } from '~test/outbox';

/** The outbox and the day's count, written in one statement (tests/mail/recipient-cap.test.ts: through the forms). */
let s: TestServer;
beforeAll(async () => {
  // No outbox worker: what is queued stays queued for the test to read.
  s = await startTestServer({ workers: false });
});
afterAll(() => s.close());

const db = () => s.database.db;
/** A public form's answer: capped. */
const cap = { perDay: 2, exempt: 'Office@Charity.example', capped: true, essential: false };
const draft = (eventKey: string, to: string) => mailDraft('donation-receipt', eventKey, to);
const queuedFor = async (to: string) =>
  (
    await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.status, 'queued')))
  ).length;
const rowOf = async (eventKey: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.eventKey, eventKey)))[0];
const countOf = async (address: string) => {
  const day = new Date().toISOString().slice(0, 10);
  const [row] = await db()
    .select()
    .from(mailRecipientCounts)
    .where(and(eq(mailRecipientCounts.address, address), eq(mailRecipientCounts.day, day)));
  return row?.count ?? 0;
};

describe('enqueueCapped', () => {
  it('queues and counts a new message, ignores a duplicate, and records what is past the cap as not sent', async () => {
    const to = 'Reader+news@example.com';
    expect(await enqueueCapped(db(), draft('cap-1', to), cap)).toBe('queued');
    expect(await countOf('reader@example.com')).toBe(1);
    // The same event again: neither queued nor counted.
    expect(await enqueueCapped(db(), draft('cap-1', to), cap)).toBe('duplicate');
    expect(await countOf('reader@example.com')).toBe(1);
    expect(await enqueueCapped(db(), draft('cap-2', 'reader@example.com'), cap)).toBe('queued');
    expect(await countOf('reader@example.com')).toBe(2);
    // Over the cap: not queued, recorded as not sent with its reason; the count stays at the cap.
    expect(await enqueueCapped(db(), draft('cap-3', to), cap)).toBe('over-cap');
    expect(await countOf('reader@example.com')).toBe(2);
    expect(await queuedFor(to)).toBe(1);
    expect(await queuedFor('reader@example.com')).toBe(1);
    expect(await rowOf('cap-3')).toMatchObject({ status: 'failed', reason: 'over-cap', to, subject: 'Subject cap-3' });
    // The same event again is that record's duplicate: recorded once.
    expect(await enqueueCapped(db(), draft('cap-3', to), { ...cap, perDay: 3 })).toBe('duplicate');
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.eventKey, 'cap-3'))).toHaveLength(1);
  });

  it("never counts the organisation's own address, and a cap of 0 keeps nothing", async () => {
    for (let i = 0; i < 4; i++)
      expect(await enqueueCapped(db(), draft(`office-${i}`, 'office@charity.example'), cap)).toBe('queued');
    expect(await countOf('office@charity.example')).toBe(0);
    expect(await enqueueCapped(db(), draft('zero', 'nobody@example.com'), { ...cap, perDay: 0 })).toBe('over-cap');
    expect(await queuedFor('nobody@example.com')).toBe(0);
  });

  it("never holds back mail about a supporter's own gifts, child or account, nor counts it", async () => {
    const own = { ...cap, capped: false, essential: true };
    for (let i = 0; i < 4; i++)
      expect(await enqueueCapped(db(), draft(`own-${i}`, 'sponsor@example.com'), own)).toBe('queued');
    expect(await queuedFor('sponsor@example.com')).toBe(4);
    expect(await countOf('sponsor@example.com')).toBe(0);
    // The public forms still have their full day's allowance.
    expect(await enqueueCapped(db(), draft('own-form-1', 'sponsor@example.com'), cap)).toBe('queued');
    expect(await enqueueCapped(db(), draft('own-form-2', 'sponsor@example.com'), cap)).toBe('queued');
    expect(await enqueueCapped(db(), draft('own-form-3', 'sponsor@example.com'), cap)).toBe('over-cap');
  });

  it('records mail to a suppressed address as not sent; after a complaint, receipts and account notices still go', async () => {
    await db()
      .insert(mailSuppressions)
      .values([
        { email: 'bounced@example.com', reason: 'hard-bounce', scope: 'all' },
        { email: 'complained@example.com', reason: 'complaint', scope: 'except-essential' },
      ]);
    const receipt = { ...cap, capped: false, essential: true };
    expect(await enqueueCapped(db(), draft('sup-1', 'Bounced@Example.com'), receipt)).toBe('suppressed');
    expect(await rowOf('sup-1')).toMatchObject({ status: 'failed', reason: 'suppressed' });
    expect(await countOf('bounced@example.com')).toBe(0);
    expect(await enqueueCapped(db(), draft('sup-2', 'complained@example.com'), receipt)).toBe('queued');
    const news = { ...cap, capped: false, essential: false };
    expect(await enqueueCapped(db(), draft('sup-3', 'complained@example.com'), news)).toBe('suppressed');
    expect(await rowOf('sup-3')).toMatchObject({ status: 'failed', reason: 'suppressed' });
    // Lifted: written to again.
    await db()
      .update(mailSuppressions)
      .set({ liftedAt: new Date() })
      .where(eq(mailSuppressions.email, 'bounced@example.com'));
    expect(await enqueueCapped(db(), draft('sup-4', 'bounced@example.com'), receipt)).toBe('queued');
  });

  it('queues the draft as it is, every field in its column', async () => {
    const full = { ...draft('full-1', 'Full@example.com'), replyTo: 'office@charity.example' };
    expect(await enqueueCapped(db(), full, cap)).toBe('queued');
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.eventKey, 'full-1'));
    expect(row).toMatchObject({ ...full, status: 'queued', attempts: 0 });
  });

  it('holds the cap under concurrent requests', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => enqueueCapped(db(), draft(`race-${i}`, 'race@example.com'), cap)),
    );
    expect(results.filter((r) => r === 'queued')).toHaveLength(2);
    expect(results.filter((r) => r === 'over-cap')).toHaveLength(4);
    expect(await queuedFor('race@example.com')).toBe(2);
    expect(await countOf('race@example.com')).toBe(2);
  });
});
