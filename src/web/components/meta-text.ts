/**
 * Message lookup for `meta` functions, which run outside React (no hooks): reads the
 * catalogues the root loader handed the page. `{{name}}` placeholders are filled in.
 */
type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

export function metaText(matches: Matches, ns: string) {
  const root = matches.find((m) => m?.id === 'root');
  const catalogue = (root?.loaderData as { resources?: Record<string, unknown> } | undefined)?.resources?.[ns];
  return (key: string, vars: Record<string, string | number> = {}): string => {
    let node: unknown = catalogue;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    const text = typeof node === 'string' ? node : key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}
