import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { expectError, expectJson, send } from '~test/api';
import { insertChild } from '~test/children';
import { insertChildStaleTomorrow } from '~test/child-news';
import { makeCentre, makeOfficer, putItem, report } from '~test/field';
import { makeStaff, tokenFor } from '~test/staff';
import { childUpdates } from '~/server/core/db/child-news-schema';
import { children } from '~/server/core/db/schema';
import type { AdminChildPage } from '~/shared/schemas/child';

let s: TestServer;
let admin: string;
testServerForFile((t) => ({ s, token: admin } = t), { workers: false });

const db = () => s.database.db;
const YEAR = 365 * 86_400_000;
const staffList = async (query = '') =>
  expectJson<AdminChildPage>(await s.request(`/api/sponsors?pageSize=100${query}`, { token: admin }), 200);
const publicNames = async () =>
  (await expectJson<{ data: { name: string }[] }>(await s.request('/api/pending/sponsors?pageSize=100'), 200)).data.map(
    (c) => c.name,
  );

describe('freshness: children with no report or photo in 12 months', () => {
  it('are counted and filtered for staff, kept off the public list when the setting says so, and come back with an approved report', async () => {
    const old = new Date(Date.now() - 2 * YEAR);
    const centre = await makeCentre(s, 'Centre F');
    const stale = await insertChild(db(), {
      name: 'Stale Kwizera',
      preferredName: 'Kwizera',
      createdAt: old,
      centreId: centre.id,
    });
    const fresh = await insertChild(db(), { name: 'Fresh Ineza', preferredName: 'Ineza', createdAt: old });
    await db()
      .insert(childUpdates)
      .values({ childId: fresh.id, kind: 'photo', texts: { en: 'A new photo.' } });
    const oldNews = await insertChild(db(), { name: 'Old Gisa', preferredName: 'Gisa', createdAt: old });
    await db()
      .insert(childUpdates)
      .values({
        childId: oldNews.id,
        kind: 'progress',
        texts: { en: 'Report.' },
        postedAt: new Date(Date.now() - 1.5 * YEAR),
      });
    const enrolled = await insertChild(db(), { name: 'New Keza', preferredName: 'Keza' });

    const all = await staffList();
    expect(all.stale).toBe(2);
    const flag = (id: string) => all.data.find((c) => c._id === id)?.stale;
    expect([flag(stale.id), flag(fresh.id), flag(oldNews.id), flag(enrolled.id)]).toEqual([true, false, true, false]);
    const filtered = await staffList('&freshness=stale');
    expect(filtered.data.map((c) => c._id).sort()).toEqual([stale.id, oldNews.id].sort());
    expect(filtered.total).toBe(2);

    // Off by default: everyone listed shows.
    expect(await expectJson(await s.request('/api/children/freshness', { token: admin }), 200)).toEqual({
      data: { hideStale: false },
    });
    expect(await publicNames()).toEqual(expect.arrayContaining(['Kwizera', 'Ineza', 'Gisa', 'Keza']));
    await expectJson(await send(s, 'PUT', '/api/children/freshness', { hideStale: true }, admin), 200);
    const hidden = await publicNames();
    expect(hidden).toEqual(expect.arrayContaining(['Ineza', 'Keza']));
    expect(hidden).not.toContain('Kwizera');
    expect(hidden).not.toContain('Gisa');
    // The child's own page still answers (only the list leaves them out).
    expect((await s.request(`/api/pending/sponsors/${stale.id}`)).status).toBe(200);

    // A report from the field, approved: fresh again, on the list at once.
    const officer = await makeOfficer(s, [centre.id]);
    const id = randomUUID();
    await expectJson(await putItem(s, officer.token, id, report(stale.id)), 200);
    await expectJson(await s.request(`/api/field/items/${id}/approve`, { method: 'POST', token: admin }), 200);
    expect(await publicNames()).toContain('Kwizera');
    expect((await staffList()).stale).toBe(1);

    // A child who left is not counted.
    await db().update(children).set({ leftAt: new Date() }).where(eq(children.id, oldNews.id));
    expect((await staffList()).stale).toBe(0);
  });

  it('leaves the public list the day after a child goes stale by time alone, with no write', async () => {
    await expectJson(await send(s, 'PUT', '/api/children/freshness', { hideStale: true }, admin), 200);
    const today = new Date();
    // Its last photo is 12 months old less an hour: fresh today, stale tomorrow.
    const child = await insertChildStaleTomorrow(db(), today, { name: 'Ageing Mugisha', preferredName: 'Mugisha' });
    vi.useFakeTimers({ now: today, toFake: ['Date'] });
    try {
      const first = await s.request('/api/pending/sponsors?pageSize=100');
      expect((await expectJson<{ data: { name: string }[] }>(first, 200)).data.map((c) => c.name)).toContain('Mugisha');
      // Asked again the same day, the cached answer still holds.
      expect(await publicNames()).toContain('Mugisha');

      vi.setSystemTime(new Date(today.getTime() + 86_400_000));
      expect(await publicNames()).not.toContain('Mugisha');
      // A browser's revalidation gets the new list, not a 304.
      const etag = first.headers.get('etag')!;
      const again = await s.request('/api/pending/sponsors?pageSize=100', { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(200);
      expect((await staffList()).data.find((c) => c._id === child.id)?.stale).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is a setting for sponsorship staff only, and refuses what is not a yes or no', async () => {
    const viewer = await tokenFor(s, await makeStaff(db(), 'viewer'));
    expect((await s.request('/api/children/freshness', { token: viewer })).status).toBe(403);
    await expectError(await send(s, 'PUT', '/api/children/freshness', { hideStale: true }, viewer), 403);
    await expectError(await send(s, 'PUT', '/api/children/freshness', { hideStale: true, other: 1 }, admin), 400);
    await expectError(await s.request('/api/sponsors?freshness=old', { token: admin }), 400);
  });
});
