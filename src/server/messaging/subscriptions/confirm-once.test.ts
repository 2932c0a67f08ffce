import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { subscriptions } from '~/server/core/db/schema';
import { signUnsubscribeToken, unsubscribeSecret } from '~/server/messaging/subscriptions/unsubscribe-token';
import { startTestServer, type TestServer } from '~test/server';

/**
 * A confirmation link confirmed again for its whole week, so whoever held an
 * old confirmation e-mail could put a reader who had unsubscribed back on the list. It
 * now works once. Runs on PGlite and PostgreSQL.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ workers: false });
});
afterAll(() => s.close());

const post = (path: string, json: object) => s.request(path, { method: 'POST', json });
const onList = async (email: string) =>
  (await s.database.db.select().from(subscriptions).where(eq(subscriptions.email, email))).length === 1;

describe('a subscription confirmation link', () => {
  it('confirms once: followed again after an unsubscribe it is refused and the reader stays off the list', async () => {
    const email = 'reader-once@example.org';
    expect((await post('/api/subscriptions', { email })).status).toBe(201);
    const [mail] = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = decodeURIComponent(/\/subscribe\/confirm\?token=([^\s"&<]+)/.exec(mail!.text)![1]!);
    expect((await post('/api/subscriptions/confirm', { token })).status).toBe(200);
    expect(await onList(email)).toBe(true);
    // A second click while subscribed changes nothing and is not an error.
    expect((await post('/api/subscriptions/confirm', { token })).status).toBe(200);

    const unsubscribe = signUnsubscribeToken(email, await unsubscribeSecret(s.database.db, s.config));
    expect((await post('/api/unsubscribe', { token: unsubscribe })).status).toBe(200);
    expect(await onList(email)).toBe(false);

    const again = await post('/api/subscriptions/confirm', { token });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toMatch(/already used/);
    expect(await onList(email)).toBe(false);

    // Asking again (within the same hour) sends a new link, which works.
    expect((await post('/api/subscriptions', { email })).status).toBe(201);
    const mails = await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(2);
    const fresh = decodeURIComponent(/\/subscribe\/confirm\?token=([^\s"&<]+)/.exec(mails.at(-1)!.text)![1]!);
    expect(fresh).not.toBe(token);
    expect((await post('/api/subscriptions/confirm', { token: fresh })).status).toBe(200);
    expect(await onList(email)).toBe(true);
  });
});
