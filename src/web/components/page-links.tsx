import { Link, useLocation } from 'react-router';
import { useT } from '~/web/i18n';
import { type PageInfo, pageCount } from '~/shared/page-info';

/**
 * A public list's pages (decision 009): real links to `?page=n` (the other parameters
 * kept), so paging works before and without JavaScript and a page of a list can be
 * shared. Nothing shows when the list fits on one page. `hash` (`#id`) brings a list
 * placed down its page back into view on the next one.
 */
export function PageLinks({
  info,
  className = '',
  hash = '',
  label,
}: {
  info: PageInfo;
  className?: string;
  hash?: string;
  /** The navigation's name, when the page has another landmark named like `pager.nav` (the footer's "Pages"). */
  label?: string;
}) {
  const { t } = useT('public');
  const { pathname, search } = useLocation();
  const pages = pageCount(info);
  if (pages <= 1) return null;
  const page = Math.min(info.page, pages);
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    if (n === 1) params.delete('page');
    else params.set('page', String(n));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}${hash}`;
  };
  const link =
    'inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50';
  return (
    <nav aria-label={label ?? t('pager.nav')} className={`mt-8 flex items-center justify-center gap-4 ${className}`}>
      {page > 1 && (
        <Link to={to(page - 1)} className={link} rel="prev">
          {t('pager.previous')}
        </Link>
      )}
      <span className="text-sm text-slate-700" aria-current="page">
        {t('pager.page', { page, pages })}
      </span>
      {page < pages && (
        <Link to={to(page + 1)} className={link} rel="next">
          {t('pager.next')}
        </Link>
      )}
    </nav>
  );
}
