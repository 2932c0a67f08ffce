import type { Route } from './+types/robots';
import { appContext } from '~/web/context';

/** Everything public may be crawled; the admin areas and the API may not. */
export function loader({ context }: Route.LoaderArgs) {
  const { site } = context.get(appContext);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api',
    `Disallow: /${site.adminPrefix}`,
    '',
    `Sitemap: ${site.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
