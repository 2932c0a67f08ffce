import { expect, type Page, type Route } from './fixtures';
import type { Child } from '~/shared/schemas/child';

/** A child as GET /api/pending/sponsors returns it. */
export const child = (i: number, over: Partial<Child> = {}): Child => ({
  _id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
  name: `Test Child ${i}`,
  age: 5 + i,
  location: 'Kinigi, Musanze',
  story: `Test Child ${i} loves school.`,
  needs: ['Books', 'Shoes'],
  monthlySupport: 30_000 + i * 1_000,
  photo: null,
  isSponsored: false,
  ...over,
});
export const children = (n: number) => Array.from({ length: n }, (_, i) => child(i + 1));

export const cards = (page: Page) =>
  page.getByRole('list', { name: 'Children waiting for a sponsor' }).getByRole('article');
export const sponsorButtons = (page: Page) => page.getByRole('button', { name: /^Sponsor Now/ });

/**
 * The page arrives from the server with real data; arriving from another page the
 * browser asks /api/pending/sponsors itself, which the test answers here.
 */
export async function openWithList(page: Page, answer: (route: Route) => Promise<void>) {
  await page.goto('/');
  await page.route(/\/api\/pending\/sponsors(\?.*)?$/, answer);
  await page.getByRole('link', { name: /about Child Sponsorship/ }).click();
  await expect(page).toHaveURL(/\/sponsorship$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sponsor a Child' })).toBeVisible();
}

/** Answers as the API does (decision 009): `?status=` filters, then `?page=&pageSize=` cut the page. */
export const listOf = (data: Child[]) => (route: Route) => {
  const url = new URL(route.request().url());
  const status = url.searchParams.get('status');
  const page = Number(url.searchParams.get('page') || 1);
  const pageSize = Number(url.searchParams.get('pageSize') || 100);
  const rows = data.filter((c) => !status || c.isSponsored === (status === 'sponsored'));
  const json = {
    data: rows.slice((page - 1) * pageSize, page * pageSize).map((c) => ({ ...c, lang: 'en' })),
    lang: 'en',
    total: rows.length,
    page,
    pageSize,
  };
  return route.fulfill({ json });
};
