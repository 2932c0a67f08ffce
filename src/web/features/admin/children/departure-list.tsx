import type { Departure } from '~/shared/schemas/departure';
import { formatDate } from '~/shared/format';
import { useAdminT } from '../admin-i18n';

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-3 align-top';

/** Children who left and what their sponsor chose; a table that scrolls sideways on a phone. */
export function DepartureList({
  id,
  title,
  rows,
  empty,
}: {
  id: string;
  title: string;
  rows: Departure[];
  empty: string;
}) {
  const { t, i18n } = useAdminT('children');
  const lang = i18n.language as 'en' | 'fr' | 'rw';
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <div
          role="region"
          aria-labelledby={`${id}-heading`}
          tabIndex={0}
          className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
        >
          <table id={`${id}-table`} className="w-full min-w-[40rem] divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  {t('admin.overdueChild')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.overdueReason')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.overdueSince')}
                </th>
                <th scope="col" className={th}>
                  {t('admin.overdueSponsor')}
                </th>
                <th scope="col" className={th}>
                  {t('leaving.choice')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((d) => (
                <tr key={d._id}>
                  <td className={td}>{d.childName ?? '—'}</td>
                  <td className={td}>{t(`reasons.${d.reason}`)}</td>
                  <td className={td}>{formatDate(d.createdAt, lang, { dateStyle: 'medium' })}</td>
                  <td className={td}>
                    {d.sponsorEmail ? (
                      <>
                        {d.sponsorName}
                        <br />
                        <a className="text-brand-800 underline" href={`mailto:${d.sponsorEmail}`}>
                          {d.sponsorEmail}
                        </a>
                      </>
                    ) : (
                      t('leaving.noSponsor')
                    )}
                  </td>
                  <td className={td}>
                    {d.choice ? t(`choices.${d.choice}`) : d.sponsorEmail ? t('leaving.waiting') : '—'}
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
