import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsletterDeliveries, newsletterSends } from '~/server/core/db/mail-schema';
import { nudge } from '~/server/core/mail/signals';
import { createMailWorkers } from '~/server/messaging';
import { startTestServer, type TestServer } from '~test/server';
import { MAIL_ENV, addSubscribers, clearMail, progress, sendNewsletter, waitUntil } from './helpers';
import { startSmtp, type TestSmtp } from './smtp';

let smtp: TestSmtp;
let s: TestServer;
let token: string;

beforeAll(async () => {
  smtp = await startSmtp();
  s = await startTestServer({ env: { ...MAIL_ENV, SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_SECOND: '200' } });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.refuse = () => undefined;
  await clearMail(s.database.db);
});

const done = (id: string) =>
  waitUntil(
    () => progress(s, token, id),
    (p) => p.status === 'done',
    20_000,
    'the send to finish',
  );

describe('newsletter delivery over SMTP', () => {
  it('answers 202 at once and delivers one copy to every subscriber, with progress', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `reader${i}@example.com`);
    await addSubscribers(s.database.db, emails);
    const res = await sendNewsletter(s, token, { subject: 'News from Musanze', message: 'Hello\nfriends' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: 'Email sent successfully!', data: { _id: expect.any(String), total: 12 } });

    const p = await done(res.body.data._id);
    expect(p).toMatchObject({ subject: 'News from Musanze', total: 12, sent: 12, failed: 0, queued: 0, failures: [] });
    expect(p.finishedAt).not.toBeNull();
    for (const e of emails) expect(smtp.countFor(e)).toBe(1);

    const list = (await (await s.request('/api/newsletter/sends', { token })).json()) as { data: { _id: string }[] };
    expect(list.data[0]).toMatchObject({ _id: res.body.data._id, status: 'done', sent: 12 });
  });

  it('retries a transient failure (451) after a back-off, then delivers once', async () => {
    const ids = await addSubscribers(s.database.db, ['busy@example.com']);
    smtp.refuse = (_r, n) => (n === 1 ? { code: 451, text: 'Mailbox busy, try again later' } : undefined);
    const { body } = await sendNewsletter(s, token, {
      subject: 'Retry',
      message: 'Hello',
      subscriptionId: ids.get('busy@example.com'),
    });
    const db = s.database.db;
    const row = await waitUntil(
      async () =>
        (await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.sendId, body.data._id)))[0]!,
      (r) => r.attempts === 1 && r.status === 'queued',
      10_000,
      'the first attempt to be refused',
    );
    expect(row.lastError).toMatch(/451/);
    // Backed off by about 30 s, not hammered.
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000);
    expect((await progress(s, token, body.data._id)).status).toBe('sending');

    // Let the back-off pass.
    await db
      .update(newsletterDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(newsletterDeliveries.id, row.id));
    nudge(db, 'newsletter');
    const p = await done(body.data._id);
    expect(p).toMatchObject({ sent: 1, failed: 0 });
    expect(smtp.attempts.get('busy@example.com')).toBe(2);
    expect(smtp.countFor('busy@example.com')).toBe(1);
  });

  it('records a permanent failure (550) with its reason and does not retry it', async () => {
    await addSubscribers(s.database.db, ['gone@example.com', 'here@example.com']);
    smtp.refuse = (r) => (r === 'gone@example.com' ? { code: 550, text: 'No such user here' } : undefined);
    const { body } = await sendNewsletter(s, token, { subject: 'Permanent', message: 'Hello' });
    const p = await done(body.data._id);
    expect(p).toMatchObject({ total: 2, sent: 1, failed: 1, queued: 0 });
    expect(p.failures).toEqual([{ email: 'gone@example.com', reason: expect.stringMatching(/^550 .*No such user/) }]);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(smtp.attempts.get('gone@example.com')).toBe(1);
    const [row] = await s.database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.email, 'gone@example.com'));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('creates one send when the same send is requested twice', async () => {
    const emails = ['a@example.com', 'b@example.com', 'c@example.com'];
    await addSubscribers(s.database.db, emails);
    // The same Idempotency-Key, twice at once.
    const key = { 'idempotency-key': 'compose-7f3a' };
    const [one, two] = await Promise.all([
      sendNewsletter(s, token, { subject: 'Once', message: 'Only once' }, key),
      sendNewsletter(s, token, { subject: 'Once', message: 'Only once' }, key),
    ]);
    expect(one.status).toBe(202);
    expect(two.status).toBe(202);
    expect(two.body.data._id).toBe(one.body.data._id);
    // The same content again without a key (a double click) is the same send too.
    const three = await sendNewsletter(s, token, { subject: 'Once', message: 'Only once' });
    expect(three.body.data).toEqual(one.body.data);

    await done(one.body.data._id);
    const sends = await s.database.db.select().from(newsletterSends);
    expect(sends).toHaveLength(1);
    for (const e of emails) expect(smtp.countFor(e)).toBe(1);

    // The same key for other content (a retry after an edit) is refused: nothing new goes out.
    const reused = await sendNewsletter(s, token, { subject: 'Once', message: 'Edited after a failure' }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe('This Idempotency-Key was already used for a different newsletter');
    expect(await s.database.db.select().from(newsletterSends)).toHaveLength(1);

    // Different content is a new send.
    const other = await sendNewsletter(s, token, { subject: 'Once', message: 'Something else' });
    expect(other.body.data._id).not.toBe(one.body.data._id);
    await done(other.body.data._id);
    for (const e of emails) expect(smtp.countFor(e)).toBe(2);
  });

  it('delivers each copy once when two instances send from one database', async () => {
    const emails = Array.from({ length: 60 }, (_, i) => `pair${i}@example.com`);
    await addSubscribers(s.database.db, emails);
    const second = createMailWorkers(
      { db: s.database.db, config: s.config },
      { log: { info() {}, warn() {}, error() {} } },
    );
    try {
      const { body } = await sendNewsletter(s, token, { subject: 'Two senders', message: 'Hello' });
      nudge(s.database.db, 'newsletter');
      await done(body.data._id);
      for (const e of emails) expect(smtp.countFor(e)).toBe(1);
    } finally {
      await second.stop();
    }
  });
});
