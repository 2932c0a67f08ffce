import type { ReactNode } from 'react';

/**
 * One bordered panel of the giving page, named by its heading (an `<h2>` of the page, or
 * an `<h3>` inside one of its sections) and saying what it is for. With an `id` it is a
 * form's anchor: a post without JavaScript comes back scrolled to it, clear of the
 * sticky header.
 */
export function GivingPanel({
  id,
  headingId,
  level = 2,
  heading,
  intro,
  children,
}: {
  id?: string;
  headingId: string;
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
