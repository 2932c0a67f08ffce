import { formatDate } from '~/shared/format';
import { useAdminT } from '../admin-i18n';
import type { Subscription } from '~/shared/schemas/newsletter';

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const button = 'min-h-11 rounded-md px-4 text-sm font-semibold whitespace-nowrap';

export function SubscribersTable({
  rows,
  caption,
  onDelete,
  onSend,
}: {
  rows: Subscription[];
  caption: string;
  onDelete: (s: Subscription) => void;
  onSend: (s: Subscription) => void;
}) {
  const { t, i18n } = useAdminT('adminContent');
  return (
    // `relative` keeps the sr-only texts (absolutely positioned) inside the scroller, so
    // they do not widen the page on a phone.
    <div
      role="region"
      aria-label={t('common.tableScroll', { name: caption })}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[36rem] divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {t('newsletter.columns.email')}
            </th>
            <th scope="col" className={th}>
              {t('newsletter.columns.date')}
            </th>
            <th scope="col" className={th}>
              {t('newsletter.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((s) => (
            <tr key={s._id}>
              <th scope="row" className="px-4 py-3 text-left font-medium break-all text-slate-900">
                {s.email}
              </th>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDate(s.createdAt, i18n.language)}</td>
              <td className="px-4 py-3">
                <div className="flex gap-2">
                  {/* Send Email first: the everyday action before the destructive one. */}
                  <button
                    type="button"
                    onClick={() => onSend(s)}
                    className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
                  >
                    {t('newsletter.sendEmail')}
                    <span className="sr-only"> {s.email}</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(s)}
                    className={`${button} border border-red-300 text-red-800 hover:bg-red-50`}
                  >
                    {t('newsletter.delete')}
                    <span className="sr-only"> {s.email}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
