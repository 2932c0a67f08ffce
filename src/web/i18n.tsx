import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { type Language, type Resources, createI18nInstance, splitMessageKey } from '~/shared/i18n/core';
import type { Translator } from '~/shared/i18n/translator';

/**
 * Components use `useT()` from here, never i18next directly, so the library or the
 * way catalogues load can change in one place. The catalogues of the page's language
 * come from page-catalogues.ts (a cacheable script in the browser), the admin
 * ones from the admin layout's loader.
 */
/**
 * The page's language (`<html lang>`, set by the root from the same source as
 * `useT().lang`): browser-side fetches of staff-entered content ask in it (the API
 * reads Accept-Language, not the cookie), English where not given.
 */
export const pageLanguage = () => (typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en');

/**
 * `shouldRevalidate` of loaders whose data follows the page's language only (the
 * catalogues, the site's identity): it changes only with `?lang=`, and the switcher's
 * links load a whole document, so a search typed, a page turned or a list reloaded in
 * the dashboard does not fetch every catalogue again.
 */
export function revalidateOnLanguageChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate && currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang');
}

export function I18nProvider({
  lang,
  resources,
  children,
}: {
  lang: Language;
  resources: Resources;
  children: ReactNode;
}) {
  const i18n = useMemo(() => createI18nInstance(lang, resources), [lang, resources]);
  return <TranslatorContext value={i18n}>{children}</TranslatorContext>;
}

const TranslatorContext = createContext<Translator | null>(null);

/** The page's translator and a `t` reading `ns` by default (react-i18next's hook). */
export function useTranslation(ns = 'common') {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error('useTranslation outside I18nProvider');
  const t = useMemo(() => i18n.getFixedT(i18n.language, ns), [i18n, ns]);
  return { t, i18n };
}

export function useT(ns: 'common' | 'public' | 'content' | 'validation' | 'journeys' = 'common') {
  const { t, i18n } = useTranslation(ns);
  return { t, i18n, lang: i18n.language as Language };
}

/** Shows a zod message key (`validation:...`) in the visitor's language. */
export function useFieldError() {
  const { t } = useTranslation('validation');
  return (message: string | undefined, vars?: Record<string, unknown>) => {
    if (!message) return undefined;
    // Values a message needs may travel in it: `validation:tooLong?max=200`.
    const { key, vars: carried } = splitMessageKey(message);
    return t(key, { ...carried, ...vars }) as string;
  };
}
