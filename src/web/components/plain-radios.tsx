import type { ReactNode } from 'react';

/**
 * A fieldset of radio buttons as large touch targets, left to the browser (uncontrolled):
 * a plain form's choice works the same with JavaScript or without it.
 */
export function PlainRadios({
  legend,
  name,
  defaultValue,
  options,
}: {
  legend: string;
  name: string;
  defaultValue: string;
  options: { value: string; label: string; text?: ReactNode }[];
}) {
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
              defaultChecked={defaultValue === o.value}
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
