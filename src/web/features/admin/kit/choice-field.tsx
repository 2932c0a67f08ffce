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
