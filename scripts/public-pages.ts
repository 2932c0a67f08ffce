/**
 * The public pages `npm run lighthouse` and `npm run budget:first-touch` measure: the
 * pages the sitemap lists (`/volunteer` is a redirect to Get Involved's form; the status,
 * subscription and my-giving pages are reached from a link the site sent, not read), the
 * newest blog post standing for `/blog/{id}`, the first child waiting for a sponsor for
 * `/sponsorship/{id}` (a child's own page, shared as a link).
 */
import { SITEMAP_PAGES } from '~/web/routes/sitemap';

/** Every public page of the server at `base`. */
export async function publicPages(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/blog?pageSize=1`);
  if (!res.ok) throw new Error(`GET /api/blog answered ${res.status}`);
  const newest = ((await res.json()) as { data: { _id: string }[] }).data[0];
  if (!newest) throw new Error('no blog post to measure: the server was started without demo content');
  const waiting = await fetch(`${base}/api/pending/sponsors?status=available&pageSize=1`);
  if (!waiting.ok) throw new Error(`GET /api/pending/sponsors answered ${waiting.status}`);
  const child = ((await waiting.json()) as { data: { _id: string }[] }).data[0];
  if (!child) throw new Error('no child to measure: the server was started without demo content');
  return [...SITEMAP_PAGES, `/blog/${newest._id}`, `/sponsorship/${child._id}`];
}

/** A page's name in a table: `/blog/{id}` for a post, whichever post stood for it. */
export const pageLabel = (pagePath: string) =>
  pagePath.replace(/^\/blog\/[^/]+$/, '/blog/{id}').replace(/^\/sponsorship\/[^/]+$/, '/sponsorship/{id}');
