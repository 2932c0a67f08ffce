import type { ReactNode } from 'react';
import { CtaRow, type Cta } from './cta-link';

/**
 * The coloured band at the top of an inner page: its one <h1>, a lead and optional
 * actions. Not a landmark: the page's <main> already is one (and the footer has its own
 * 'Contact Us' region).
 */
export function PageHero({ title, lead, actions }: { title: ReactNode; lead?: ReactNode; actions?: Cta[] }) {
  return (
    <div className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        <h1 id="page-title" className="text-3xl font-extrabold leading-tight sm:text-5xl">
          {title}
        </h1>
        {lead && <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{lead}</p>}
        {actions && <CtaRow links={actions} />}
      </div>
    </div>
  );
}
