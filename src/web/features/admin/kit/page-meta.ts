import type { Resources } from '~/shared/i18n/core';
import { siteFromMatches } from '~/web/components/meta';

type Match = { id: string; loaderData?: unknown; meta?: unknown[] } | undefined;

/**
 * An admin page's `meta`: the layout's tags (noindex) plus the page title in the page's
 * language, from the admin catalogue the layout's loader delivers (e.g. 'messages.title').
 */
export function adminPageMeta(
  matches: readonly Match[],
  key: string,
  ns: 'admin' | 'adminContent' | 'adminSettings' | 'recurring' | 'records' | 'staff' | 'children' | 'mail' = 'admin',
) {
  const resources = matches
    .map((m) => (m?.loaderData as { adminResources?: Resources } | undefined)?.adminResources)
    .find(Boolean);
  let text: unknown = resources?.[ns];
  for (const part of key.split('.')) text = (text as Record<string, unknown> | undefined)?.[part];
  const title = typeof text === 'string' ? text : key;
  const org = siteFromMatches(matches)?.org.name;
  const inherited = matches.flatMap((m) => (m?.meta ?? []) as Record<string, unknown>[]).filter((m) => !('title' in m));
  return [...inherited, { title: org ? `${title} | ${org}` : title }];
}
