import type { ReactNode } from 'react';

/**
 * A radio group drawn as buttons: real radio inputs (so it works with a keyboard, a
 * screen reader and without JavaScript), each at least 44 px tall.
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  columns = 'grid-cols-2 sm:grid-cols-3',
  describedBy,
  children,
}: {
  legend: ReactNode;
  name: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T | null;
  onChange: (value: T) => void;
  columns?: string;
  describedBy?: string;
  children?: ReactNode;
}) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {options.map((o) => (
          <label key={String(o.value)} className="relative block cursor-pointer">
            <input
              type="radio"
              name={name}
              value={String(o.value)}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            <span className="flex min-h-12 items-center justify-center rounded-lg border-2 border-slate-300 bg-white px-3 py-2 text-center font-semibold hyphens-auto text-slate-800 [overflow-wrap:anywhere] peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-hover:border-brand-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500">
              {o.label}
            </span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
