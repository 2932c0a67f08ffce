import { describe, expect, it } from 'vitest';
import { children } from '~/server/core/db/schema';
import { MALFORMED_IDS, UNKNOWN_ID, expectError, expectJson } from '~test/api';
import { testServerForFile, type TestServer } from '~test/server';
import { listedChild } from '~test/children';

/** Decision 009: the children's lists are filtered, counted and cut into pages by the database. */
let s: TestServer;
let token: string;

interface Row {
  _id: string;
  name: string;
  location: string;
  story: string;
  isSponsored: boolean;
  createdAt?: string;
}
interface Page {
  data: Row[];
  total: number;
  page: number;
  pageSize: number;
  lang?: string;
}

// 25 children: 10 sponsored (every third from 0 and a few more), 15 waiting. Nine share
// one instant, so only the id can order them: the tie-breaker is tested too.
const SAME_INSTANT = new Date('2025-03-01T08:00:00Z');
testServerForFile(async (t) => {
  ({ s, token } = t);
  await s.database.db.insert(children).values(
    Array.from({ length: 25 }, (_, i) => ({
      ...listedChild,
      name: `Child ${String(i).padStart(2, '0')}`,
      // The public knows a child by the preferred name: here the whole name, to tell them apart.
      preferredName: `Child ${String(i).padStart(2, '0')}`,
      age: 5 + (i % 10),
      location: i % 5 === 0 ? 'Kinigi, Musanze' : 'Nyange',
      story: `Story ${i}`,
      needs: ['Books'],
      monthlySupport: '30000.00',
      isSponsored: i < 10,
      createdAt: i % 3 === 0 ? SAME_INSTANT : new Date(Date.UTC(2025, 0, 1 + i)),
      // Waiting since they were added: the public list shows those waiting longest first.
      waitingSince: i % 3 === 0 ? SAME_INSTANT : new Date(Date.UTC(2025, 0, 1 + i)),
      translations: i === 11 ? { fr: { story: 'Histoire onze' } } : {},
    })),
  );
});

const pub = async (query: string, headers: Record<string, string> = {}) =>
  expectJson<Page>(await s.request(`/api/pending/sponsors${query}`, { headers }), 200);
const admin = async (query: string) => expectJson<Page>(await s.request(`/api/sponsors${query}`, { token }), 200);

/** Every page of a list, in order, checking each page's size and fields on the way. */
async function walk(read: (q: string) => Promise<Page>, base: string, pageSize: number) {
  const first = await read(`${base}&page=1&pageSize=${pageSize}`);
  const pages = Math.ceil(first.total / pageSize);
  const rows: Row[] = [];
  for (let page = 1; page <= pages; page++) {
    const p = page === 1 ? first : await read(`${base}&page=${page}&pageSize=${pageSize}`);
    expect(p).toMatchObject({ total: first.total, page, pageSize });
    expect(p.data.length).toBe(page < pages ? pageSize : first.total - pageSize * (pages - 1));
    rows.push(...p.data);
  }
  const past = await read(`${base}&page=${pages + 1}&pageSize=${pageSize}`);
  expect(past).toMatchObject({ data: [], total: first.total, page: pages + 1, pageSize });
  return { rows, total: first.total };
}

describe('GET /api/pending/sponsors, paged', () => {
  it('answers every child by default (up to 100) with total, page and pageSize', async () => {
    const all = await pub('');
    expect(all).toMatchObject({ total: 25, page: 1, pageSize: 100, lang: 'en' });
    expect(all.data).toHaveLength(25);
  });

  it('filters by status before cutting pages, waiting longest first with the id breaking ties, never repeating a child', async () => {
    const { rows, total } = await walk(pub, '?status=available', 4);
    expect(total).toBe(15);
    expect(rows.every((c) => !c.isSponsored)).toBe(true);
    expect(new Set(rows.map((c) => c._id)).size).toBe(15);
    // The same order as one big page, and the same again.
    const whole = (await pub('?status=available&pageSize=100')).data.map((c) => c._id);
    expect(rows.map((c) => c._id)).toEqual(whole);
    expect((await walk(pub, '?status=available', 4)).rows.map((c) => c._id)).toEqual(whole);
    // Oldest first; the five created at the same (latest) instant come last, in id order.
    const tied = rows.filter((c) => [12, 15, 18, 21, 24].includes(Number(c.name.slice(6)))).map((c) => c._id);
    expect(rows.slice(-5).map((c) => c._id)).toEqual([...tied].sort());
    expect(rows.slice(0, 10).map((c) => c.name)).toEqual(
      [10, 11, 13, 14, 16, 17, 19, 20, 22, 23].map((i) => `Child ${i}`),
    );

    const sponsored = await walk(pub, '?status=sponsored', 3);
    expect(sponsored.total).toBe(10);
    expect(sponsored.rows.every((c) => c.isSponsored)).toBe(true);
  });

  it('keeps the translations: a page in French carries the French story', async () => {
    const fr = await pub('?status=available&pageSize=100&lang=fr');
    expect(fr.data.find((c) => c.name === 'Child 11')).toMatchObject({ story: 'Histoire onze', lang: 'fr' });
    const en = await pub('?status=available&pageSize=100', { 'accept-language': 'en' });
    expect(en.data.find((c) => c.name === 'Child 11')).toMatchObject({ story: 'Story 11', lang: 'en' });
  });

  it('reads one child by id, localized, and answers 404 for unknown and malformed ids', async () => {
    const some = (await pub('?status=available&pageSize=100')).data.find((c) => c.name === 'Child 11')!;
    const one = await expectJson<{ data: Row; lang: string }>(
      await s.request(`/api/pending/sponsors/${some._id}?lang=fr`),
      200,
    );
    expect(one).toMatchObject({ lang: 'fr', data: { _id: some._id, story: 'Histoire onze', isSponsored: false } });
    expect(one.data).not.toHaveProperty('translations');
    for (const id of [UNKNOWN_ID, ...MALFORMED_IDS])
      expect((await s.request(`/api/pending/sponsors/${encodeURIComponent(id)}`)).status).toBe(404);
  });
});

describe('GET /api/sponsors, paged (admin)', () => {
  it('pages every child newest first, with the latest sponsor field, past the end an empty page', async () => {
    const { rows, total } = await walk(admin, '?', 10);
    expect(total).toBe(25);
    expect(new Set(rows.map((c) => c._id)).size).toBe(25);
    const times = rows.map((c) => c.createdAt!);
    expect(times).toEqual([...times].sort().reverse());
    expect(rows[0]).toHaveProperty('sponsor', null);
  });

  it('searches the name or the location in any case, and filters the status, before paging', async () => {
    const kinigi = await walk(admin, '?q=kinigi', 2);
    expect(kinigi.total).toBe(5);
    expect(kinigi.rows.every((c) => c.location === 'Kinigi, Musanze')).toBe(true);
    const byName = await admin('?q=CHILD%2007');
    expect(byName.data.map((c) => c.name)).toEqual(['Child 07']);
    const both = await walk(admin, '?q=kinigi&status=sponsored', 1);
    expect(both.total).toBe(2); // children 0 and 5
    expect(both.rows.map((c) => c.name).sort()).toEqual(['Child 00', 'Child 05']);
    expect((await admin('?status=available')).total).toBe(15);
    // LIKE's wildcards are searched as text.
    expect((await admin('?q=%25')).total).toBe(0);
    expect((await admin('?q=_')).total).toBe(0);
    // Empty filters are no filters.
    expect((await admin('?q=&status=&page=&pageSize=')).total).toBe(25);
  });
});

describe('page parameters', () => {
  it('refuses a page or size out of range, or a status it does not know, with 400 naming the parameter', async () => {
    const cases: [string, RegExp][] = [
      ['page=0', /^page: /],
      ['page=-1', /^page: /],
      ['page=two', /^page: /],
      ['page=1.5', /^page: /],
      ['pageSize=0', /^pageSize: /],
      ['pageSize=101', /^pageSize: .*100/],
      ['status=maybe', /^status: /],
    ];
    for (const [query, message] of cases) {
      await expectError(await s.request(`/api/pending/sponsors?${query}`), 400, message);
      await expectError(await s.request(`/api/sponsors?${query}`, { token }), 400, message);
    }
  });
});
