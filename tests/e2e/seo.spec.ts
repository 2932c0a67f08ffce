import { type Page, expect, test } from './fixtures';

const meta = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content');

async function expectPageMeta(
  page: Page,
  { title, description, path, type = 'website' }: { title: RegExp; description: RegExp; path: string; type?: string },
) {
  await expect(page).toHaveTitle(title);
  expect(await meta(page, 'meta[name="description"]')).toMatch(description);
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe(path);
  expect(await meta(page, 'meta[property="og:title"]')).toMatch(title);
  expect(await meta(page, 'meta[property="og:description"]')).toMatch(description);
  expect(await meta(page, 'meta[property="og:type"]')).toBe(type);
  expect(new URL((await meta(page, 'meta[property="og:url"]'))!).pathname).toBe(path);
  expect(await meta(page, 'meta[property="og:image"]')).toMatch(/^https?:\/\//);
}

test('the donate, catalog and blog pages carry their title, description, canonical and Open Graph tags', async ({
  page,
}) => {
  await page.goto('/donate');
  await expectPageMeta(page, { title: /^Donate/, description: /Rwandan francs/, path: '/donate' });
  await page.goto('/catalog');
  await expectPageMeta(page, { title: /^Gift Catalog/, description: /gift/, path: '/catalog' });
  await page.goto('/blog');
  await expectPageMeta(page, { title: /^Latest Updates/, description: /Stories, news and videos/, path: '/blog' });
});

test('a post has its own title, excerpt and image, as an article, with /blog/{id} as canonical', async ({
  page,
  request,
}) => {
  const { data } = (await (await request.get('/api/blog')).json()) as {
    data: { _id: string; title: string; excerpt: string; image: string }[];
  };
  const post = data[0]!;
  for (const path of [`/blog/${post._id}`, `/stories/${post._id}`]) {
    await page.goto(path);
    await expectPageMeta(page, {
      title: new RegExp(`^${post.title}`),
      description: new RegExp(`^${post.excerpt.slice(0, 20)}`),
      path: `/blog/${post._id}`,
      type: 'article',
    });
    expect(new URL((await meta(page, 'meta[property="og:image"]'))!).pathname).toBe(post.image);
  }
});

test('sitemap.xml lists every public page and every blog post as absolute URLs', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  const xml = await res.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
  const paths = locs.map((u) => u.pathname);
  for (const page of ['/', '/about', '/what_we_do', '/getinvolved', '/catalog', '/donate', '/blog', '/contact']) {
    expect(paths).toContain(page);
  }
  const { data } = (await (await request.get('/api/blog')).json()) as { data: { _id: string }[] };
  for (const post of data) expect(paths).toContain(`/blog/${post._id}`);
  expect(paths.some((p) => p.startsWith('/dashboard') || p.startsWith('/api'))).toBe(false);
  expect(new Set(locs.map((u) => u.origin)).size).toBe(1);
});

test('robots.txt allows the site, keeps crawlers out of the admin areas and the API, and names the sitemap', async ({
  request,
}) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/plain');
  const text = await res.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /dashboard');
  expect(text).toContain('Disallow: /api');
  const disallowed = [...text.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]);
  expect(disallowed).toHaveLength(3); // /dashboard, /api and the admin prefix
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
});

test('the admin prefix named in robots.txt is the admin area', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  const prefix = [...text.matchAll(/^Disallow: (\S+)$/gm)]
    .map((m) => m[1])
    .find((p) => !/^\/(dashboard|api)$/.test(p!));
  const res = await request.get(`${prefix}/analysis`, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/dashboard/login');
});
