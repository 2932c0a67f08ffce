import type { ReactNode } from 'react';

/**
 * The coloured band at the top of an inner page: its one <h1>, a lead and optional
 * actions. Not a landmark: the page's <main> already is one (and the footer has its own
 * 'Contact Us' region).
 */
export function PageHero({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        <h1 id="page-title" className="text-3xl font-extrabold leading-tight sm:text-5xl">
          {title}
        </h1>
        {lead && <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{lead}</p>}
        {children && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>}
      </div>
    </div>
  );
}
