import { allLanguages, type Language } from '~/shared/i18n/core';
import { NAME_MAX, PHONE_MAX } from '~/shared/schemas/my-data';
import { SelectField, TextField } from './field';

/** What the fields are called and what they hold now, in the words of the page that shows them. */
export interface CorrectionFieldsProps {
  labels: { name: string; phone: string; lang: string };
  values: { name: string; phone: string; lang: string };
  /** How each language is named in the list. */
  languageName: (lang: Language) => string;
}

/**
 * How we address a person: the name, phone and language they may correct (PATCH
 * /api/supporters/:id and POST /api/giving/my-data/correct take the same fields). The
 * supporter's own signed page and their record in the dashboard both put these in their form.
 */
export function CorrectionFields({ labels, values, languageName }: CorrectionFieldsProps) {
  return (
    <>
      <TextField label={labels.name} name="name" autoComplete="name" maxLength={NAME_MAX} defaultValue={values.name} />
      <TextField
        label={labels.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX}
        defaultValue={values.phone}
      />
      <SelectField label={labels.lang} name="lang" defaultValue={values.lang}>
        {allLanguages.map((l) => (
          <option key={l} value={l}>
            {languageName(l)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
