import { useLocation } from 'react-router';
import { type Language, languageNames } from '~/shared/i18n/core';
import { useT } from '~/web/i18n';

const withLang = (search: string, lang: string) => {
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  return `?${params.toString()}`;
};

/**
 * Plain links (`?lang=xx`), so the switch works without JavaScript; the server
 * remembers the choice in a cookie and renders the page in that language. The links
 * are the query alone, relative to the page: a path written into them could, on an
 * address like `//other.example/`, lead off the site.
 */
export function LanguageSwitcher({ languages }: { languages: Language[] }) {
  const { t, lang } = useT();
  const location = useLocation();
  if (languages.length < 2) return null;
  return (
    <nav aria-label={t('language.label')}>
      <ul className="flex items-center gap-1 text-sm">
        {languages.map((l) => (
          <li key={l}>
            <a
              href={withLang(location.search, l)}
              hrefLang={l}
              lang={l}
              aria-current={l === lang ? 'true' : undefined}
              className={`inline-flex min-h-11 items-center rounded-md px-2 ${l === lang ? 'font-bold text-brand-800 underline underline-offset-4' : 'text-slate-700 hover:text-brand-700'}`}
            >
              {languageNames[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
