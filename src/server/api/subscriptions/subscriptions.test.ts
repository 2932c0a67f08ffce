import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { MALFORMED_IDS, UNKNOWN_ID, activityFor, expectError, expectJson, send } from '~test/api';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await s.login();
});
afterAll(() => s.close());

type Sub = { _id: string; email: string; createdAt: string };
const subscribe = (body: unknown) => send(s, 'POST', '/api/subscriptions', body);
const list = async () => expectJson<Sub[]>(await s.request('/api/subscriptions', { token }), 200);
const del = (id: string, t = token) => s.request(`/api/subscriptions/${id}`, { method: 'DELETE', token: t });

describe('POST /api/subscriptions', () => {
  it('subscribes once, lower-cased, and says only whether the address was new', async () => {
    const first = await expectJson(await subscribe({ email: ' Reader@Example.ORG ' }), 201);
    expect(first).toEqual({ message: 'Thank you for subscribing!' });
    const again = await expectJson(await subscribe({ email: 'reader@example.org' }), 200);
    expect(again).toEqual({ message: 'You are already subscribed.' });
    expect(await expectJson(await subscribe({ email: 'READER@example.org' }), 200)).toEqual(again);
    expect((await list()).filter((x) => x.email === 'reader@example.org')).toHaveLength(1);
  });

  it('refuses a missing, wrongly typed, invalid or too long address', async () => {
    const msg = 'email: Please enter a valid email address';
    await expectError(await subscribe({}), 400, msg);
    await expectError(await subscribe({ email: 42 }), 400, msg);
    await expectError(await subscribe({ email: { $ne: null } }), 400, msg);
    await expectError(await subscribe({ email: 'not-an-address' }), 400, msg);
    await expectError(await subscribe({ email: `${'a'.repeat(250)}@example.org` }), 400, msg);
    await expectError(await subscribe({ email: 'a\u0000@example.org' }), 400, 'email: This value is not valid');
    await expectError(await subscribe(['a@example.org']), 400, 'body: must be a JSON object');
  });
});

describe('GET /api/subscriptions', () => {
  it('lists subscriptions newest first as a bare array of { _id, email, createdAt }', async () => {
    await subscribe({ email: 'older@example.org' });
    await subscribe({ email: 'newer@example.org' });
    const all = await list();
    expect(all.findIndex((x) => x.email === 'newer@example.org')).toBeLessThan(
      all.findIndex((x) => x.email === 'older@example.org'),
    );
    expect(Object.keys(all[0]!).sort()).toEqual(['_id', 'createdAt', 'email']);
  });

  it('needs a session', async () => {
    await expectError(await s.request('/api/subscriptions'), 401);
  });
});

describe('DELETE /api/subscriptions/:id', () => {
  it('deletes the subscription; the address may subscribe again', async () => {
    await subscribe({ email: 'leaving@example.org' });
    const sub = (await list()).find((x) => x.email === 'leaving@example.org')!;
    expect(await expectJson(await del(sub._id), 200)).toEqual({ message: 'Subscription deleted successfully!' });
    expect((await list()).some((x) => x._id === sub._id)).toBe(false);
    expect(await activityFor(s, sub._id)).toEqual(['delete subscription']);
    expect((await subscribe({ email: 'leaving@example.org' })).status).toBe(201);
  });

  it('answers 404 for unknown and malformed ids, 401 without a session', async () => {
    await expectError(await del(UNKNOWN_ID), 404, 'Subscription not found');
    for (const id of MALFORMED_IDS) await expectError(await del(encodeURIComponent(id)), 404);
    await subscribe({ email: 'staying@example.org' });
    const sub = (await list()).find((x) => x.email === 'staying@example.org')!;
    await expectError(await del(sub._id, ''), 401);
    expect((await list()).some((x) => x._id === sub._id)).toBe(true);
  });
});
