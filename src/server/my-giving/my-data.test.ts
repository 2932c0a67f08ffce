import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '~/server/core/db/rows';
import { expectError, expectJson } from '~test/api';
import { startTestServer, type TestServer } from '~test/server';
import { leaveEverything, personNamed, whereFound } from '~test/supporter-data';
import type { MyData } from '~/shared/schemas/my-data';

/** A supporter's rights from their own signed page: download, correct, withdraw, erase. */
let s: TestServer;
let token = '';
beforeAll(async () => {
  s = await startTestServer({ seed: true, workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '100' } });
});
afterAll(() => s.close());

const amani = personNamed('Amani', 'Nyiramahoro', '788444777');
const post = (path: string, json: unknown) => s.request(path, { method: 'POST', json });
const summary = async () =>
  (await expectJson<{ data: MyData }>(await s.request(`/api/giving/my-data/summary?token=${token}`), 200)).data;

describe('my data, from the signed link', () => {
  it('downloads everything we hold, as JSON and as CSV, only with a valid link', async () => {
    ({ token } = await leaveEverything(s, amani));
    const json = await s.request(`/api/giving/my-data?token=${encodeURIComponent(token)}`);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"$/);
    expect(json.headers.get('cache-control')).toContain('no-store');
    const data = (await json.json()) as { records: Record<string, Record<string, unknown>[]> };
    for (const t of ['donations', 'payments', 'contact_messages', 'applications', 'subscriptions', 'sms_consents'])
      expect(data.records[t]?.length, t).toBeGreaterThan(0);
    // Issue 39.24: fields in words a person reads, money in its unit, no bookkeeping of the site's.
    const fields = Object.values(data.records).flatMap((rows) => rows.flatMap((r) => Object.keys(r)));
    expect(fields.filter((f) => /_/.test(f) || /^[a-z]/.test(f))).toEqual([]);
    for (const internal of ['Lease until', 'Attempts', 'Next attempt at', 'Event key', 'Idempotency key'])
      expect(fields, internal).not.toContain(internal);
    const payment = data.records.payments![0]!;
    expect(payment).toMatchObject({ 'Payer e-mail': amani.email, Currency: 'RWF' });
    expect(typeof payment.Amount).toBe('number');
    expect(data.records.contact_messages![0]).toMatchObject({ 'E-mail': amani.email });

    const csv = await s.request(`/api/giving/my-data?token=${encodeURIComponent(token)}&format=csv`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain(`contact_messages,1,E-mail,${amani.email}`);

    await expectError(await s.request(`/api/giving/my-data?token=${token.slice(0, -2)}xx`), 403);
    await expectError(await s.request(`/api/giving/my-data?token=${token}&format=pdf`), 400);
  });

  it('corrects the name and language, and withdraws the newsletter and SMS consents', async () => {
    expect(await summary()).toMatchObject({ name: 'Amani Nyiramahoro', lang: 'en' });
    const given = (await summary()).consents;
    expect(given.map((c) => [c.purpose, c.given])).toEqual([
      ['newsletter', true],
      ['sms', true],
    ]);
    const corrected = await post('/api/giving/my-data/correct', { token, name: 'Amani N.', phone: '', lang: 'fr' });
    expect((await expectJson<{ message: string }>(corrected, 200)).message).toMatch(/corrigées/);
    expect(await summary()).toMatchObject({ name: 'Amani N.', lang: 'fr' });
    await expectError(
      await post('/api/giving/my-data/correct', { token, name: 'x', phone: 'call me', lang: 'en' }),
      400,
    );

    await expectJson(await post('/api/giving/my-data/withdraw', { token, purpose: 'newsletter' }), 200);
    await expectJson(await post('/api/giving/my-data/withdraw', { token, purpose: 'sms' }), 200);
    const now = (await summary()).consents;
    expect(now.map((c) => [c.purpose, c.given, c.source])).toEqual([
      ['newsletter', false, 'supporter'],
      ['sms', false, 'supporter'],
    ]);
    await expectError(await post('/api/giving/my-data/withdraw', { token, purpose: 'letters' }), 400);
  });

  it('erases only once confirmed; the payments stay in the accounts without the person', async () => {
    await expectError(await post('/api/giving/my-data/erase', { token }), 400, /confirm/);
    await expectError(await post('/api/giving/my-data/erase', { token: 'a'.repeat(40), confirm: 'erase' }), 403);
    const before = await rowsOf<{ n: number }>(s.database.db, sql`SELECT count(*)::int AS n FROM payments`);
    await expectJson(await post('/api/giving/my-data/erase', { token, confirm: 'erase' }), 200);
    expect(await whereFound(s, [amani.email, amani.digits, amani.last])).toEqual([]);
    const after = await rowsOf<{ n: number }>(s.database.db, sql`SELECT count(*)::int AS n FROM payments`);
    expect(after).toEqual(before);
    const page = await expectJson<{ data: { payments: unknown[]; plans: unknown[] } }>(
      await s.request(`/api/giving?token=${token}`),
      200,
    );
    expect(page.data.payments).toEqual([]);
    expect(page.data.plans).toEqual([]);
  });
});
