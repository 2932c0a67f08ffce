import { useId, type ReactNode, type Ref } from 'react';

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/** A panel's card without its shadow: a form's or a setting's section on a screen of several. */
export const flatCard = 'rounded-xl border border-slate-200 bg-white p-5';

/**
 * A titled part of a screen (a region named by its heading): a white card unless
 * `className` says otherwise; `aside` stands beside the title (a record's links).
 */
export function Panel({
  id,
  title,
  className = card,
  titleClassName = 'text-lg font-semibold text-slate-900',
  headingRef,
  aside,
  data,
  children,
}: {
  /** The section's own id (an address links to it: `#freshness`). */
  id?: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  /** The heading, focusable (a record opened from a list takes focus there). */
  headingRef?: Ref<HTMLHeadingElement>;
  aside?: ReactNode;
  /** The section's `data-*` attributes (what tests and scripts find it by). */
  data?: Record<string, string>;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={titleClassName}>
      {title}
    </h2>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={className} {...data}>
      {aside ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

export interface Figure {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** A line under the figure. */
  note?: ReactNode;
  /** The figure's own `data-*` attributes. */
  data?: Record<string, string>;
  /** The value's classes (default: the list's) and attributes. */
  valueClassName?: string;
  valueData?: Record<string, string>;
}

/**
 * Figures as a description list: each its label, then its value (large unless
 * `valueClassName` says otherwise), in a grid `className` lays out.
 */
export function Figures({
  items,
  className,
  itemClassName = '',
  labelClassName = 'text-sm font-medium text-slate-600',
  valueClassName = 'mt-1 text-2xl font-bold text-slate-900',
}: {
  items: readonly Figure[];
  className: string;
  itemClassName?: string;
  labelClassName?: string;
  valueClassName?: string;
}) {
  return (
    <dl className={className}>
      {items.map((f) => (
        <div key={f.key} className={itemClassName || undefined} {...f.data}>
          <dt className={labelClassName}>{f.label}</dt>
          <dd className={f.valueClassName ?? valueClassName} {...f.valueData}>
            {f.value}
          </dd>
          {f.note && <dd className="text-xs text-slate-600">{f.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** A record's fields as label and value rows (a dialog's details). */
export function DetailList({
  rows,
  className = 'divide-y divide-slate-100 text-sm',
  rowClassName = 'grid grid-cols-1 gap-1 py-2 sm:grid-cols-[10rem_1fr]',
  labelClassName = 'font-medium text-slate-600',
  valueClassName = 'break-words text-slate-900',
}: {
  /** `[key, label, value]`; a row whose value is `false` is left out. */
  rows: readonly (readonly [string, ReactNode, ReactNode])[];
  className?: string;
  rowClassName?: string;
  labelClassName?: string;
  valueClassName?: string;
}) {
  return (
    <dl className={className}>
      {rows
        .filter(([, , value]) => value !== false)
        .map(([key, label, value]) => (
          <div key={key} className={rowClassName}>
            <dt className={labelClassName}>{label}</dt>
            <dd className={valueClassName}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
