import { Link } from 'react-router';
import { useAdminT } from '../admin-i18n';
import { DataTable } from '../kit/data-table';
import { EmptyState } from '../kit/manager-page';
import { buttonClass } from '../kit/button';
import { useOrgTimeZone } from '../records/time-zone';
import { formatDate } from '~/shared/format';
import type { QuietChild } from '~/shared/schemas/child-news';
import type { NewsScreenData } from './screen-data';
import { Panel } from '../kit/panel';

/** Sponsored children whose sponsor has heard nothing for the months set: the longest silence first. */
export function QuietList({ quiet }: { quiet: NewsScreenData['quiet'] }) {
  const { t, i18n } = useAdminT('childNews');
  const timeZone = useOrgTimeZone();
  const day = (iso: string) => formatDate(iso, i18n.language, { dateStyle: 'medium', timeZone });
  return (
    <Panel title={t('admin.quiet.heading', { count: quiet?.months ?? 6 })} className="space-y-3">
      {!quiet ? (
        <EmptyState title={t('admin.news.loadFailed')} />
      ) : quiet.data.length === 0 ? (
        <EmptyState title={t('admin.quiet.none')} />
      ) : (
        <>
          <p className="text-sm text-slate-700">{t('admin.quiet.total', { count: quiet.total })}</p>
          <DataTable<QuietChild>
            rows={quiet.data}
            rowKey={(r) => r.childId}
            caption={t('admin.quiet.caption')}
            rowProps={(r) => ({ 'data-quiet-child': r.childId })}
            columns={[
              { key: 'child', header: t('admin.quiet.child'), cell: (r) => r.childName, rowHeader: true },
              {
                key: 'sponsor',
                header: t('admin.quiet.sponsor'),
                cell: (r) => [r.sponsorName, r.sponsorEmail].filter(Boolean).join(' · ') || '—',
              },
              { key: 'since', header: t('admin.quiet.since'), cell: (r) => day(r.sponsoredSince) },
              {
                key: 'last',
                header: t('admin.quiet.last'),
                cell: (r) => (r.lastUpdateAt ? day(r.lastUpdateAt) : t('admin.quiet.never')),
              },
              {
                key: 'post',
                header: t('admin.quiet.action'),
                card: 'footer',
                cell: (r) => (
                  <Link
                    to={`?${new URLSearchParams({ q: r.childName, childId: r.childId })}#post-update`}
                    className={buttonClass({ tone: 'secondary', size: 'sm' })}
                    aria-label={t('admin.quiet.postFor', { child: r.childName })}
                  >
                    {t('admin.quiet.post')}
                  </Link>
                ),
              },
            ]}
          />
        </>
      )}
    </Panel>
  );
}
