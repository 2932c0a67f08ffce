import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { mailsOfKind } from '~test/outbox';
import { MALFORMED_IDS, UNKNOWN_ID, activityFor, expectError, expectJson, send } from '~test/api';

let s: TestServer;
let token: string;
testServerForFile((t) => ({ s, token } = t));

type Sub = { _id: string; email: string; createdAt: string };
const ask = (body: unknown) => send(s, 'POST', '/api/subscriptions', body);
const confirm = (token: unknown) => send(s, 'POST', '/api/subscriptions/confirm', { token });
const list = async () => expectJson<Sub[]>(await s.request('/api/subscriptions', { token }), 200);
const del = (id: string, t = token) => s.request(`/api/subscriptions/${id}`, { method: 'DELETE', token: t });
const CHECK_INBOX = { message: 'Thank you for subscribing! Please confirm with the link in the e-mail we send you.' };

/** The confirmation e-mails queued for `email`, oldest first (the latest link is the last). */
const confirmations = (email: string) => mailsOfKind(s.database.db, email, 'subscription-confirmation');

/** The token of the link in the latest confirmation e-mail to `email`. */
async function linkToken(email: string): Promise<string> {
  const mails = await confirmations(email);
  const match = /\/subscribe\/confirm\?token=([^\s"&<]+)/.exec(mails.at(-1)?.text ?? '');
  if (!match) throw new Error(`no confirmation link for ${email}`);
  return decodeURIComponent(match[1]!);
}

/** Subscribes the way a visitor does: the request, then the link of the e-mail. */
async function subscribe(body: { email: string }) {
  expect((await ask(body)).status).toBe(201);
  return confirm(await linkToken(body.email.trim().toLowerCase()));
}

describe('POST /api/subscriptions (double opt-in)', () => {
  it('adds nobody until the e-mailed link is followed, then the address, lower-cased, once', async () => {
    expect(await expectJson(await ask({ email: ' Reader@Example.ORG ' }), 201)).toEqual(CHECK_INBOX);
    expect((await list()).some((x) => x.email === 'reader@example.org')).toBe(false);
    const [mail] = await confirmations('reader@example.org');
    expect(mail!.subject).toContain('Please confirm your subscription');
    // The confirmation page opens in the e-mail's language.
    expect(mail!.text).toMatch(/\/subscribe\/confirm\?token=[^\s&]+&lang=en\b/);

    const t = await linkToken('reader@example.org');
    expect(await expectJson(await confirm(t), 200)).toEqual({ message: 'Your subscription is confirmed. Thank you!' });
    expect(await expectJson(await confirm(t), 200)).toEqual({ message: 'Your subscription is confirmed. Thank you!' });
    expect((await list()).filter((x) => x.email === 'reader@example.org')).toHaveLength(1);
  });

  it('answers in the language of the page that asked (the box shows the answer as it is)', async () => {
    const res = await s.request('/api/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'rw' },
      body: JSON.stringify({ email: 'umusomyi@example.org' }),
    });
    expect(await expectJson(res, 201)).toEqual({
      message: 'Murakoze kwiyandikisha! Mwemeze mukoresheje link iri mu butumwa tuboherereje.',
    });
  });

  it('answers the same whether or not the address is already subscribed, and e-mails a subscriber nothing', async () => {
    await subscribe({ email: 'known@example.org' });
    const before = (await confirmations('known@example.org')).length;
    for (const email of ['known@example.org', 'KNOWN@example.org', 'unknown@example.org']) {
      const res = await ask({ email });
      expect(res.status, email).toBe(201);
      expect(await res.json(), email).toEqual(CHECK_INBOX);
    }
    expect(await confirmations('known@example.org')).toHaveLength(before);
    expect((await list()).filter((x) => x.email === 'known@example.org')).toHaveLength(1);
  });

  it('refuses a forged, altered, expired or missing confirmation token with 400', async () => {
    expect((await ask({ email: 'target@example.org' })).status).toBe(201);
    const t = await linkToken('target@example.org');
    const [address, expiry, mac] = t.split('.') as [string, string, string];
    const other = Buffer.from('other@example.org').toString('base64url');
    const upper = Buffer.from('TARGET@example.org').toString('base64url');
    const expired = (Date.now() - 1000).toString(36);
    const bad =
      'This confirmation link is not valid or has expired. Please subscribe again from the bottom of any page.';
    for (const forged of [
      '',
      'abc',
      `${other}.${expiry}.${mac}`,
      `${upper}.${expiry}.${mac}`,
      `${address}.${expired}.${mac}`,
      `${t} `,
      `${t}x`,
      t.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    ]) {
      const res = await confirm(forged);
      expect(res.status, forged).toBe(400);
      expect(await res.json()).toEqual({ message: bad });
    }
    expect((await send(s, 'POST', '/api/subscriptions/confirm', {})).status).toBe(400);
    expect((await list()).some((x) => x.email === 'target@example.org')).toBe(false);
  });

  it('refuses a missing, wrongly typed, invalid or too long address', async () => {
    const msg = 'email: Please enter a valid email address';
    await expectError(await ask({}), 400, msg);
    await expectError(await ask({ email: 42 }), 400, msg);
    await expectError(await ask({ email: { $ne: null } }), 400, msg);
    await expectError(await ask({ email: 'not-an-address' }), 400, msg);
    await expectError(await ask({ email: `${'a'.repeat(250)}@example.org` }), 400, msg);
    await expectError(await ask({ email: 'a\u0000@example.org' }), 400, 'email: This value is not valid');
    await expectError(await ask(['a@example.org']), 400, 'body: must be a JSON object');
  });
});

describe('GET /api/subscriptions', () => {
  it('lists subscriptions newest first as a bare array of { _id, email, createdAt }', async () => {
    expect((await subscribe({ email: 'older@example.org' })).status).toBe(200);
    expect((await subscribe({ email: 'newer@example.org' })).status).toBe(200);
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
    expect((await subscribe({ email: 'leaving@example.org' })).status).toBe(200);
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
