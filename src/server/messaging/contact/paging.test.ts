import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { bareListPage, expectError } from '~test/api';
import { contactMessages } from '~/server/core/db/schema';

/** GET /api/message a page at a time (decision 009): a bare array, the rest in headers. */
let s: TestServer;
let token: string;
type Msg = { _id: string; name: string; email: string; message: string; status: string; createdAt: string };

// 25 messages; five share one timestamp, so only the id orders them.
const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i < 5 ? 0 : i));
testServerForFile(async (t) => {
  ({ s, token } = t);
  await s.database.db.insert(contactMessages).values(
    Array.from({ length: 25 }, (_, i) => ({
      name: i === 3 ? 'Needle Person' : `Person ${i}`,
      email: i === 7 ? 'needle@example.org' : `p${i}@example.org`,
      subject: i === 11 ? 'needle in the subject only' : 'Hello',
      message: i === 0 ? 'About a needle in the text' : i === 20 ? 'Costs 50% off_sale' : 'Text',
      status: i % 2 ? ('Read' as const) : ('Unread' as const),
      createdAt: at(i),
    })),
  );
});

const page = (query: string) => bareListPage<Msg>(s, `/api/message${query}`, token);

describe('GET /api/message, paged', () => {
  it('answers a bare array of 100 at most, with X-Total-Count, newest first', async () => {
    const all = await page('');
    expect(all.rows).toHaveLength(25);
    expect(all.total).toBe('25');
    expect(all.link).toBeNull();
    const times = all.rows.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('cuts pages in one stable order, says the neighbours in Link, and a page past the end is empty', async () => {
    const all = (await page('')).rows.map((m) => m._id);
    const first = await page('?pageSize=10');
    const second = await page('?pageSize=10&page=2');
    const third = await page('?pageSize=10&page=3');
    expect([...first.rows, ...second.rows, ...third.rows].map((m) => m._id)).toEqual(all);
    expect(third.rows).toHaveLength(5);
    expect(first.link).toBe('</api/message?pageSize=10&page=2>; rel="next"');
    expect(second.link).toBe(
      '</api/message?pageSize=10&page=1>; rel="prev", </api/message?pageSize=10&page=3>; rel="next"',
    );
    expect(third.link).toBe('</api/message?pageSize=10&page=2>; rel="prev"');
    // The five messages of one instant keep their order from one read to the next.
    expect((await page('?pageSize=10&page=3')).rows.map((m) => m._id)).toEqual(third.rows.map((m) => m._id));
    const past = await page('?pageSize=10&page=4');
    expect(past.rows).toEqual([]);
    expect(past.total).toBe('25');
  });

  it('searches name, e-mail and message text (not the subject) before paging', async () => {
    const found = await page('?q=NEEDLE&pageSize=2');
    expect(found.total).toBe('3');
    expect(found.rows[0]!.email).toBe('needle@example.org');
    expect(found.link).toBe('</api/message?q=NEEDLE&pageSize=2&page=2>; rel="next"');
    const second = await page('?q=NEEDLE&pageSize=2&page=2');
    // The other two were sent at one instant: which comes first is the id's to say.
    expect([...found.rows, ...second.rows].map((m) => m.name).sort()).toEqual([
      'Needle Person',
      'Person 0',
      'Person 7',
    ]);
    expect((await page('?q=%20%20')).total).toBe('25');
  });

  it('takes % and _ in a search as themselves', async () => {
    expect((await page(`?q=${encodeURIComponent('50%')}`)).rows.map((m) => m.name)).toEqual(['Person 20']);
    expect((await page(`?q=${encodeURIComponent('f_s')}`)).rows.map((m) => m.name)).toEqual(['Person 20']);
    expect((await page(`?q=${encodeURIComponent('%')}`)).total).toBe('1');
    expect((await page(`?q=${encodeURIComponent('_')}`)).total).toBe('1');
    expect((await page(`?q=${encodeURIComponent('\\')}`)).total).toBe('0');
  });

  it('filters by status before paging', async () => {
    const unread = await page('?status=Unread&pageSize=5');
    expect(unread.total).toBe('13');
    expect(unread.rows.every((m) => m.status === 'Unread')).toBe(true);
    expect((await page('?status=')).total).toBe('25');
  });

  it('refuses bad paging and filters with 400 naming the parameter', async () => {
    for (const q of ['?page=0', '?page=x', '?page=1.5', '?pageSize=0', '?pageSize=101', '?status=Archived'])
      await expectError(await s.request(`/api/message${q}`, { token }), 400, /^(page|pageSize|status): \S/);
    await expectError(await s.request(`/api/message?q=${'x'.repeat(201)}`, { token }), 400, /^q: /);
  });
});
