import type { AdminChild } from '~/shared/schemas/child';
import { buttonClass } from '../kit/button';
import { useAdminT } from '../admin-i18n';

/** Whether the public sees the child (docs/children-protection.md): "Unlisted" without a listing consent, "Left" once it left; and its public name. */
export function ListingBadge({ child }: { child: AdminChild }) {
  const { t } = useAdminT('children');
  const badge = child.leftAt ? t('admin.left') : child.listed ? null : t('admin.unlisted');
  return (
    <span className="mt-1 block text-xs text-slate-600">
      {child.preferredName !== child.name && <span className="block">({child.preferredName})</span>}
      {badge && (
        <span
          className="mt-1 inline-block rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-800"
          title={child.leftAt ? undefined : t('admin.unlistedHint')}
          data-listing={child.leftAt ? 'left' : 'unlisted'}
        >
          {badge}
          {!child.leftAt && <span className="sr-only">: {t('admin.unlistedHint')}</span>}
        </span>
      )}
      {child.stale && (
        <span
          className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-950"
          data-stale="true"
        >
          {t('admin.stale')}
        </span>
      )}
    </span>
  );
}

/** The link to record that a child left (its own screen, a plain form); none once it left. */
export function LeaveLink({ child }: { child: AdminChild }) {
  const { t } = useAdminT('children');
  if (child.leftAt) return null;
  return (
    <a
      href={`sponsor_leaving?child=${child._id}`}
      className={buttonClass({ tone: 'secondary', size: 'sm' })}
      aria-label={`${t('admin.leave')}: ${child.name}`}
    >
      {t('admin.leave')}
    </a>
  );
}

/** Sponsors who have not chosen 30 days after their child left: told on the Sponsorship screen. */
export function OverdueNotice({ count }: { count: number }) {
  const { t } = useAdminT('children');
  if (!count) return null;
  return (
    <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
      {t('leaving.overdueNotice', { count })}{' '}
      <a href="sponsor_leaving#overdue-heading" className="font-semibold underline">
        {t('leaving.overdueLink')}
      </a>
    </p>
  );
}

/** Children with no approved report or photo in 12 months (docs/field.md#freshness): how many, and a link to them or back to all. */
export function StaleNotice({ count, showing }: { count: number; showing: boolean }) {
  const { t } = useAdminT('children');
  if (!count && !showing) return null;
  return (
    <p
      role="status"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
      data-testid="stale-notice"
    >
      {t('admin.staleNotice', { count })}{' '}
      <a href={showing ? '?' : '?freshness=stale'} className="font-semibold underline">
        {showing ? t('admin.staleAll') : t('admin.staleShow')}
      </a>
    </p>
  );
}
