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
