import { type APIRequestContext, type Page, expect, test } from './fixtures';
import type { BlogPost as Post } from '~/shared/schemas/blog';
import { expectNoAxeViolations } from './helpers';

const main = (page: Page) => page.getByRole('main');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function posts(request: APIRequestContext): Promise<Post[]> {
  return ((await (await request.get('/api/blog')).json()) as { data: Post[] }).data;
}

/** A client-side navigation (the route's browser loader runs, as after a link click). */
async function navigate(page: Page, to: string) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.evaluate(
    (path) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate(path),
    to,
  );
}

test('the list shows each post with its badge, title, excerpt, date and action', async ({ page, request }) => {
  const all = await posts(request);
  const res = await page.goto('/blog');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Updates' })).toBeVisible();
  const cards = main(page).getByRole('article');
  await expect(cards).toHaveCount(Math.min(12, all.length)); // a page of 12
  const article = cards.filter({ hasText: 'A New Classroom Opens in Kinigi' });
  await expect(article.getByText('Education', { exact: true })).toBeVisible();
  await expect(article.getByText('Forty pupils who used to learn under a tree')).toBeVisible();
  await expect(article.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(article.getByRole('link', { name: /^Read More/ })).toHaveAttribute(
    'href',
    `/blog/${all.find((p) => p.title === 'A New Classroom Opens in Kinigi')!._id}`,
  );
  const video = cards.filter({ hasText: 'Watch: A Day at Our After-School Club' });
  await expect(video.getByText('Video', { exact: true })).toBeVisible();
  await expect(video.getByRole('link', { name: /^Watch Now/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a post opens in place with Back to Blog, without a route change', async ({ page }) => {
  await page.goto('/blog');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  const link = main(page).getByRole('link', { name: /^Read More ?: Health Day: 300 Children Checked$/ });
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Health Day: 300 Children Checked' })).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(main(page).getByText('42 mosquito nets handed out')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest Updates' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Back to Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Updates' })).toBeVisible();
  await expect(link).toBeFocused();
  await expect(page).toHaveURL(/\/blog$/);
});

test('while the list loads, a skeleton of 8 cards is shown', async ({ page }) => {
  await page.goto('/donate');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/blog(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await navigate(page, '/blog');
  const skeleton = page.getByTestId('blog-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton.locator('[data-skeleton-card]')).toHaveCount(8);
  await expect(page.getByRole('status').filter({ hasText: 'Loading posts...' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Updates' })).toBeVisible();
  release();
  await expect(skeleton).toBeHidden();
  await expect(main(page).getByRole('article').first()).toBeVisible();
});

test('a page in another language fetches the posts in that language', async ({ page, request }) => {
  const french = (
    (await (await request.get('/api/blog', { headers: { 'accept-language': 'fr' } })).json()) as {
      data: Post[];
    }
  ).data;
  await page.goto('/donate?lang=fr');
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/blog');
  await navigate(page, '/blog');
  expect((await asked).headers()['accept-language']).toBe('fr');
  await expect(main(page).getByRole('heading', { level: 2, name: french[0]!.title })).toBeVisible();
});

test('with no posts the list says so', async ({ page }) => {
  await page.goto('/donate');
  await page.route(/\/api\/blog(\?.*)?$/, (route) => route.fulfill({ json: { data: [] } }));
  await navigate(page, '/blog');
  await expect(page.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
  await expect(page.getByText('Check back soon for new content!')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a failed list read is logged and the list shown empty', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/donate');
  await page.route(/\/api\/blog(\?.*)?$/, (route) => route.fulfill({ status: 503, json: { message: 'busy' } }));
  await navigate(page, '/blog');
  await expect(page.getByRole('heading', { name: 'No posts yet' })).toBeVisible();
  expect(errors.some((e) => e.includes('Failed to fetch posts'))).toBe(true);
});

test('images that fail to load fall back to the default image', async ({ page }) => {
  await page.goto('/donate');
  await page.route('**/api/images/**', (route) => route.fulfill({ status: 404, body: '' }));
  await navigate(page, '/blog');
  const first = main(page).getByRole('article').first().locator('img');
  await expect(first).toHaveAttribute('src', '/images/default.svg');
  await expect(first).not.toHaveAttribute('srcset');
});

for (const base of ['blog', 'stories']) {
  test(`/${base}/{id} shows the real post, its banner, body and up to 3 other stories`, async ({ page, request }) => {
    const all = await posts(request);
    const post = all.find((p) => p.title === 'A New Classroom Opens in Kinigi')!;
    const res = await page.goto(`/${base}/${post._id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(main(page).locator('article header img')).toHaveAttribute('srcset', /1200w/);
    await expect(main(page).getByText('a new classroom opened its doors')).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'What comes next' })).toBeVisible();
    const more = page.getByRole('region', { name: 'More Stories' });
    await expect(more.getByRole('article')).toHaveCount(Math.min(3, all.length - 1));
    await expect(more.getByText(post.title)).toHaveCount(0);
    const other = all.find((p) => p._id !== post._id)!;
    await expect(more.getByRole('link', { name: new RegExp(`: ${escape(other.title)}$`) })).toHaveAttribute(
      'href',
      `/blog/${other._id}`,
    );
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expectNoAxeViolations(page);
    await more.getByRole('link', { name: new RegExp(`: ${escape(other.title)}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${other._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
  });
}

test('an unknown post is Post Not Found with HTTP 404 and a link to the blog', async ({ page }) => {
  for (const path of ['/blog/00000000-0000-4000-8000-000000000000', '/stories/not-a-post']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Updates' })).toBeVisible();
});

test('a video loads from YouTube only when the visitor presses play', async ({ page, request }) => {
  const video = (await posts(request)).find((p) => p.type === 'video')!;
  const youtube: string[] = [];
  page.on('request', (r) => {
    if (/youtube(-nocookie)?\.com/.test(new URL(r.url()).hostname)) youtube.push(r.url());
  });
  // No internet here: the thumbnail host fails (the preview falls back to the post's image) and the frame is stubbed.
  await page.route('https://i.ytimg.com/**', (route) => route.abort('namenotresolved'));
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title><p>player</p>' }),
  );
  await page.goto(`/blog/${video._id}`);
  const preview = page.getByRole('link', { name: `Play video: ${video.title}` });
  await expect(preview).toBeVisible();
  await expect(preview.locator('img')).toHaveAttribute('src', video.image!);
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(youtube).toEqual([]);
  await expectNoAxeViolations(page);

  await preview.click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${video.videoId}?autoplay=1`);
  await expect(frame).toHaveAttribute('title', `${video.title} (video)`);
  await expect.poll(() => youtube.length).toBeGreaterThan(0);
});

test('a video post opened in place shows the click-to-load preview', async ({ page }) => {
  await page.route('https://i.ytimg.com/**', (route) => route.abort('namenotresolved'));
  await page.goto('/blog');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await main(page)
    .getByRole('link', { name: /^Watch Now/ })
    .click();
  await expect(page.getByRole('link', { name: /^Play video: / })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list and the posts are readable and their links work', async ({ page }) => {
    await page.goto('/blog');
    await expect(main(page).getByRole('article').first()).toBeVisible();
    await main(page)
      .getByRole('link', { name: /^Read More ?: Health Day: 300 Children Checked$/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Health Day: 300 Children Checked' })).toBeVisible();
    await expect(main(page).getByText('42 mosquito nets handed out')).toBeVisible();
  });
});
