import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import type { Language } from '~/shared/i18n/core';
import type { TranslationLanguage } from '~/shared/schemas/translations';
import { TextArea, TextField } from '~/web/components/field';
import { LanguageTabs } from './language-tabs';
import type { useTranslations } from './use-translations';

/** One text field of a form, declared once for its English control and its translations. */
export interface FieldSpec {
  name: string;
  label: string;
  /** A textarea of so many rows (default: a one-line input). */
  rows?: number;
  hint?: string;
  className?: string;
  /** Also asked in Kinyarwanda and French (on the other tabs, never required there). */
  translated?: boolean;
  input?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    | 'type'
    | 'inputMode'
    | 'min'
    | 'max'
    | 'step'
    | 'required'
    | 'maxLength'
    | 'placeholder'
    | 'autoComplete'
    | 'spellCheck'
  >;
}

type Bound = {
  name: string;
  value: string;
  onChange: (e: { currentTarget: { value: string } }) => void;
  error?: string;
};

/** The controls of `specs`, each bound by `bind(name)` (value, onChange, error). */
export function Fields({ specs, bind }: { specs: readonly FieldSpec[]; bind: (name: string) => Bound }) {
  return specs.map(({ name, label, rows, hint, className, input }) => {
    const common = { label, hint, className, ...bind(name) };
    return rows ? (
      <TextArea key={name} rows={rows} required={input?.required} maxLength={input?.maxLength} {...common} />
    ) : (
      <TextField key={name} {...input} {...common} />
    );
  });
}

/** The Kinyarwanda or French controls of the translated `specs` (optional there), and what `note` adds. */
export function TranslatedFields({
  specs,
  tr,
  lang,
  note,
}: {
  specs: readonly FieldSpec[];
  tr: ReturnType<typeof useTranslations>;
  lang: TranslationLanguage;
  note: ReactNode;
}) {
  const translated = specs.filter((s) => s.translated).map((s) => ({ ...s, input: { maxLength: s.input?.maxLength } }));
  return (
    <>
      <Fields specs={translated} bind={(name) => tr.field(lang, name)} />
      {note}
    </>
  );
}

/**
 * A record's form with a tab per language: English (the schema's fields) first, then
 * the translations; a tab whose fields hold an error is marked. `footer`: the buttons.
 */
export function TabbedForm({
  onSubmit,
  tr,
  invalid,
  panelClassName,
  english,
  other,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  tr: ReturnType<typeof useTranslations>;
  /** The English fields hold an error. */
  invalid: boolean;
  panelClassName: string;
  english: ReactNode;
  other: (lang: TranslationLanguage) => ReactNode;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <LanguageTabs
        selected={tr.language}
        onSelect={tr.setLanguage}
        invalid={{ ...tr.invalid, en: invalid }}
        panelClassName={panelClassName}
        panel={(lang: Language) => (lang === 'en' ? english : other(lang as TranslationLanguage))}
      />
      {children}
    </form>
  );
}
