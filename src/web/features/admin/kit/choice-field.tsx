import type { ComponentProps, ReactNode } from 'react';
import { SelectField } from '~/web/components/field';

/** A labelled select of `choices`, each shown as `words(choice)`. */
export function ChoiceField<C extends string | number>({
  choices,
  words,
  ...field
}: Omit<ComponentProps<typeof SelectField>, 'children'> & {
  choices: readonly C[];
  words: (choice: C) => ReactNode;
}) {
  return (
    <SelectField {...field}>
      {choices.map((c) => (
        <option key={c} value={c}>
          {words(c)}
        </option>
      ))}
    </SelectField>
  );
}

/** A labelled select of named records (children, centres), each's value its id; the first option, `none`, is none of them (''). */
export function RecordChoiceField({
  records,
  none,
  ...field
}: Omit<ComponentProps<typeof SelectField>, 'children'> & {
  records: readonly { _id: string; name: string }[];
  none: ReactNode;
}) {
  return (
    <SelectField {...field}>
      <option value="">{none}</option>
      {records.map((r) => (
        <option key={r._id} value={r._id}>
          {r.name}
        </option>
      ))}
    </SelectField>
  );
}
