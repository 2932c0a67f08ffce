/**
 * The public pages `npm run lighthouse` and `npm run budget:first-touch` measure: every
 * page of the public site a visitor reads (routes.ts), the newest blog post standing for
 * `/blog/{id}`. `/volunteer` is a redirect to Get Involved's form; the status,
 * subscription and my-giving pages are reached from a link the site sent, not read.
 */
const FIXED = [
  '/',
  '/about',
  '/what_we_do',
  '/getinvolved',
  '/sponsorship',
  '/catalog',
  '/donate',
  '/blog',
  '/contact',
];

/** Every public page of the server at `base`, in the order of the site's menu. */
export async function publicPages(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/blog?pageSize=1`);
  if (!res.ok) throw new Error(`GET /api/blog answered ${res.status}`);
  const newest = ((await res.json()) as { data: { _id: string }[] }).data[0];
  if (!newest) throw new Error('no blog post to measure: the server was started without demo content');
  return [...FIXED, `/blog/${newest._id}`];
}

/** A page's name in a table: `/blog/{id}` for a post, whichever post stood for it. */
export const pageLabel = (pagePath: string) => pagePath.replace(/^\/blog\/[^/]+$/, '/blog/{id}');
