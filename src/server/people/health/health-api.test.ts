import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { insertChild } from '~test/children';
import * as make from '~test/health-data';
import { makeStaff, tokenFor } from '~test/staff';
import { givingSecret, signGivingToken } from '~/server/giving';
import type { CallsAnswer, HealthPage, HealthSummary } from '~/shared/schemas/sponsor-health';

/**
 * Sponsor health through the API, as each role: the viewer reads the figures and nothing
 * personal, content staff nothing; finance, sponsorship and administrators the lists (as
 * JSON and CSV), who to call, and mark a call whose note goes to the supporter's record.
 */
let s: TestServer;
const token: Record<string, string> = {};
let alice: string;
let planId: string;

beforeAll(async () => {
  s = await startTestServer();
  const db = s.database.db;
  alice = await make.supporter(db, 'Alice Mukamana', 'alice.mukamana@example.org', '0788123456');
  const lastYear = (await db.execute(
    sql`SELECT (date_trunc('year', now()) - interval '5 months')::text AS at`,
  )) as unknown;
  const at = ((lastYear as { rows?: { at: string }[] }).rows ?? (lastYear as { at: string }[]))[0]!.at;
  await make.donation(db, alice, at, 25_000);
  planId = await make.plan(db, alice, { status: 'active', changed: new Date().toISOString() });
  const child = await insertChild(db, { name: 'Aline Uwimana', preferredName: 'Lina' });
  await db.execute(sql`UPDATE children SET waiting_since = now() - interval '200 days' WHERE id = ${child.id}`);
  token.administrator = await s.login();
  for (const role of ['viewer', 'content', 'finance', 'sponsorship'] as const)
    token[role] = await tokenFor(s, await makeStaff(db, role));
});
afterAll(() => s.close());

const get = (path: string, as: string, headers: Record<string, string> = {}) =>
  s.request(path, { token: token[as], headers });

describe('the viewer and content staff', () => {
  it('the viewer reads the figures, nothing personal, and no list', async () => {
    const res = await get('/api/sponsor-health', 'viewer');
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const word of ['Mukamana', 'alice.mukamana', '0788123456', 'Uwimana']) expect(text).not.toContain(word);
    const { data } = JSON.parse(text) as { data: HealthSummary };
    expect(data.personal).toBe(false);
    expect(data.counts.lybunt).toBe(1);
    for (const path of [
      '/api/sponsor-health/lists/lybunt',
      '/api/sponsor-health/lists/waiting?format=csv',
      '/api/sponsor-health/calls',
    ])
      expect((await get(path, 'viewer')).status, path).toBe(403);
    const post = await s.request('/api/sponsor-health/calls', {
      method: 'POST',
      token: token.viewer,
      json: { supporterId: alice, note: 'Hello' },
    });
    expect(post.status).toBe(403);
  });

  it('content staff are refused the screen', async () => {
    expect((await get('/api/sponsor-health', 'content')).status).toBe(403);
    expect((await get('/api/sponsor-health/lists/lybunt', 'content')).status).toBe(403);
  });
});

describe('the lists', () => {
  it('answer a page to finance, with the supporter to link to', async () => {
    const summary = (await (await get('/api/sponsor-health', 'finance')).json()) as { data: HealthSummary };
    expect(summary.data.personal).toBe(true);
    const res = await get('/api/sponsor-health/lists/lybunt', 'finance');
    expect(res.status).toBe(200);
    const page = (await res.json()) as HealthPage;
    expect(page.data.map((r) => [r.supporterId, r.name, r.amountRwf])).toEqual([[alice, 'Alice Mukamana', 25000]]);
  });

  it('export the whole list as CSV in the staff member’s language, each row with the record’s address', async () => {
    const res = await get('/api/sponsor-health/lists/lybunt?format=csv', 'finance');
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('sponsor-health-lybunt.csv');
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe('Name,E-mail,Phone,Child,Date,Amount (RWF),How,Why,What they said,Record');
    expect(csv).toContain('alice.mukamana@example.org');
    expect(csv).toContain(`/dashboard/supporters/${alice}`);
    const fr = await (
      await get('/api/sponsor-health/lists/lybunt?format=csv', 'finance', { 'accept-language': 'fr' })
    ).text();
    expect(fr.split('\r\n')[0]).toContain('Nom,E-mail,Téléphone');
  });

  it('name a waiting child in full to sponsorship staff only', async () => {
    const read = async (as: string) =>
      ((await (await get('/api/sponsor-health/lists/waiting', as)).json()) as HealthPage).data.map((r) => r.childName);
    expect(await read('sponsorship')).toEqual(['Aline Uwimana']);
    expect(await read('finance')).toEqual(['Lina']);
  });

  it('refuse an unknown list (404) and a bad page (400)', async () => {
    expect((await get('/api/sponsor-health/lists/everyone', 'finance')).status).toBe(404);
    expect((await get('/api/sponsor-health/lists/lybunt?page=0', 'finance')).status).toBe(400);
    expect((await get('/api/sponsor-health/lists/lybunt?format=xls', 'finance')).status).toBe(400);
  });

  it('show a plan cancelled by staff with the reason the payer gave', async () => {
    const res = await s.request(`/api/recurring/${planId}/status`, {
      method: 'POST',
      token: token.finance,
      json: { action: 'cancel', reason: 'Lost my job, will come back' },
    });
    expect(res.status).toBe(200);
    const page = (await (await get('/api/sponsor-health/lists/stopped', 'finance')).json()) as HealthPage;
    expect(page.data.map((r) => [r.name, r.reason, r.note])).toEqual([
      ['Alice Mukamana', 'cancelled', 'Lost my job, will come back'],
    ]);
    const long = await s.request(`/api/recurring/${planId}/status`, {
      method: 'POST',
      token: token.finance,
      json: { action: 'pause', reason: 'x'.repeat(501) },
    });
    expect(long.status).toBe(400);
  });
});

describe('the reason a payer gives', () => {
  it('goes with their own cancel from their giving page, and shows on "stopped"', async () => {
    const db = s.database.db;
    const bea = await make.supporter(db, 'Beatrice Uwera', 'bea@example.org');
    const plan = await make.plan(db, bea, { status: 'active', changed: new Date().toISOString() });
    const token = signGivingToken('bea@example.org', await givingSecret(db));
    const change = (json: object) =>
      s.request(`/api/giving/plans/${plan}`, { method: 'POST', json: { token, ...json } });
    expect((await change({ action: 'cancel', reason: 'r'.repeat(501) })).status).toBe(400);
    expect((await change({ action: 'pause', reason: 'Too soon' })).status).toBe(400);
    expect((await change({ action: 'cancel', reason: '  School fees this year  ' })).status).toBe(200);
    const page = (await (await get('/api/sponsor-health/lists/stopped', 'finance')).json()) as HealthPage;
    expect(page.data.find((r) => r.name === 'Beatrice Uwera')?.note).toBe('School fees this year');
  });
});

describe('who to call', () => {
  it('marks a call: refused without a note or for nobody, then on the record and off the list', async () => {
    const post = (json: unknown) =>
      s.request('/api/sponsor-health/calls', { method: 'POST', token: token.sponsorship, json });
    const before = (await (await get('/api/sponsor-health/calls', 'sponsorship')).json()) as CallsAnswer;
    expect(before.data.suggestions.map((p) => p.supporterId)).toContain(alice);
    expect((await post({ supporterId: alice, note: '   ' })).status).toBe(400);
    expect((await post({ supporterId: 'not-an-id', note: 'Hi' })).status).toBe(400);
    expect((await post({ supporterId: '00000000-0000-4000-8000-000000000000', note: 'Hi' })).status).toBe(404);
    const ok = await post({ supporterId: alice, note: 'Called Alice: she will give again in January.' });
    expect(ok.status).toBe(201);
    const after = (await (await get('/api/sponsor-health/calls', 'sponsorship')).json()) as CallsAnswer;
    expect(after.data.suggestions.map((p) => p.supporterId)).not.toContain(alice);
    expect(after.data.called.map((c) => [c.name, c.note, c.by])).toEqual([
      ['Alice Mukamana', 'Called Alice: she will give again in January.', 'A sponsorship'],
    ]);
    const record = await (await get(`/api/supporters/${alice}`, 'administrator')).text();
    expect(record).toContain('Called Alice: she will give again in January.');
  });
});

describe('the weekly e-mail setting', () => {
  it('is turned off and on by sponsorship staff; a bad value is 400; finance may not', async () => {
    const put = (as: string, json: unknown) =>
      s.request('/api/sponsor-health/settings', { method: 'PUT', token: token[as], json });
    expect((await put('sponsorship', { weeklyCalls: 'off' })).status).toBe(200);
    expect(await (await get('/api/sponsor-health/settings', 'sponsorship')).json()).toEqual({
      data: { weeklyCalls: 'off' },
    });
    expect((await put('sponsorship', { weeklyCalls: 'maybe' })).status).toBe(400);
    expect((await put('finance', { weeklyCalls: 'on' })).status).toBe(403);
    expect((await put('administrator', { weeklyCalls: 'on' })).status).toBe(200);
    expect(await (await get('/api/sponsor-health/settings', 'sponsorship')).json()).toEqual({
      data: { weeklyCalls: 'on' },
    });
  });
});
