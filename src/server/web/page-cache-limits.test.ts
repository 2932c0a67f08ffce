import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '~/server/core/auth/session';
import type { TestServer } from '~test/server';
import { startWebTestServer } from '~test/web-build';

/**
 * Second security review: one client at 150 connections on `/catalog?x=<random>`
 * pushed other visitors' pages from about 8 ms to 1.2-1.9 s, each address a render of its
 * own. Pages are now cached by the parameters they read, and renders are limited per
 * client network. The server here lets a network start RENDERS renders in a window longer
 * than the test, so the counts of 200 and 429 say exactly what was rendered.
 * Needs a build, as page-shape.test.ts (BUILD_DIR picks another than `build`).
 */
const CONNECTIONS = 30;
/** Renders one network may start in the test's window (ten minutes: longer than the test on any machine). */
const RENDERS = 10;

let s: TestServer;
beforeAll(async () => {
  s = await startWebTestServer({
    seed: true,
    env: { TRUST_PROXY: '127.0.0.1' },
    renderLimits: { perWindow: { max: RENDERS, ms: 10 * 60_000 }, concurrency: 100, queue: 0 },
  });
});
afterAll(() => s.close());

const random = () => randomBytes(6).toString('hex');
const from = (address: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': address, ...extra });
const count = (statuses: number[], status: number) => statuses.filter((x) => x === status).length;

describe('the page cache', () => {
  it('sends an address with parameters its page does not read to the page it names, kept in the cache', async () => {
    expect((await s.request('/catalog')).status).toBe(200);
    for (const [asked, canonical] of [
      [`/catalog?x=${random()}`, '/catalog'],
      [`/catalog?q=Uniform&x=1&q=Other&utm_source=mail`, '/catalog?q=Uniform'],
      ['/blog?page=2&fbclid=abc', '/blog?page=2'],
      ['/about?lang=zz', '/about'],
      ['/about?lang=fr&x=1', '/about?lang=fr'],
      [`/?x=${random()}`, '/'],
    ]) {
      const res = await s.request(asked!, { redirect: 'manual' });
      expect(res.status, asked).toBe(301);
      expect(res.headers.get('location'), asked).toBe(canonical);
    }
    // The address the page reads is left as it is.
    expect((await s.request('/catalog?q=Uniform', { redirect: 'manual' })).status).toBe(200);

    // Many at once, each with a parameter of its own: all answered from the one cached
    // page (past RENDERS renders, a network is refused).
    const storm = await Promise.all(
      Array.from({ length: CONNECTIONS }, () => s.request(`/catalog?x=${random()}`, { headers: from('203.0.113.9') })),
    );
    expect(storm.map((r) => r.status)).toEqual(Array(CONNECTIONS).fill(200));
    expect(new Set(storm.map((r) => r.headers.get('etag'))).size).toBe(1);
  });

  it("limits one client network's renders, an IPv6 /64 counted as one, and never another network's", async () => {
    // A made-up session cookie makes every page a render of its own, never a cached one.
    const renderOnly = { cookie: `${SESSION_COOKIE}=made-up-${random()}` };
    const storm = Array.from({ length: CONNECTIONS }, (_, i) =>
      s.request('/catalog', { headers: from(`2001:db8:7:7::${(i + 1).toString(16)}`, renderOnly) }),
    );
    // Meanwhile a visitor on another network, one page after another, is never refused.
    const other: number[] = [];
    for (let i = 0; i < 5; i++)
      other.push((await s.request('/about', { headers: from('198.51.100.7', renderOnly) })).status);
    const answers = await Promise.all(storm);
    const statuses = answers.map((r) => r.status);
    expect(count(statuses, 200), 'rendered').toBe(RENDERS);
    expect(count(statuses, 429), 'refused').toBe(CONNECTIONS - RENDERS);
    expect(other).toEqual([200, 200, 200, 200, 200]);

    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toContain('Too many requests');
    // A cached page costs nothing: the limited network is still served those.
    expect((await s.request('/catalog', { headers: from('2001:db8:7:7::99') })).status).toBe(200);
  });
});
