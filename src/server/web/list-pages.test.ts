import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, blogPosts, children, contactMessages, gifts } from '~/server/core/db/schema';
import type { TestServer } from '~test/server';
import { startWebTestServer } from '~test/web-build';
import { listedChild } from '~test/children';

/**
 * The public lists' pages as a search engine reads them (canonical, hreflang, redirects
 * of an address naming no page) and searches longer than the API takes, in the server's
 * HTML. Needs a build, as page-shape.test.ts (`npm test` builds first; BUILD_DIR picks another).
 */

/** A word longer than any search the API takes: a search for it, longer still, finds it by its beginning. */
const LONG = `Zebra${'q'.repeat(235)}`;
let s: TestServer;
let cookie: string;
beforeAll(async () => {
  s = await startWebTestServer();
  const { db } = s.database;
  // 30 gifts (2 pages of 24), 25 posts (3 pages of 12), 15 children waiting (2 pages of 12).
  await db.insert(gifts).values(
    Array.from({ length: 30 }, (_, i) => ({
      name: i === 0 ? LONG : `Gift ${i}`,
      priceCents: 500,
      category: 'food' as const,
    })),
  );
  await db.insert(blogPosts).values(
    Array.from({ length: 25 }, (_, i) => ({
      title: `Post ${i}`,
      excerpt: 'E',
      content: '<p>B</p>',
      category: 'News',
    })),
  );
  await db.insert(children).values(
    Array.from({ length: 15 }, (_, i) => ({
      ...listedChild,
      name: i === 0 ? 'Far Child' : `Child ${i}`,
      age: 8,
      location: i === 0 ? LONG : 'Nyange',
      story: 'Story',
      monthlySupport: '30000.00',
    })),
  );
  await db.insert(contactMessages).values([
    { ...listedChild, name: 'Long Writer', email: 'long@example.org', subject: 'Hi', message: `About ${LONG}` },
    { ...listedChild, name: 'Short Writer', email: 'short@example.org', subject: 'Hi', message: 'Short' },
  ]);
  await db.insert(applications).values({
    firstName: 'Long',
    lastName: LONG,
    email: 'applicant@example.org',
    country: 'Rwanda',
    availabilityDate: '2026-01-01',
  });
  cookie = `sid=${await s.login()}`;
});
afterAll(() => s?.close());

const decode = (v: string) => v.replaceAll('&amp;', '&').replaceAll('&quot;', '"');
/** Every `<link>` of the page's head, as its attributes. */
function links(html: string): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), decode(a[2]!)])),
  );
}
/** The canonical address and the hreflang alternates, each as path and query. */
async function seo(address: string) {
  const res = await s.request(address);
  expect(res.status, address).toBe(200);
  const all = links(await res.text());
  const local = (href: string) => {
    const u = new URL(href);
    return u.pathname + u.search;
  };
  const canonical = all.filter((l) => l.rel === 'canonical').map((l) => l.href!);
  expect(canonical, address).toHaveLength(1);
  const alternates = Object.fromEntries(
    all.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang!, local(l.href!)]),
  );
  return { canonical: local(canonical[0]!), origin: new URL(canonical[0]!).origin, alternates, all };
}
const alternatesOf = (canonical: string) => {
  const join = canonical.includes('?') ? '&' : '?';
  return {
    en: `${canonical}${join}lang=en`,
    rw: `${canonical}${join}lang=rw`,
    fr: `${canonical}${join}lang=fr`,
    'x-default': canonical,
  };
};

describe('a public list page past the first is canonical to itself', () => {
  it.each([
    ['/catalog?page=2', '/catalog?page=2'],
    ['/catalog?q=Gift&page=2&utm_source=mail', '/catalog?page=2'],
    ['/catalog?q=Gift', '/catalog'],
    ['/catalog?page=1', '/catalog'],
    ['/blog?page=2', '/blog?page=2'],
    ['/blog?page=3&lang=fr', '/blog?page=3'],
    ['/sponsorship?page=2', '/sponsorship?page=2'],
    ['/getinvolved?page=2', '/getinvolved?page=2'],
    ['/getinvolved', '/getinvolved'],
    ['/about?utm_source=mail', '/about'],
  ])('%s names %s, and its hreflang alternates are that address in each language', async (address, expected) => {
    const { canonical, alternates, origin, all } = await seo(address);
    expect(canonical).toBe(expected);
    expect(alternates).toEqual(alternatesOf(expected));
    for (const l of all.filter((x) => x.rel === 'alternate')) expect(new URL(l.href!).origin).toBe(origin);
    const ogUrl = /<meta property="og:url" content="([^"]*)"/.exec(await (await s.request(address)).text())?.[1];
    expect(decode(ogUrl!)).toBe(origin + expected);
  });
});

describe('an address naming no page of its list is redirected to the nearest page', () => {
  it.each([
    ['/catalog?page=99', 302, '/catalog?page=2'],
    ['/catalog?page=abc', 301, '/catalog'],
    ['/catalog?page=-5', 301, '/catalog'],
    ['/catalog?page=0&q=Gift', 301, '/catalog?q=Gift'],
    ['/catalog?q=Gift&page=9', 302, '/catalog?q=Gift&page=2'],
    ['/catalog?q=nothing-like-it&page=2', 302, '/catalog?q=nothing-like-it'],
    ['/catalog?page=100001', 302, '/catalog?page=2'],
    ['/blog?page=4', 302, '/blog?page=3'],
    ['/blog?lang=fr&page=x', 301, '/blog?lang=fr'],
    ['/sponsorship?page=3', 302, '/sponsorship?page=2'],
    ['/sponsorship?page=1.5', 301, '/sponsorship'],
    ['/getinvolved?page=7', 302, '/getinvolved?page=2'],
    ['/getinvolved?page=-1', 301, '/getinvolved'],
  ])('%s: %i to %s', async (address, status, location) => {
    const res = await s.request(address, { redirect: 'manual' });
    expect(res.status).toBe(status);
    expect(res.headers.get('location')).toBe(location);
    expect((await s.request(location)).status).toBe(200);
  });
});

describe('a search longer than the API takes searches for its beginning', () => {
  const tooLong = `${LONG}zz`; // 242 characters: the API refuses more than 200 (100 for children)

  it('on the catalogue, with a box that takes no more than the API', async () => {
    for (const q of [tooLong, 'Zebra\u0000']) {
      const res = await s.request(`/catalog?${new URLSearchParams({ q })}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html.includes('HTTP error!'), 'the failure').toBe(false);
      expect(html.includes(`>${LONG}</`), 'the gift found').toBe(true);
      expect(html).toMatch(/<input[^>]*id="gift-search"[^>]*maxLength="200"/);
    }
  });

  it.each([
    ['viewmessage', '>Long Writer<', 'id="message-search"', '200', '>1 message<'],
    ['applications', `>Long ${LONG}<`, 'id="application-search"', '200', '>1 Total Applications<'],
    ['viewcatalog', `>${LONG}<`, 'type="search"', '200', ''],
    ['sponsor', '>Far Child<', 'type="search"', '100', ''],
  ])('on /dashboard/%s', async (screen, found, box, max, count) => {
    for (const q of [tooLong, 'Zebra\u0000']) {
      const res = await s.request(`/dashboard/${screen}?${new URLSearchParams({ q })}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      const text = await res.text();
      // The screen as rendered (the page's data, with every text of the dashboard, follows it).
      const html = text.slice(0, text.indexOf('window.__reactRouterContext'));
      expect(html.includes('>Error Loading Applications<'), 'the error screen').toBe(false);
      expect(html.includes(found), `${screen} lists ${found.slice(0, 20)}`).toBe(true);
      if (count) expect(html.includes(count), `${screen} says ${count}`).toBe(true);
      expect(html, 'the search box').toMatch(new RegExp(`<input[^>]*${box}[^>]*maxLength="${max}"`));
    }
  });
});
