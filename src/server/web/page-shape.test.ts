import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '~test/server';
import { startWebTestServer } from '~test/web-build';
import { BOOT_DATA_ATTRIBUTE, type BootPlan } from '~/shared/boot';
import { inlineBootLoader } from './inline-boot-loader';

/**
 * Real pages of a real build (`npm test` builds first; BUILD_DIR picks another build):
 * the server starts only if its start-up check finds React Router's output as the
 * boot-on-interaction rewrite expects it (page-shape-check.ts), and every public page
 * comes out rewritten.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startWebTestServer({ seed: true });
});
afterAll(() => s?.close());

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("React Router's pages, as the boot-on-interaction rewrite expects them", () => {
  it.each(['/', '/catalog', '/blog', '/sponsorship', '/no-such-page'])('%s boots on interaction', async (url) => {
    const res = await s.request(url);
    expect([200, 404]).toContain(res.status);
    const html = await res.text();
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('__reactRouterContext');
    const loaders = [
      ...html.matchAll(new RegExp(`<script ${BOOT_DATA_ATTRIBUTE}="([^"]*)">([\\s\\S]*?)</script></body>`, 'g')),
    ];
    expect(loaders).toHaveLength(1);
    const plan = JSON.parse(loaders[0]![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as BootPlan;
    expect(plan.preloads.some((p) => /^\/assets\/entry\.client-[\w-]+\.js$/.test(p))).toBe(true);
    expect(loaders[0]![2]).toBe(inlineBootLoader());
    // The catalogues, the page's data, its bootstrap: each a cacheable file that answers.
    expect(plan.scripts.map((x) => !!x.module)).toEqual([false, false, true]);
    expect(plan.scripts[0]!.src).toMatch(/^\/_i18n\/en\.[0-9a-f]{16}\.js$/);
    const [catalogues, data, bootstrap] = await Promise.all(plan.scripts.map((x) => s.request(x.src)));
    expect(await catalogues!.text()).toMatch(/^window\.__appCatalogues=\{"common":/);
    expect(await data!.text()).toMatch(/^window\.__reactRouterContext = /);
    expect(await bootstrap!.text()).toContain('import(');
    for (const r of [catalogues!, data!, bootstrap!]) {
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(r.headers.get('content-type')).toMatch(/^text\/javascript/);
    }
    expect(res.headers.get('content-security-policy')).toContain(sha(inlineBootLoader()));
  });

  it('answers HEAD with the headers GET has, and no body', async () => {
    for (const url of ['/', '/about', '/no-such-page']) {
      const get = await s.request(url);
      const head = await s.request(url, { method: 'HEAD' });
      expect(head.status).toBe(get.status);
      expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
      for (const name of ['content-security-policy', 'cache-control', 'etag', 'cross-origin-opener-policy'])
        expect(head.headers.get(name), `${url} ${name}`).toBe(get.headers.get(name));
      expect(await head.text()).toBe('');
    }
  });

  it('rebuilds a boot file this instance does not hold from its page, and refuses one it cannot', async () => {
    const unknown = '/_boot/000000000000000000000000.js';
    const rebuilt = await s.request(`${unknown}?p=${encodeURIComponent('/catalog')}&i=1`);
    expect(rebuilt.status).toBe(200);
    // Not the file that address named: never kept.
    expect(rebuilt.headers.get('cache-control')).toBe('no-store');
    expect(await rebuilt.text()).toContain('import(');
    for (const bad of [
      unknown,
      `${unknown}?p=${encodeURIComponent('//example.org/')}&i=0`,
      `${unknown}?p=${encodeURIComponent('/\\example.org/')}&i=0`, // read as //example.org/
      `${unknown}?p=${encodeURIComponent('/%5Fboot/000000000000000000000000.js?p=/&i=1')}&i=1`,
      `${unknown}?p=/&p=/&i=1`,
      `${unknown}?p=/catalog&i=1&i=2`,
      `${unknown}?p=/catalog&i=abc`,
      `${unknown}?p=/catalog`,
      '/_i18n/en.0.js',
      '/_i18n/xx.js',
    ])
      expect((await s.request(bad)).status, bad).toBe(404);
  });

  // Boot files are served to whoever knows their names and kept by every cache: only pages
  // anyone asking for the same address would get are rewritten (page-render.ts).
  const bootsAtOnce = (html: string) => {
    expect(html).not.toContain(`${BOOT_DATA_ATTRIBUTE}=`);
    expect(html).toContain('__reactRouterContext');
  };

  it('leaves a page for one visitor to boot at once, its data in it: signed in, a private page, a form answer', async () => {
    const token = await s.login();
    bootsAtOnce(await (await s.request('/', { token })).text());
    const unsubscribe = await s.request('/unsubscribe?token=not-a-real-token');
    expect(unsubscribe.headers.get('cache-control')).toMatch(/private|no-store/);
    expect(unsubscribe.headers.get('referrer-policy')).toBe('same-origin');
    bootsAtOnce(await unsubscribe.text());
    const answer = await s.request('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: s.url },
      body: new URLSearchParams({ name: 'A', email: 'not-an-address', subject: '', message: '' }).toString(),
    });
    expect(answer.status).toBeLessThan(500);
    bootsAtOnce(await answer.text());
  });

  it('reads the dashboard as the router does: in any letter case, percent-encoded', async () => {
    for (const url of ['/Dashboard/login', '/%64ashboard/login', '/DASHBOARD/login']) {
      const res = await s.request(url);
      expect(res.status, url).toBe(200);
      bootsAtOnce(await res.text());
    }
  });

  it('leaves the dashboard to boot at once', async () => {
    const html = await (await s.request('/dashboard')).text();
    expect(html).toMatch(/<script type="module"/);
    expect(html).not.toContain(`${BOOT_DATA_ATTRIBUTE}=`);
  });
});
