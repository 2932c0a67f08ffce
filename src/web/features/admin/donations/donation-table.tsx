import { formatRwf } from '~/shared/format';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { formatStamp, useOrgTimeZone } from '~/web/features/admin/records/time-zone';
import { DonorMarks } from '~/web/features/admin/records/donor-marks';
import type { DonationRow } from '~/shared/schemas/donation';
import { typeKey } from './types';

/** A table on wide screens, a list of cards under 768 px. */
export function DonationTable({ rows, onOpen }: { rows: DonationRow[]; onOpen: (row: DonationRow) => void }) {
  const { t, i18n } = useAdminT('admin');
  const r2 = useAdminT('records').t;
  const lang = i18n.language;
  const timeZone = useOrgTimeZone();
  const c = (k: string) => t(`donations.columns.${k}`);
  // Anonymous to the public, not to staff: the name, with the mark.
  const donor = (r: DonationRow) => (
    <button
      type="button"
      onClick={() => onOpen(r)}
      className="text-left font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
      aria-label={r2('detail.open', { donor: r.donor, reference: r.reference })}
    >
      {r.donor}
    </button>
  );
  const when = (r: DonationRow) => formatStamp(r.date, lang, timeZone);
  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{t('donations.caption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {['reference', 'donor', 'amount', 'type', 'method', 'target', 'date'].map((k) => (
              <th key={k} scope="col" className={`px-4 py-3 font-semibold ${k === 'amount' ? 'text-right' : ''}`}>
                {c(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r._id} data-donation={r._id}>
              <td className="px-4 py-3 font-mono text-xs text-slate-600">{r.reference ?? r._id.slice(0, 8)}</td>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {donor(r)}
                <DonorMarks anonymous={r.anonymous} offline={r.offline} />
              </th>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                {formatRwf(r.amount, lang)}
              </td>
              <td className="px-4 py-3">{t(`donations.types.${typeKey(r.type)}`)}</td>
              <td className="px-4 py-3">{t(`donations.methods.${r.method}`)}</td>
              <td className="px-4 py-3 text-slate-600">{r.target}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">{when(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label={t('donations.caption')}>
        {rows.map((r) => (
          <li key={r._id} className="p-4" data-donation={r._id}>
            <div className="flex items-baseline justify-between gap-3">
              <p className="font-semibold text-slate-900">
                {donor(r)}
                <DonorMarks anonymous={r.anonymous} offline={r.offline} />
              </p>
              <p className="font-bold whitespace-nowrap tabular-nums">{formatRwf(r.amount, lang)}</p>
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{c('type')}</dt>
              <dd>{t(`donations.types.${typeKey(r.type)}`)}</dd>
              <dt className="text-slate-600">{c('method')}</dt>
              <dd>{t(`donations.methods.${r.method}`)}</dd>
              {r.target && (
                <>
                  <dt className="text-slate-600">{c('target')}</dt>
                  <dd>{r.target}</dd>
                </>
              )}
              <dt className="text-slate-600">{c('date')}</dt>
              <dd>{when(r)}</dd>
              <dt className="text-slate-600">{c('reference')}</dt>
              <dd className="font-mono text-xs">{r.reference ?? r._id.slice(0, 8)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
