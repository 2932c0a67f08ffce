import { formatDate } from '~/shared/format';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import type { Application } from '~/shared/schemas/application';
import { fullName } from './types';

/** A calendar date ('YYYY-MM-DD') shown as a date, whatever the viewer's zone. */
export const formatDay = (day: string, lang: string) => formatDate(`${day}T12:00:00Z`, lang);

const action = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-semibold';

export function ApplicationTable({
  rows,
  deleting,
  onView,
  onDelete,
}: {
  rows: Application[];
  deleting: string | null;
  onView: (a: Application) => void;
  onDelete: (a: Application) => void;
}) {
  const { t, i18n } = useAdminT('admin');
  const lang = i18n.language;
  const c = (k: string) => t(`applications.columns.${k}`);
  const skill = (a: Application) => a.skillsInterests?.name ?? t('applications.noSkill');
  const actions = (a: Application) => (
    <div className="flex gap-2">
      <button
        type="button"
        onClick={() => onView(a)}
        aria-label={t('applications.viewLabel', { name: fullName(a) })}
        className={`${action} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
      >
        {t('applications.view')}
      </button>
      <button
        type="button"
        onClick={() => onDelete(a)}
        disabled={deleting !== null}
        aria-label={t('applications.deleteLabel', { name: fullName(a) })}
        className={`${action} bg-red-700 text-white hover:bg-red-800 disabled:opacity-60`}
      >
        {deleting === a._id ? t('applications.deleting') : t('applications.delete')}
      </button>
    </div>
  );
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{t('applications.caption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {['applicant', 'contact', 'skills', 'availability', 'location', 'applied', 'actions'].map((k) => (
              <th key={k} scope="col" className="px-4 py-3 font-semibold">
                {c(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((a) => (
            <tr key={a._id} data-application={a._id}>
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                {fullName(a)}
              </th>
              <td className="px-4 py-3">
                <span className="block break-all">{a.email}</span>
                {a.phone && <span className="block text-slate-600">{a.phone}</span>}
              </td>
              <td className="px-4 py-3">{skill(a)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDay(a.availabilityDate, lang)}</td>
              <td className="px-4 py-3">{a.country}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(a.createdAt, lang)}</td>
              <td className="px-4 py-3">{actions(a)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label={t('applications.caption')}>
        {rows.map((a) => (
          <li key={a._id} className="p-4" data-application={a._id}>
            <p className="font-semibold text-slate-900">{fullName(a)}</p>
            <p className="text-sm break-all text-slate-700">{a.email}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{c('skills')}</dt>
              <dd>{skill(a)}</dd>
              <dt className="text-slate-600">{c('availability')}</dt>
              <dd>{formatDay(a.availabilityDate, lang)}</dd>
              <dt className="text-slate-600">{c('location')}</dt>
              <dd>{a.country}</dd>
              <dt className="text-slate-600">{c('applied')}</dt>
              <dd>{formatDate(a.createdAt, lang)}</dd>
            </dl>
            <div className="mt-3">{actions(a)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
