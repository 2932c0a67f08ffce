import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '~/server/core/db/schema';
import { mailSettings, newsletterDeliveries, newsletterSends } from '~/server/core/db/mail-schema';
import {
  signReadableUnsubscribeToken,
  signUnsubscribeToken,
  unsubscribeSecret,
} from '~/server/messaging/subscriptions/unsubscribe-token';
import { startTestServer, type TestServer } from '~test/server';

let s: TestServer;
let token: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'newsletter-api-'));
  s = await startTestServer({ env: { DATA_DIR: dataDir } });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (url: string, json: unknown, extra: { token?: string; headers?: Record<string, string> } = {}) =>
  s.request(url, { method: 'POST', json, ...extra });
const subscribe = async (email: string) => {
  const [row] = await s.database.db.insert(subscriptions).values({ email }).returning();
  return row!;
};
const tokenFor = async (email: string) => signUnsubscribeToken(email, await unsubscribeSecret(s.database.db, s.config));

describe('newsletter sends (admin)', () => {
  it('refuses without a session', async () => {
    expect((await post('/api/send-newsletter', { subject: 'x', message: 'y' })).status).toBe(401);
    expect((await s.request('/api/newsletter/sends')).status).toBe(401);
    expect((await s.request('/api/newsletter/sends/00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });

  it('names the missing field with 400', async () => {
    const res = await post('/api/send-newsletter', { subject: '  ', message: 'Hello' }, { token });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^subject: /);
    const bad = await post(
      '/api/send-newsletter',
      { subject: 'a', message: 'b' },
      { token, headers: { 'idempotency-key': 'x'.repeat(201) } },
    );
    expect(bad.status).toBe(400);
  });

  it('sends to one subscriber (Send Email), 404 for an unknown or malformed subscription', async () => {
    const sub = await subscribe('single@example.com');
    await subscribe('other@example.com');
    const res = await post(
      '/api/send-newsletter',
      { subject: 'Just you', message: 'Hi', subscriptionId: sub.id },
      { token },
    );
    expect(res.status).toBe(202);
    const { data } = (await res.json()) as { data: { _id: string; total: number } };
    expect(data.total).toBe(1);
    const rows = await s.database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.sendId, data._id));
    expect(rows.map((r) => r.email)).toEqual(['single@example.com']);

    for (const subscriptionId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await post('/api/send-newsletter', { subject: 'x', message: 'y', subscriptionId }, { token });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: 'Subscriber not found' });
    }
  });

  it('shows the progress of a send; 404 for an unknown or malformed id', async () => {
    const res = await post('/api/send-newsletter', { subject: 'Progress', message: 'Hello all' }, { token });
    const { data } = (await res.json()) as { data: { _id: string; total: number } };
    const got = await s.request(`/api/newsletter/sends/${data._id}`, { token });
    expect(got.status).toBe(200);
    expect(((await got.json()) as { data: unknown }).data).toMatchObject({
      _id: data._id,
      subject: 'Progress',
      audience: 'all',
      status: expect.stringMatching(/^(queued|sending|done)$/),
      total: data.total,
      sent: expect.any(Number),
      failed: expect.any(Number),
      queued: expect.any(Number),
      createdAt: expect.any(String),
      failures: [],
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x'])
      expect((await s.request(`/api/newsletter/sends/${id}`, { token })).status).toBe(404);
  });

  it('finishes at once a send with nobody to send to', async () => {
    await s.database.db.delete(subscriptions);
    const res = await post('/api/send-newsletter', { subject: 'Empty', message: 'Nobody' }, { token });
    const { data } = (await res.json()) as { data: { _id: string; total: number } };
    expect(data.total).toBe(0);
    const [send] = await s.database.db.select().from(newsletterSends).where(eq(newsletterSends.id, data._id));
    expect(send).toMatchObject({ status: 'done', total: 0 });
  });
});

describe('unsubscribing', () => {
  it('tells which address a token is for without unsubscribing it', async () => {
    await subscribe('look@example.com');
    const t = await tokenFor('look@example.com');
    const res = await s.request(`/api/unsubscribe/status?token=${encodeURIComponent(t)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { email: 'look@example.com', subscribed: true } });
    // A link sent before the address was sealed (in every earlier newsletter) still works.
    const old = signReadableUnsubscribeToken('look@example.com', await unsubscribeSecret(s.database.db, s.config));
    const oldRes = await s.request(`/api/unsubscribe/status?token=${encodeURIComponent(old)}`);
    expect(await oldRes.json()).toEqual({ data: { email: 'look@example.com', subscribed: true } });
    const [still] = await s.database.db.select().from(subscriptions).where(eq(subscriptions.email, 'look@example.com'));
    expect(still).toBeDefined();
  });

  it('refuses a forged, altered or missing token with 400', async () => {
    const t = await tokenFor('victim@example.com');
    const other = Buffer.from('other@example.com').toString('base64url');
    for (const bad of [
      '',
      'abc',
      `${other}.${t.split('.')[1]}`,
      `${t}x`,
      t.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    ]) {
      const res = await post('/api/unsubscribe', { token: bad });
      expect(res.status, bad).toBe(400);
    }
    // Tokens that decode to the same address but are not the one we issued: compared exactly
    // (an unsubscribe link sent before the address was sealed, which still works).
    const secret = await unsubscribeSecret(s.database.db, s.config);
    const odd = signReadableUnsubscribeToken('odd1@example.com', secret); // 16 bytes: the last base64 digit has spare bits
    const [part, mac] = odd.split('.') as [string, string];
    const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spare = part.slice(0, -1) + digits[digits.indexOf(part.at(-1)!) ^ 1];
    expect(Buffer.from(spare, 'base64url').toString()).toBe('odd1@example.com');
    const upper = Buffer.from('VICTIM@example.com').toString('base64url');
    for (const bad of [`${spare}.${mac}`, `${upper}.${t.split('.')[1]}`, ` ${t}`, `${t}\n`]) {
      const res = await post('/api/unsubscribe', { token: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await post('/api/unsubscribe', {})).status).toBe(400);
    expect((await s.request('/api/unsubscribe/status?token=abc')).status).toBe(400);
  });

  it('removes the address and cancels the copies still waiting for it', async () => {
    await subscribe('leave@example.com');
    const [send] = await s.database.db
      .insert(newsletterSends)
      .values({ subject: 's', message: 'm', total: 1 })
      .returning();
    await s.database.db
      .insert(newsletterDeliveries)
      .values({ sendId: send!.id, email: 'leave@example.com', nextAttemptAt: new Date(Date.now() + 3_600_000) });
    const t = await tokenFor('Leave@Example.com');
    const res = await post('/api/unsubscribe', { token: t });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'You have been unsubscribed.' });
    expect(
      await s.database.db.select().from(subscriptions).where(eq(subscriptions.email, 'leave@example.com')),
    ).toEqual([]);
    const [d] = await s.database.db
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.sendId, send!.id));
    expect(d).toMatchObject({ status: 'failed', lastError: 'Unsubscribed before delivery' });
    const [after] = await s.database.db.select().from(newsletterSends).where(eq(newsletterSends.id, send!.id));
    expect(after!.status).toBe('done');
    // Again: the same answer, nothing to reveal.
    expect((await post('/api/unsubscribe', { token: t })).status).toBe(200);
  });

  it('accepts the RFC 8058 one-click POST, form-encoded, with the token in the query', async () => {
    await subscribe('click@example.com');
    const t = encodeURIComponent(await tokenFor('click@example.com'));
    const wrongType = await s.request(`/api/unsubscribe/one-click?token=${t}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(wrongType.status).toBe(415);
    const res = await s.request(`/api/unsubscribe/one-click?token=${t}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(
      await s.database.db.select().from(subscriptions).where(eq(subscriptions.email, 'click@example.com')),
    ).toEqual([]);
    const forged = await s.request('/api/unsubscribe/one-click?token=abc.def', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(forged.status).toBe(400);
  });

  it('signs with one secret per database, generated once, or with UNSUBSCRIBE_SECRET', async () => {
    const first = await unsubscribeSecret(s.database.db, s.config);
    // Other secrets (the device cookie's) have rows of their own.
    const rows = await s.database.db.select().from(mailSettings).where(eq(mailSettings.key, 'unsubscribe_secret'));
    expect(rows).toEqual([expect.objectContaining({ key: 'unsubscribe_secret', value: first })]);
    expect(first.length).toBeGreaterThanOrEqual(43);
    const secret = 'a-configured-secret-of-some-length';
    const own = signUnsubscribeToken('x@example.com', secret);
    const mac = createHmac('sha256', secret).update('x@example.com').digest('base64url');
    expect(own.split('.')[1]).toBe(mac);
    // The address is sealed in the link (issue 39.24); one address, one token.
    expect(Buffer.from(own.split('.')[0]!, 'base64url').toString('latin1')).not.toContain('example.com');
    expect(signUnsubscribeToken('x@example.com', secret)).toBe(own);
    expect(await unsubscribeSecret(s.database.db, { UNSUBSCRIBE_SECRET: secret })).toBe(secret);
  });
});

describe('rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { DATA_DIR: dataDir }, publicWriteLimit: 2 });
  });
  afterAll(() => limited.close());

  it('limits unsubscribe POSTs per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await limited.request('/api/unsubscribe', { method: 'POST', json: { token: 'x' } })).status);
    expect(statuses).toEqual([400, 400, 429]);
  });
});
