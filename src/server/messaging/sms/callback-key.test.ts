import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsConsents, smsInbound } from '~/server/core/db/sms-schema';
import type { SmsCallbacks } from '~/shared/schemas/sms';
import { loggerInto } from '~test/log-capture';
import { type TestServer, startTestServer } from '~test/server';
import { makeStaff, tokenFor } from '~test/staff';

/**
 * Issue 37.6: the gateways sign nothing, so their callback address carries a secret; a
 * forged STOP without it is refused (401), changes nothing and is logged.
 */
let s: TestServer;
let token: string;
const lines: string[] = [];
beforeAll(async () => {
  s = await startTestServer({ workers: false, logger: loggerInto(lines, 'warn') });
  token = await s.login();
});
afterAll(() => s.close());

const stopForm = (from: string) =>
  new URLSearchParams({ id: `in-${from}`, from, to: '8000', text: 'STOP', date: '2026-11-28' }).toString();
const postAt = (url: string, from: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: stopForm(from),
  });
const consentOf = async (phone: string) =>
  (await s.database.db.select().from(smsConsents).where(eq(smsConsents.phone, phone)))[0];

describe('SMS gateway callbacks', () => {
  it('refuses a callback without the secret in its address, changes nothing and logs it', async () => {
    const at = `${s.url}/api/sms/callback/africas-talking`;
    const pindo = `${s.url}/api/sms/callback/pindo`;
    expect((await postAt(at, '+250788555001')).status).toBe(401);
    expect((await postAt(`${at}?key=guessed-key-0123456789`, '+250788555001')).status).toBe(401);
    expect((await postAt(`${at}?key=`, '+250788555001')).status).toBe(401);
    const report = { sms_id: 1, status: 'delivered' };
    expect((await s.request('/api/sms/callback/pindo', { method: 'POST', json: report })).status).toBe(401);
    const json = { 'content-type': 'application/json' };
    expect((await fetch(`${pindo}?key=nope`, { method: 'POST', headers: json, body: '{}' })).status).toBe(401);
    expect(await consentOf('+250788555001')).toBeUndefined();
    expect(await s.database.db.select().from(smsInbound).where(eq(smsInbound.phone, '+250788555001'))).toEqual([]);
    const refused = lines.filter((l) => l.includes('SMS callback refused'));
    expect(refused.length).toBe(5);
    expect(refused.join('')).not.toContain('guessed-key');
  });

  it("shows administrators each gateway's address with its secret; that address is believed", async () => {
    const res = await s.request('/api/sms/callbacks', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { data } = (await res.json()) as { data: SmsCallbacks };
    expect(data.pindo).toMatch(/\/api\/sms\/callback\/pindo\?key=[\w-]{40,}$/);
    expect(data.africasTalking).toMatch(/\/api\/sms\/callback\/africas-talking\?key=[\w-]{40,}$/);
    expect(new URL(data.pindo).searchParams.get('key')).not.toBe(new URL(data.africasTalking).searchParams.get('key'));
    // The same on every read (kept in the database).
    const again = (await (await s.request('/api/sms/callbacks', { token })).json()) as { data: SmsCallbacks };
    expect(again.data).toEqual(data);
    expect((await postAt(data.africasTalking, '+250788555002')).status).toBe(200);
    expect((await consentOf('+250788555002'))?.optOutSource).toBe('reply:africas-talking');
    const pindoOk = await fetch(data.pindo, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sms_id: 1, status: 'delivered' }),
    });
    expect(pindoOk.status).toBe(200);
    // The key is the pindo one: it opens no other gateway's address.
    const crossed = `${s.url}/api/sms/callback/africas-talking${new URL(data.pindo).search}`;
    expect((await postAt(crossed, '+250788555003')).status).toBe(401);
    // Only administrators read it: finance staff see the messages, not the key.
    const finance = await tokenFor(s, await makeStaff(s.database.db, 'finance'));
    expect((await s.request('/api/sms/callbacks', { token: finance })).status).toBe(403);
    expect((await s.request('/api/sms/callbacks')).status).toBe(401);
  });

  it('a secret set in the environment is the one the address carries', async () => {
    const set = await startTestServer({ workers: false, env: { AT_CALLBACK_SECRET: 'operator-chosen-secret-42' } });
    try {
      const res = await set.request('/api/sms/callbacks', { token: await set.login() });
      const { data } = (await res.json()) as { data: SmsCallbacks };
      expect(new URL(data.africasTalking).searchParams.get('key')).toBe('operator-chosen-secret-42');
      const at = `${set.url}/api/sms/callback/africas-talking`;
      expect((await postAt(`${at}?key=operator-chosen-secret-42`, '+250788555004')).status).toBe(200);
    } finally {
      await set.close();
    }
  });
});
