import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { inputClass } from '~/web/components/field';
import { languageNames } from '~/shared/i18n/core';
import type { TranslatedText } from '~/shared/schemas/site-settings';
import { useAdminT } from '../admin-i18n';
import { useSectionError } from './section-form';

const languages = ['en', 'rw', 'fr'] as const;

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/** A titled group of fields (a legend, perhaps a line under it), its fields in `className`'s layout. */
export function FieldGroup({
  legend,
  hint,
  id,
  className = 'mt-2 grid gap-3 md:grid-cols-2',
  children,
}: {
  legend: string;
  hint?: string;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset id={id} className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      <div className={className}>{children}</div>
    </fieldset>
  );
}

/** One text in English, Kinyarwanda and French: a group of three labelled fields. */
export function TranslatedField({
  name,
  label,
  value,
  long = false,
  optional = false,
}: {
  name: string;
  label: string;
  value: TranslatedText;
  long?: boolean;
  optional?: boolean;
}) {
  const { t } = useAdminT('adminSettings');
  const base = useId();
  return (
    <FieldGroup
      legend={label}
      hint={optional ? t('form.optionalHint') : t('form.translationHint')}
      className={`mt-2 grid gap-3 ${long ? '' : 'lg:grid-cols-3'}`}
    >
      {languages.map((lang) => (
        <LanguageInput key={lang} id={`${base}-${lang}`} name={`${name}.${lang}`} lang={lang} long={long}>
          {value[lang] ?? ''}
        </LanguageInput>
      ))}
    </FieldGroup>
  );
}

function LanguageInput({
  id,
  name,
  lang,
  long,
  children,
}: {
  id: string;
  name: string;
  lang: (typeof languages)[number];
  long: boolean;
  children: string;
}) {
  const error = useSectionError(name);
  const props = {
    id,
    name,
    lang,
    defaultValue: children,
    className: inputClass,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-slate-800">
        {languageNames[lang]}
      </label>
      {long ? <textarea rows={5} {...props} /> : <input type="text" {...props} />}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A plain field of a section, its error from the section's answer. */
export function PlainField({
  name,
  label,
  hint,
  ...input
}: { name: string; label: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const id = useId();
  const error = useSectionError(name);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
