import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '~/server/core/db/rows';
import { donations } from '~/server/core/db/schema';
import { activityLog } from '~/server/core/db/activity-schema';
import { supporters } from '~/server/core/db/supporters-schema';
import { MALFORMED_IDS, UNKNOWN_ID, expectError, expectJson } from '~test/api';
import { startTestServer, type TestServer } from '~test/server';
import { makeStaff, tokenFor } from '~test/staff';
import { leaveEverything, personNamed, whereFound } from '~test/supporter-data';
import type { SupporterPage, SupporterRecord } from '~/shared/schemas/supporter-record';

/** A supporter's record in the dashboard, their rights through staff, and merging two records of one person. */
let s: TestServer;
let admin = '';
let finance = '';
let viewer = '';
beforeAll(async () => {
  s = await startTestServer({ seed: true, workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '100' } });
  admin = await s.login();
  finance = await tokenFor(s, await makeStaff(s.database.db, 'finance'));
  viewer = await tokenFor(s, await makeStaff(s.database.db, 'viewer'));
});
afterAll(() => s.close());

const ines = personNamed('Ines', 'Murekatete', '788222333');
const get = <T>(path: string, token = finance) => s.request(path, { token }).then((r) => expectJson<T>(r, 200));
const send = (method: string, path: string, json: unknown, token = finance) => s.request(path, { method, json, token });
const idOf = async (email: string) =>
  (await s.database.db.select().from(supporters).where(eq(supporters.email, email)))[0]!.id;

describe('a supporter’s record', () => {
  it('is found by search and shows everything that is theirs, to finance and administrators only', async () => {
    await leaveEverything(s, ines);
    const page = await get<SupporterPage>('/api/supporters?q=murekatete');
    expect(page.data.map((r) => r.email)).toEqual([ines.email]);
    const id = page.data[0]!._id;
    const { data } = await get<{ data: SupporterRecord }>(`/api/supporters/${id}`);
    expect(data).toMatchObject({ name: 'Ines Murekatete', email: ines.email, emails: [ines.email] });
    expect(data.gifts.map((g) => g.kind).sort()).toEqual(['donation', 'order', 'sponsorship']);
    expect(data.plans.length).toBe(2);
    expect(data.sponsorships.length).toBe(1);
    expect(data.messages.map((m) => m.subject)).toEqual(['A question']);
    expect(data.applications.length).toBe(1);
    expect(data.subscriptions.map((x) => x.email)).toEqual([ines.email]);
    expect(data.smsConsents.length).toBe(1);
    expect(data.consents.map((c) => [c.purpose, c.given])).toEqual([
      ['newsletter', true],
      ['sms', true],
    ]);

    expect((await s.request(`/api/supporters/${id}`, { token: viewer })).status).toBe(403);
    expect((await s.request(`/api/supporters/${id}`)).status).toBe(401);
    await expectError(await s.request(`/api/supporters/${UNKNOWN_ID}`, { token: finance }), 404);
    for (const bad of MALFORMED_IDS)
      expect((await s.request(`/api/supporters/${encodeURIComponent(bad)}`, { token: finance })).status).toBe(404);
  });

  it('keeps staff notes, corrects details, withdraws a consent and exports everything', async () => {
    const id = await idOf(ines.email);
    expect((await send('POST', `/api/supporters/${id}/notes`, { text: 'Prefers calls after 5 pm' })).status).toBe(201);
    await expectError(await send('POST', `/api/supporters/${id}/notes`, { text: '  ' }), 400, /note/);
    await expectJson(
      await send('PATCH', `/api/supporters/${id}`, { name: 'Inès Murekatete', phone: '', lang: 'rw' }),
      200,
    );
    await expectJson(await send('POST', `/api/supporters/${id}/withdraw`, { purpose: 'newsletter' }), 200);
    const { data } = await get<{ data: SupporterRecord }>(`/api/supporters/${id}`);
    expect(data).toMatchObject({ name: 'Inès Murekatete', lang: 'rw', subscriptions: [] });
    expect(data.notes.map((n) => [n.text, n.author])).toEqual([['Prefers calls after 5 pm', 'A finance']]);
    expect(data.consents[0]).toMatchObject({ purpose: 'newsletter', given: false, source: 'staff' });

    const file = await s.request(`/api/supporters/${id}/export?format=csv`, { token: finance });
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="supporter-/);
    const csv = await file.text();
    expect(csv).toContain('supporter_notes,1,text,Prefers calls after 5 pm');
    expect(csv).toContain(`supporters,1,email,${ines.email}`);
  });

  it('merges a second record of the same person: everything moves, the log says so without personal data', async () => {
    const keep = await idOf(ines.email);
    const other = personNamed('Ines', 'Murekatete', '788222333');
    other.email = 'ines.work@example.org';
    await leaveEverything(s, other);
    const otherId = await idOf(other.email);
    await expectError(await send('POST', `/api/supporters/${keep}/merge`, { otherId: keep }), 400);
    await expectError(await send('POST', `/api/supporters/${keep}/merge`, { otherId: UNKNOWN_ID }), 404);
    const merged = await expectJson<{ data: { moved: Record<string, number> } }>(
      await send('POST', `/api/supporters/${keep}/merge`, { otherId }),
      200,
    );
    expect(merged.data.moved.donations).toBe(1);
    expect(await s.database.db.select().from(supporters).where(eq(supporters.id, otherId))).toEqual([]);
    const moved = await s.database.db.select().from(donations).where(eq(donations.supporterId, keep));
    expect(moved.length).toBe(2);
    const { data } = await get<{ data: SupporterRecord }>(`/api/supporters/${keep}`);
    expect(data.emails.sort()).toEqual([ines.email, other.email].sort());
    expect(data.gifts.length).toBe(6);
    const [log] = await s.database.db.select().from(activityLog).where(eq(activityLog.action, 'merge'));
    expect(log).toMatchObject({ entity: 'supporter', entityId: keep, after: { mergedFrom: otherId } });
    expect(JSON.stringify(log)).not.toMatch(/ines|murekatete/i);
  });

  it('is erased by an administrator only, everywhere, both addresses', async () => {
    const id = await idOf(ines.email);
    expect((await send('POST', `/api/supporters/${id}/erase`, { confirm: 'erase' })).status).toBe(403);
    await expectError(await send('POST', `/api/supporters/${id}/erase`, {}, admin), 400);
    await expectJson(await send('POST', `/api/supporters/${id}/erase`, { confirm: 'erase' }, admin), 200);
    expect(await whereFound(s, [ines.email, 'ines.work@example.org', ines.last, ines.digits])).toEqual([]);
    const [row] = await rowsOf<Record<string, unknown>>(
      s.database.db,
      sql`SELECT name, email, phone FROM supporters WHERE id = ${id}`,
    );
    expect(row).toEqual({ name: '', email: null, phone: '' });
    const [log] = await s.database.db.select().from(activityLog).where(eq(activityLog.action, 'erase'));
    expect(log).toMatchObject({ entity: 'supporter', entityId: id });
  });
});
