import type { ReactNode } from 'react';
import { CtaRow, type Cta } from '~/web/components/cta-link';

const tones = {
  /** Dark teal with white text (About, What We Do, Get Involved). */
  dark: { band: 'bg-brand-900 text-white', title: '', text: 'text-brand-50' },
  /** A warm light band (the home page's closing call). */
  warm: { band: 'bg-accent-500/15', title: 'text-slate-900', text: 'text-slate-700' },
} as const;

/**
 * A closing band: a heading, a line of text and its calls to action, centred. `anchor`
 * makes the band a target of an in-page link.
 */
export function CtaBand({
  titleId,
  title,
  text,
  links,
  tone = 'dark',
  anchor,
}: {
  titleId: string;
  title: ReactNode;
  text: ReactNode;
  links: Cta[];
  tone?: keyof typeof tones;
  anchor?: string;
}) {
  const style = tones[tone];
  return (
    <section id={anchor} aria-labelledby={titleId} className={`${anchor ? 'scroll-mt-20 ' : ''}${style.band}`}>
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h2 id={titleId} className={`text-3xl font-bold ${style.title}`}>
          {title}
        </h2>
        <p className={`mt-4 text-lg ${style.text}`}>{text}</p>
        <CtaRow links={links} />
      </div>
    </section>
  );
}
