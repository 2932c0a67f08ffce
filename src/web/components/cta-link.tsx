import type { ReactNode } from 'react';
import { Link } from 'react-router';

const variants = {
  /** Amber on any background: the main call to action (donate). */
  primary: 'bg-accent-500 text-slate-900 hover:bg-accent-600',
  /** Teal on a light background. */
  brand: 'bg-brand-700 text-white hover:bg-brand-800',
  /** Outlined, on a dark background. */
  light: 'border-2 border-white text-white hover:bg-white/10',
  /** Outlined, on a light background. */
  outline: 'border-2 border-brand-700 text-brand-800 hover:bg-brand-50',
} as const;

/** A link that looks like a button, at least 44 px tall (a touch target). */
export function CtaLink({
  to,
  variant = 'brand',
  className = '',
  children,
}: {
  to: string;
  variant?: keyof typeof variants;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center justify-center rounded-full px-6 py-3 text-center text-base font-semibold transition-colors ${variants[variant]} ${className}`}
    >
      {children}
    </Link>
  );
}

export interface Cta {
  to: string;
  label: ReactNode;
  variant?: keyof typeof variants;
}

/**
 * A page's calls to action side by side (stacked on a phone), from data. A lone one
 * keeps its own width.
 */
export function CtaRow({ links, className = 'mt-8' }: { links: Cta[]; className?: string }) {
  const ctas = links.map(({ to, label, variant }) => (
    <CtaLink key={to} to={to} variant={variant} className={links.length === 1 ? className : ''}>
      {label}
    </CtaLink>
  ));
  return links.length === 1 ? (
    ctas
  ) : (
    <div className={`${className} flex flex-col justify-center gap-3 sm:flex-row`}>{ctas}</div>
  );
}
