import type { SiteConfig } from '~/shared/load-context';

/**
 * Title, description, canonical URL and Open Graph tags for a page, for React Router's
 * `meta` export: `meta: ({ matches, loaderData }) => pageMeta(siteFromMatches(matches), {...})`.
 */
export function pageMeta(
  site: SiteConfig | undefined,
  page: { title: string; description: string; path: string; image?: string | null; type?: 'website' | 'article' },
) {
  const base = site?.publicUrl ?? '';
  const orgName = site?.org.name ?? '';
  const title = page.title === orgName ? orgName : `${page.title} | ${orgName}`;
  const image = page.image
    ? page.image.startsWith('http')
      ? page.image
      : base + page.image
    : `${base}/images/default.svg`;
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: base + page.path },
    { property: 'og:site_name', content: orgName },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:url', content: base + page.path },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** The site config from the root route's loader data, inside a `meta` function. */
export function siteFromMatches(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): SiteConfig | undefined {
  const root = matches.find((m) => m?.id === 'root');
  return (root?.loaderData as { site?: SiteConfig } | undefined)?.site;
}
