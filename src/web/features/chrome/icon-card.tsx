import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LineIcon, type IconName } from '~/web/components/line-icon';

/** A line icon in a round badge: light teal on white cards, or white on teal. */
export function IconBadge({
  icon,
  dark = false,
  className = 'h-12 w-12',
}: {
  icon: IconName;
  dark?: boolean;
  className?: string;
}) {
  const tone = dark ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700';
  return (
    <span className={`inline-flex ${className} items-center justify-center rounded-full ${tone}`}>
      <LineIcon name={icon} />
    </span>
  );
}

/** A card of a grid list: its icon, its <h3> and what the card says under it. */
export function IconCard({
  icon,
  title,
  titleId,
  children,
}: {
  icon: IconName;
  title: ReactNode;
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <IconBadge icon={icon} />
      <h3 id={titleId} className="mt-4 text-xl font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </li>
  );
}

const moreClass =
  'mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline';

/** A card's 'more' link with its arrow; a `#fragment` stays a plain link within the page. */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  const content = (
    <>
      {children}
      <span aria-hidden="true">&nbsp;→</span>
    </>
  );
  return to.startsWith('#') ? (
    <a href={to} className={moreClass}>
      {content}
    </a>
  ) : (
    <Link to={to} className={moreClass}>
      {content}
    </Link>
  );
}
