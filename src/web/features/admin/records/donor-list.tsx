import { Link } from 'react-router';
import { formatRwf, formatUsd } from '~/shared/format';
import type { Donor } from '~/shared/schemas/donor';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { columnsOf } from '../kit/columns';
import { DataTable } from '../kit/data-table';
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
  const column = columnsOf<Donor>((key) => t(`donors.columns.${key}`));
  const columns = [
    column(
      'name',
      (d) => (
        <>
          <Link
            to={open(d)}
            className="font-medium text-brand-800 underline underline-offset-2"
            preventScrollReset={false}
          >
            {d.name}
          </Link>
          <DonorMarks anonymous={d.anonymous} />
        </>
      ),
      { rowHeader: true },
    ),
    column(
      'email',
      (d) => (
        <a href={mailtoHref(d.email)} className="underline">
          {d.email}
        </a>
      ),
      { className: 'break-all' },
    ),
    column('phone', (d) => d.phone || '—', { className: 'whitespace-nowrap' }),
    column('gifts', (d) => d.gifts, { className: 'tabular-nums', card: 'hide' }),
    column(
      'total',
      (d) =>
        [d.totalRwf ? formatRwf(d.totalRwf, lang) : null, d.totalUsd ? formatUsd(d.totalUsd, lang) : null]
          .filter(Boolean)
          .join(' + '),
      { className: 'font-semibold whitespace-nowrap tabular-nums' },
    ),
    column('lastGift', (d) => formatStamp(d.lastGift, lang, timeZone), {
      className: 'whitespace-nowrap text-slate-600',
    }),
  ];
  return (
    <DataTable
      rows={donors}
      columns={columns}
      caption={t('donors.caption')}
      rowProps={(d) => ({ 'data-donor': d.email, 'data-supporter': d._id })}
    />
  );
}
