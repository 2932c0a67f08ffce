import type { Language } from '~/shared/i18n/core';
import type { SiteConfig } from '~/shared/load-context';

/** The site as a page's `meta` sees it: its settings and the languages it is offered in. */
export type MetaSite = SiteConfig & { languages?: readonly Language[] };

/** `?lang=xx` added to an address (after its own query, if any). */
const withLang = (href: string, lang: string) => `${href}${href.includes('?') ? '&' : '?'}lang=${lang}`;

/**
 * hreflang alternates for search engines: the canonical address in each language
 * (`?lang=xx`, which the server renders the page in) and itself as x-default. Built from
 * the canonical, so that they name the same page: no search, no other parameter.
 */
function languageAlternates(canonical: string, languages: readonly Language[] = []) {
  if (languages.length < 2) return [];
  return [
    ...languages.map((l) => ({ tagName: 'link', rel: 'alternate', hrefLang: l, href: withLang(canonical, l) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: canonical },
  ];
}

/**
 * Title, description, canonical URL, hreflang alternates and Open Graph tags for a page,
 * for React Router's `meta` export:
 * `meta: ({ matches, loaderData }) => pageMeta(siteFromMatches(matches), {...})`. `path`
 * is the page's canonical path (a list's page past the first: `?page=n`, list-address.ts).
 */
export function pageMeta(
  site: MetaSite | undefined,
  page: { title: string; description: string; path: string; image?: string | null; type?: 'website' | 'article' },
) {
  const base = site?.publicUrl ?? '';
  const canonical = base + page.path;
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
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...languageAlternates(canonical, site?.languages),
    { property: 'og:site_name', content: orgName },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** The site config (and its languages) from the root route's loader data, inside a `meta` function. */
export function siteFromMatches(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): MetaSite | undefined {
  const root = matches.find((m) => m?.id === 'root');
  const data = root?.loaderData as { site?: SiteConfig; languages?: Language[] } | undefined;
  return data?.site && { ...data.site, languages: data.languages };
}
