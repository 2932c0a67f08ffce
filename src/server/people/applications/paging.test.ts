import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { expectError, expectJson } from '~test/api';
import { applications, skills } from '~/server/core/db/schema';

/** GET /api/application a page at a time (decision 009): `{ data, total, page, pageSize }`. */
let s: TestServer;
let token: string;
type App = { _id: string; firstName: string; lastName: string; createdAt: string };
type Page = { data: App[]; total: number; page: number; pageSize: number };

const firstNames = ['bob', 'Alice', 'carol', 'alice'];
beforeAll(async () => {
  s = await startTestServer();
  token = await s.login();
  const [skill] = await s.database.db
    .insert(skills)
    .values({ name: 'Teaching 100% English_now', description: '', requirements: [] })
    .returning();
  await s.database.db.insert(applications).values(
    Array.from({ length: 30 }, (_, i) => ({
      firstName: `${firstNames[i % 4]}`,
      lastName: i === 29 ? 'Zed' : `Last${String(i).padStart(2, '0')}`,
      email: i === 12 ? 'findme@school.rw' : `a${i}@example.org`,
      country: 'Rwanda',
      skillId: i === 5 ? skill!.id : null,
      availabilityDate: '2030-01-01',
      // Six applied at one instant: only the id orders them.
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i < 6 ? 0 : i)),
    })),
  );
});
afterAll(() => s.close());

const page = async (query: string) => expectJson<Page>(await s.request(`/api/application${query}`, { token }), 200);
const names = (p: Page) => p.data.map((a) => `${a.firstName} ${a.lastName}`);

describe('GET /api/application, paged', () => {
  it('answers 100 at most with total, page and pageSize, newest first', async () => {
    const all = await page('');
    expect(all).toMatchObject({ total: 30, page: 1, pageSize: 100 });
    expect(all.data).toHaveLength(30);
    expect(Object.keys(all).sort()).toEqual(['data', 'page', 'pageSize', 'total']);
    const times = all.data.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('cuts pages in one stable order in each sort, and a page past the end is empty', async () => {
    for (const sort of ['newest', 'oldest', 'name']) {
      const all = (await page(`?sort=${sort}`)).data.map((a) => a._id);
      const pages = await Promise.all([1, 2, 3].map((n) => page(`?sort=${sort}&pageSize=12&page=${n}`)));
      expect(pages.flatMap((p) => p.data.map((a) => a._id))).toEqual(all);
      expect(pages[2]).toMatchObject({ total: 30, page: 3, pageSize: 12 });
      expect(new Set(all).size).toBe(30);
    }
    expect(await page('?pageSize=12&page=4')).toEqual({ data: [], total: 30, page: 4, pageSize: 12 });
    const oldest = await page('?sort=oldest&pageSize=30');
    expect(oldest.data.map((a) => a._id)).toEqual((await page('')).data.map((a) => a._id).reverse());
  });

  it('sorts Name A-Z by first then last name, ignoring case', async () => {
    const sorted = names(await page('?sort=name&pageSize=9'));
    expect(sorted.slice(0, 3)).toEqual(['Alice Last01', 'alice Last03', 'Alice Last05']);
    expect(sorted.at(-1)).toBe('Alice Last17');
    expect(names(await page('?sort=name&pageSize=9&page=2'))[5]).toBe('Alice Zed');
    expect(names(await page('?sort=name&pageSize=9&page=4'))).toEqual(['carol Last18', 'carol Last22', 'carol Last26']);
  });

  it('searches first name, last name, both, e-mail and skill before paging', async () => {
    expect(await page('?q=ZED')).toMatchObject({ total: 1 });
    expect(names(await page('?q=school.rw'))).toEqual(['bob Last12']);
    expect(names(await page('?q=english'))).toEqual(['Alice Last05']);
    expect(names(await page(`?q=${encodeURIComponent('bob last2')}`))).toEqual([
      'bob Last28',
      'bob Last24',
      'bob Last20',
    ]);
    const alices = await page('?q=alice&pageSize=4&page=4');
    expect(alices).toMatchObject({ total: 15, page: 4, pageSize: 4 });
    expect(alices.data).toHaveLength(3);
    expect((await page('?q=rwanda')).total).toBe(0);
  });

  it('takes % and _ in a search as themselves', async () => {
    expect(names(await page(`?q=${encodeURIComponent('100%')}`))).toEqual(['Alice Last05']);
    expect(names(await page(`?q=${encodeURIComponent('h_n')}`))).toEqual(['Alice Last05']);
    expect((await page(`?q=${encodeURIComponent('%')}`)).total).toBe(1);
    expect((await page(`?q=${encodeURIComponent('_')}`)).total).toBe(1);
  });

  it('refuses bad paging, sorts and searches with 400 naming the parameter', async () => {
    await expectError(await s.request('/api/application?page=0', { token }), 400, /^page: \S/);
    for (const q of ['?page=x', '?pageSize=0', '?pageSize=101', '?sort=shuffle', `?q=${'x'.repeat(201)}`])
      await expectError(await s.request(`/api/application${q}`, { token }), 400, /^(page|pageSize|sort|q): \S/);
    expect((await page('?sort=&page=&pageSize=')).pageSize).toBe(100);
  });
});
