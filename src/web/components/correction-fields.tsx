import { allLanguages, type Language } from '~/shared/i18n/core';
import { NAME_MAX, PHONE_MAX } from '~/shared/my-data-limits';
import { SelectField, TextField } from './field';

/** What the fields are called and what they hold now, in the words of the page that shows them. */
export interface CorrectionFieldsProps {
  /** Each field's label, by the field's name. */
  label: (field: 'name' | 'phone' | 'lang') => string;
  values: { name: string; phone: string; lang: string };
  /** How each language is named in the list. */
  languageName: (lang: Language) => string;
}

const TEXT_FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', max: NAME_MAX },
  { name: 'phone', type: 'tel', autoComplete: 'tel', max: PHONE_MAX },
] as const;

/**
 * How we address a person: the name, phone and language they may correct (PATCH
 * /api/supporters/:id and POST /api/giving/my-data/correct take the same fields). The
 * supporter's own signed page and their record in the dashboard both put these in their form.
 */
export function CorrectionFields({ label, values, languageName }: CorrectionFieldsProps) {
  return (
    <>
      {TEXT_FIELDS.map((f) => (
        <TextField
          key={f.name}
          label={label(f.name)}
          name={f.name}
          type={f.type}
          autoComplete={f.autoComplete}
          maxLength={f.max}
          defaultValue={values[f.name]}
        />
      ))}
      <SelectField label={label('lang')} name="lang" defaultValue={values.lang}>
        {allLanguages.map((l) => (
          <option key={l} value={l}>
            {languageName(l)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
