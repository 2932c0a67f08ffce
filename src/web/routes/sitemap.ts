import type { Route } from './+types/sitemap';
import { appContext } from '~/web/context';
import { call } from '~/web/api/client';
import { blogContracts } from '~/shared/contracts/blog';

/** The public pages worth indexing (/volunteer only leads to /getinvolved; /unsubscribe is personal). */
export const SITEMAP_PAGES = [
  '/',
  '/about',
  '/what_we_do',
  '/getinvolved',
  '/sponsorship',
  '/catalog',
  '/donate',
  '/blog',
  '/contact',
  '/privacy',
] as const;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Every public page and every blog post (at /blog/{id}), as absolute URLs. */
export async function loader({ context }: Route.LoaderArgs) {
  const { site, api } = context.get(appContext);
  // Every post's id and date (a lean, unpaged list: the paged /api/blog would stop at 100).
  const res = await call(api, blogContracts.index);
  const posts = res.status === 200 && Array.isArray(res.body.data) ? res.body.data : [];
  const url = (path: string, lastmod?: string) => {
    const day = lastmod && !Number.isNaN(Date.parse(lastmod)) ? new Date(lastmod).toISOString().slice(0, 10) : null;
    return `<url><loc>${escapeXml(site.publicUrl + path)}</loc>${day ? `<lastmod>${day}</lastmod>` : ''}</url>`;
  };
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PAGES.map((p) => url(p)),
    ...posts.map((p) => url(`/blog/${encodeURIComponent(p._id)}`, p.date)),
    '</urlset>',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
