import { Translator } from './translator';

/**
 * The browser-safe part of i18n: no catalogue is imported here. Pages receive the
 * catalogues of the visitor's language from their loaders (see catalogues.ts), so
 * the JavaScript bundle carries no message text and adding a language adds no bytes.
 */
export const allLanguages = ['en', 'rw', 'fr'] as const;
export type Language = (typeof allLanguages)[number];
export const defaultLanguage: Language = 'en';

/** Each language named in itself, for the switcher. */
export const languageNames: Record<Language, string> = { en: 'English', rw: 'Ikinyarwanda', fr: 'Français' };

/** The global the page catalogue script (`/_i18n/<lang>.<hash>.js`) sets in the browser. */
export const CATALOGUE_GLOBAL = '__appCatalogues';

export type Catalogue = Record<string, unknown>;
export type Resources = Record<string, Catalogue>;

export const isLanguage = (value: unknown): value is Language => allLanguages.includes(value as Language);

/** The translator of one language with these catalogues (translator.ts). */
export function createI18nInstance(lng: Language, resources: Resources): Translator {
  return new Translator(lng, resources);
}

/**
 * The namespaces of the shared schemas' messages: `validation` for what visitors' forms
 * and the API say, `adminValidation` for what only the dashboard's forms check in the
 * browser (the dashboard's layout brings it; visitors' pages never carry it).
 */
export const validationNamespaces = ['validation', 'adminValidation'] as const;

/** A zod message that is a message key of the shared schemas (not plain text). */
export const isValidationKey = (message: string | undefined): message is string =>
  validationNamespaces.some((ns) => message?.startsWith(`${ns}:`));

/** `validation:tooLong?max=200` → the key and the values its text needs. */
export function splitMessageKey(message: string): { key: string; vars: Record<string, string> } {
  const q = message.indexOf('?');
  if (q < 0) return { key: message, vars: {} };
  return { key: message.slice(0, q), vars: Object.fromEntries(new URLSearchParams(message.slice(q + 1))) };
}
