import { pageMeta, siteFromMatches } from '~/web/components/meta';
import { metaText, type Matches } from '~/web/components/meta-text';

// Outside the site's shared chunk (vite.config.ts): only the pages that are not listed need it.
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
