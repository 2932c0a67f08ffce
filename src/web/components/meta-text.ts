/**
 * Message lookup for `meta` functions, which run outside React (no hooks): reads the
 * page's catalogues (page-catalogues.ts) in the language the root loader found.
 * `{{name}}` placeholders are filled in.
 */
import { isLanguage } from '~/shared/i18n/core';
import { pageCatalogues } from '~/web/page-catalogues';
import { pageMeta, siteFromMatches } from './meta';

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

export function metaText(matches: Matches, ns: string) {
  const root = matches.find((m) => m?.id === 'root');
  const lang = (root?.loaderData as { lang?: unknown } | undefined)?.lang;
  const catalogue = isLanguage(lang) ? pageCatalogues(lang)[ns] : undefined;
  return (key: string, vars: Record<string, string | number> = {}): string => {
    let node: unknown = catalogue;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    const text = typeof node === 'string' ? node : key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}

/**
 * The meta tags of a page search engines should not list (a cart, a subscription's
 * answer, a record that is not there): its title and description are keys of `ns`.
 */
export function unlistedPageMeta(
  matches: Matches,
  ns: string,
  page: { title: string; description: string; path: string },
) {
  const t = metaText(matches, ns);
  return [
    ...pageMeta(siteFromMatches(matches), { title: t(page.title), description: t(page.description), path: page.path }),
    { name: 'robots', content: 'noindex' },
  ];
}
