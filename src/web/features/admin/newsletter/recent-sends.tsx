import { formatDate } from '~/shared/format';
import { useAdminT } from '../admin-i18n';
import type { SendProgress } from './types';

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** The latest newsletter sends (GET /api/newsletter/sends) with their result. */
export function RecentSends({ sends }: { sends: SendProgress[] }) {
  const { t, i18n } = useAdminT('adminContent');
  const title = t('newsletter.recent.title');
  return (
    <section aria-labelledby="recent-sends-title" className="mt-10">
      <h2 id="recent-sends-title" className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {sends.length === 0 ? (
        <p className="text-slate-700">{t('newsletter.recent.empty')}</p>
      ) : (
        // `relative` keeps the sr-only texts inside the scroller (no page-wide overflow on phones).
        <div
          role="region"
          aria-label={t('common.tableScroll', { name: title })}
          tabIndex={0}
          className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
        >
          <table className="w-full min-w-[40rem] divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50">
              <tr>
                {(['subject', 'audience', 'date', 'status', 'result'] as const).map((k) => (
                  <th key={k} scope="col" className={th}>
                    {t(`newsletter.recent.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {sends.map((s) => (
                <tr key={s._id}>
                  <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
                    {s.subject}
                  </th>
                  <td className="px-4 py-3 text-slate-700">
                    {s.audience === 'all' ? t('newsletter.recent.all') : t('newsletter.recent.one')}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    {s.createdAt
                      ? formatDate(s.createdAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
                      : ''}
                  </td>
                  <td className="px-4 py-3 text-slate-700">{t(`newsletter.recent.statuses.${s.status}`)}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    {t('newsletter.progress.counts', { sent: s.sent, total: s.total, failed: s.failed })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
