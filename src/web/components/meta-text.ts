/**
 * Message lookup for `meta` functions, which run outside React (no hooks): reads the
 * page's catalogues (page-catalogues.ts) in the language the root loader found.
 * `{{name}}` placeholders are filled in.
 */
import { isLanguage } from '~/shared/i18n/core';
import { pageCatalogues } from '~/web/page-catalogues';

export type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

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
