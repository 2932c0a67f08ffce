import { CATALOGUE_GLOBAL, type Language, type Resources } from '~/shared/i18n/core';

/**
 * Where a public page's message catalogues come from (issue 17): they do not travel in
 * the page's data. In the browser, the catalogue script the root layout names
 * (`/_i18n/<lang>.<hash>.js`, loaded before React boots) has set a global; on the server,
 * entry.server.tsx provides them (this module never imports a catalogue, so the
 * JavaScript bundle carries no message text).
 */
let serverSource: ((lang: Language) => Resources) | undefined;

/** Server rendering only: how to get the catalogues of a language. */
export function provideCatalogues(source: (lang: Language) => Resources): void {
  serverSource = source;
}

export function pageCatalogues(lang: Language): Resources {
  if (serverSource) return serverSource(lang);
  const loaded =
    typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[CATALOGUE_GLOBAL];
  return (loaded as Resources | undefined) ?? {};
}
