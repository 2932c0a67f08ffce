import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAdminT } from '../admin-i18n';
import { buttonClass } from './button';
import { Pagination } from './pagination';
import { ToastRegion, type useToast } from './toast';

type Toast = ReturnType<typeof useToast>['toast'];

/**
 * A dashboard screen that manages a list: its title and introduction, the add button (or
 * any action) beside them, the filters, then the list and what follows it; the toast is
 * announced from one live region.
 */
export function ManagerPage({
  title,
  intro,
  action,
  filters,
  toast,
  inlineToast = false,
  width = 'max-w-7xl',
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  action?: ReactNode;
  filters?: ReactNode;
  toast?: Toast;
  /** The toast under the header rather than floating (docs/product.md's skill banners). */
  inlineToast?: boolean;
  width?: string;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${width}`}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {intro && <p className="text-sm text-slate-600">{intro}</p>}
        </div>
        {action}
      </div>
      {filters}
      {toast !== undefined && inlineToast && (
        <div className="my-4">
          <ToastRegion toast={toast} inline />
        </div>
      )}
      {children}
      {toast !== undefined && !inlineToast && <ToastRegion toast={toast} />}
    </div>
  );
}

/** What a list shows when it has nothing: a title, a line, and perhaps an action. */
export function EmptyState({
  title,
  text,
  action,
  heading = false,
}: {
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  /** The title is a heading (h2) rather than a paragraph. */
  heading?: boolean;
}) {
  const Title = heading ? 'h2' : 'p';
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <Title className="text-lg font-semibold text-slate-900">{title}</Title>
      {text && <p className="mt-2 text-slate-600">{text}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

/**
 * The dashboard's page links (previous, "page x of y", next), in the dashboard's words:
 * buttons calling `onPage`, or links to `href(page)` (they work before the script loads).
 */
export function PageNav({
  page,
  pages,
  onPage,
  href,
}: {
  page: number;
  pages: number;
  onPage?: (page: number) => void;
  href?: (page: number) => string;
}) {
  const { t } = useAdminT('admin');
  if (href) {
    if (pages <= 1) return null;
    const link = (to: number, label: string) =>
      to >= 1 && to <= pages ? (
        <Link to={href(to)} className={buttonClass({ tone: 'secondary', size: 'sm' })}>
          {label}
        </Link>
      ) : (
        <span />
      );
    return (
      <nav aria-label={t('pagination.nav')} className="mt-4 flex items-center justify-between gap-2">
        {link(page - 1, t('pagination.previous'))}
        <span className="text-sm text-slate-600">{t('pagination.page', { page, pages })}</span>
        {link(page + 1, t('pagination.next'))}
      </nav>
    );
  }
  return (
    <Pagination
      page={page}
      pages={pages}
      onPage={onPage ?? (() => {})}
      labels={{
        nav: t('pagination.nav'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (current, total) => t('pagination.page', { page: current, pages: total }),
      }}
    />
  );
}

/** Says once, in a toast, that the loader could not read the list. */
export function useLoadFailure(failed: boolean, report: () => void) {
  const onFailed = useEffectEvent(report);
  useEffect(() => {
    if (failed) onFailed();
  }, [failed]);
}
