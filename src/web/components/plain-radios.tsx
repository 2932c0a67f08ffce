import type { ReactNode } from 'react';

type Choice<V extends string> = { value: V; label: string; text?: ReactNode };

/**
 * A fieldset of radio buttons as large touch targets. Left to the browser
 * (`defaultValue`: a plain form's choice works the same with JavaScript or without it),
 * or held by React (`value` and `onChange`, as in the sponsorship dialog).
 */
export function PlainRadios<V extends string>({
  legend,
  name,
  options,
  ...state
}: {
  legend: string;
  name: string;
  options: Choice<V>[];
} & ({ defaultValue: string } | { value: V; onChange: (value: V) => void })) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-1 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              {...('onChange' in state
                ? { checked: state.value === o.value, onChange: () => state.onChange(o.value) }
                : { defaultChecked: state.defaultValue === o.value })}
              className="h-4 w-4 accent-brand-700"
            />
            <span>
              {o.label}
              {o.text && <span className="block text-sm text-slate-600">{o.text}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
