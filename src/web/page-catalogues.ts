import { CATALOGUE_GLOBAL, type Language, type Resources } from '~/shared/i18n/core';

/**
 * Where a public page's message catalogues come from: they do not travel in
 * the page's data. In the browser, the catalogue script the root layout names
 * (`/_i18n/<lang>.<hash>.js`, loaded before React boots) has set a global; on the server,
 * entry.server.tsx provides them (this module never imports a catalogue, so the
 * JavaScript bundle carries no message text).
 */
let serverSource: ((lang: Language) => Resources) | undefined;
let serverUrl: ((lang: Language) => string) | undefined;

/** Server rendering only: how to get the catalogues of a language, and their script's address. */
export function provideCatalogues(source: (lang: Language) => Resources, url: (lang: Language) => string): void {
  serverSource = source;
  serverUrl = url;
}

/**
 * The address of the catalogue script of `lang` where the root loader could not name it
 * (an error page after a failed action): on the server only. In the browser the element
 * is hydrated as it is, and its script has already run, or not at all.
 */
export const fallbackCatalogueUrl = (lang: Language): string | undefined => serverUrl?.(lang);

export function pageCatalogues(lang: Language): Resources {
  if (serverSource) return serverSource(lang);
  const loaded =
    typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[CATALOGUE_GLOBAL];
  return (loaded as Resources | undefined) ?? {};
}
