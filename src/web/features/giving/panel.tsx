import type { ReactNode } from 'react';

/**
 * One bordered panel of the giving page, named by its heading (an `<h2>` of the page, or
 * an `<h3>` inside one of its sections) and saying what it is for. With an `id` it is a
 * form's anchor: a post without JavaScript comes back scrolled to it, clear of the
 * sticky header.
 */
export function GivingPanel({
  id,
  headingId = `${id}-heading`,
  level = 2,
  heading,
  intro,
  children,
}: {
  id?: string;
  /** Its heading's id (default: `<id>-heading`). */
  headingId?: string;
  level?: 2 | 3;
  heading: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${id ? 'scroll-mt-24 ' : ''}rounded-xl border border-slate-200 bg-white p-5`}
    >
      <Heading id={headingId} className="text-xl font-semibold text-slate-900">
        {heading}
      </Heading>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      {children}
    </section>
  );
}

/**
 * One section of the giving page (plans, payments, gifts, your data...): its `<h2>` (id
 * `<id>-heading`), what it is for, then its panels and cards; `id` is its anchor (the
 * summary links to it), clear of the sticky header.
 */
export function GivingSection({
  id,
  heading,
  intro,
  roomy = false,
  children,
}: {
  id: string;
  heading: ReactNode;
  intro?: ReactNode;
  /** More room between its parts (sections holding large panels). */
  roomy?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-24 ${roomy ? 'space-y-6' : 'space-y-4'}`}>
      <h2 id={`${id}-heading`} className="text-2xl font-semibold text-slate-900">
        {heading}
      </h2>
      {intro && <p className="text-slate-700">{intro}</p>}
      {children}
    </section>
  );
}
