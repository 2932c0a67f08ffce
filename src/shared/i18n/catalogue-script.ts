import { resourcesFor, type Namespace } from './catalogues';
import { CATALOGUE_GLOBAL, type Language } from './core';

/**
 * The message catalogues a public page needs, as a script served by the address of its
 * content (`/_i18n/<lang>.<hash>.js`, cached for a year): the browser fetches them once
 * for the whole site, at the first interaction, instead of inside every page's HTML.
 * Server code only, like catalogues.ts: the root loader hands the page the
 * address, and entry.server.tsx gives server rendering the catalogues themselves.
 */
export const PAGE_NAMESPACES: readonly Namespace[] = ['common', 'validation', 'public', 'content', 'journeys'];

/** The page catalogues of `lang` (the dashboard's, `adminValidation` among them, come with its layout). */
const pageResources = (lang: Language) => resourcesFor(lang, PAGE_NAMESPACES);

export const CATALOGUE_PATH = '/_i18n/';

interface CatalogueScript {
  name: string;
  body: string;
}

const scripts = new Map<Language, CatalogueScript>();

/** FNV-1a, 2 x 32 bits: a content address, not a secret (and no Node import in a module the web build sees). */
function contentHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

export function catalogueScript(lang: Language): CatalogueScript {
  let script = scripts.get(lang);
  if (!script) {
    const body = `window.${CATALOGUE_GLOBAL}=${JSON.stringify(pageResources(lang))};\n`;
    script = { name: `${lang}.${contentHash(body)}.js`, body };
    scripts.set(lang, script);
  }
  return script;
}

/** The page catalogues of `lang`, for server rendering. */
export const catalogueResources = (lang: Language) => pageResources(lang);

/** The address of the page catalogues of `lang`. */
export const catalogueUrl = (lang: Language) => CATALOGUE_PATH + catalogueScript(lang).name;
