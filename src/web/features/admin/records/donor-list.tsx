import { Link } from 'react-router';
import { formatRwf, formatUsd } from '~/shared/format';
import type { Donor } from '~/shared/schemas/donor';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { DonorMarks } from './donor-marks';
import { formatStamp, useOrgTimeZone } from './time-zone';
import { mailtoHref } from '~/web/components/mailto';

/** Donors as a table on wide screens, cards under 768 px; each name opens the donor's record. */
export function DonorList({ donors, q, page }: { donors: Donor[]; q: string; page: number }) {
  const { t, i18n } = useAdminT('records');
  const lang = i18n.language;
  const timeZone = useOrgTimeZone();
  const open = (d: Donor) => {
    const s = new URLSearchParams({ email: d.email });
    if (q) s.set('q', q);
    if (page > 1) s.set('page', String(page));
    return `?${s}`;
  };
  const name = (d: Donor) => (
    <>
      <Link to={open(d)} className="font-medium text-brand-800 underline underline-offset-2" preventScrollReset={false}>
        {d.name}
      </Link>
      <DonorMarks anonymous={d.anonymous} />
    </>
  );
  const totals = (d: Donor) =>
    [d.totalRwf ? formatRwf(d.totalRwf, lang) : null, d.totalUsd ? formatUsd(d.totalUsd, lang) : null]
      .filter(Boolean)
      .join(' + ');
  const c = (k: string) => t(`donors.columns.${k}`);
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{t('donors.caption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {['name', 'email', 'phone', 'gifts', 'total', 'lastGift'].map((k) => (
              <th key={k} scope="col" className="px-4 py-3 font-semibold">
                {c(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {donors.map((d) => (
            <tr key={d.email} data-donor={d.email}>
              <th scope="row" className="px-4 py-3">
                {name(d)}
              </th>
              <td className="px-4 py-3 break-all">
                <a href={mailtoHref(d.email)} className="underline">
                  {d.email}
                </a>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{d.phone || '—'}</td>
              <td className="px-4 py-3 tabular-nums">{d.gifts}</td>
              <td className="px-4 py-3 font-semibold whitespace-nowrap tabular-nums">{totals(d)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatStamp(d.lastGift, lang, timeZone)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label={t('donors.caption')}>
        {donors.map((d) => (
          <li key={d.email} className="p-4" data-donor={d.email}>
            <p>{name(d)}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{c('email')}</dt>
              <dd className="break-all">{d.email}</dd>
              <dt className="text-slate-600">{c('phone')}</dt>
              <dd>{d.phone || '—'}</dd>
              <dt className="text-slate-600">{c('total')}</dt>
              <dd className="font-semibold">{totals(d)}</dd>
              <dt className="text-slate-600">{c('lastGift')}</dt>
              <dd>{formatStamp(d.lastGift, lang, timeZone)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
