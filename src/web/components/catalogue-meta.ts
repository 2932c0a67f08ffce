import { type MetaSite, pageMeta, siteFromMatches } from './meta';
import { metaText } from './meta-text';

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/**
 * Title, description, canonical and Open Graph for a page whose texts live in a
 * catalogue under `<key>.title` and `<key>.description` ({{name}} is the organisation).
 */
export function cataloguePageMeta(matches: Matches, ns: string, key: string, path: string) {
  const site: MetaSite | undefined = siteFromMatches(matches);
  const t = metaText(matches, ns);
  const vars = { name: site?.org.name ?? '' };
  return pageMeta(site, { title: t(`${key}.title`, vars), description: t(`${key}.description`, vars), path });
}
