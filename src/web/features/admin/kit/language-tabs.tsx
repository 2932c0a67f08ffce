import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { type Language, allLanguages, languageNames } from '~/shared/i18n/core';
import { useAdminT } from '../admin-i18n';

/**
 * English | Ikinyarwanda | Français inside an admin form (WAI-ARIA tabs, automatic
 * activation: arrow keys, Home and End move between languages). Only the selected
 * panel's fields are rendered (one "Title" field at a time for labels and tests);
 * the values live in the form's state, so what staff typed survives a switch.
 */
export function LanguageTabs({
  selected,
  onSelect,
  panel,
  invalid = {},
  panelClassName = 'space-y-4',
}: {
  selected: Language;
  onSelect: (lang: Language) => void;
  panel: (lang: Language) => ReactNode;
  /** Languages whose fields hold an error (marked on their tab). */
  invalid?: Partial<Record<Language, boolean>>;
  panelClassName?: string;
}) {
  const { t } = useAdminT('adminContent');
  const id = useId();
  const tabs = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = allLanguages.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % allLanguages.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + allLanguages.length) % allLanguages.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const lang = allLanguages[next] ?? 'en';
    onSelect(lang);
    tabs.current[lang]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('translations.tabsLabel')}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {allLanguages.map((lang, index) => {
          const active = lang === selected;
          return (
            <button
              key={lang}
              ref={(el) => {
                tabs.current[lang] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${lang}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${lang}`}
              tabIndex={active ? 0 : -1}
              lang={lang}
              onClick={() => onSelect(lang)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={`-mb-px min-h-11 shrink-0 border-b-2 px-3 text-sm font-semibold sm:px-4 ${
                active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
              } ${invalid[lang] ? 'text-red-700' : ''}`}
            >
              {languageNames[lang]}
              {invalid[lang] && <span className="sr-only"> ({t('translations.hasErrors')})</span>}
            </button>
          );
        })}
      </div>
      {allLanguages.map((lang) => (
        <div
          key={lang}
          role="tabpanel"
          id={`${id}-panel-${lang}`}
          aria-labelledby={`${id}-tab-${lang}`}
          hidden={lang !== selected}
          className={`pt-4 ${panelClassName}`}
        >
          {lang === selected && (
            <>
              {lang !== 'en' && <p className="text-sm text-slate-600 md:col-span-2">{t('translations.optional')}</p>}
              {panel(lang)}
            </>
          )}
        </div>
      ))}
    </div>
  );
}
