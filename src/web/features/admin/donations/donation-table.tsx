import { formatRwf } from '~/shared/format';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { formatStamp, useOrgTimeZone } from '~/web/features/admin/records/time-zone';
import { DonorMarks } from '~/web/features/admin/records/donor-marks';
import type { DonationRow } from '~/shared/schemas/donation';
import { columnsOf } from '../kit/columns';
import { type Column, DataTable } from '../kit/data-table';
import { typeKey } from './types';

/** A table on wide screens, a list of cards under 768 px. */
export function DonationTable({ rows, onOpen }: { rows: DonationRow[]; onOpen: (row: DonationRow) => void }) {
  const { t, i18n } = useAdminT('admin');
  const r2 = useAdminT('records').t;
  const lang = i18n.language;
  const timeZone = useOrgTimeZone();
  const column = columnsOf<DonationRow>((key) => t(`donations.columns.${key}`));
  const reference = column('reference', (r) => r.reference ?? r._id.slice(0, 8), {
    className: 'font-mono text-xs text-slate-600',
  });
  // Anonymous to the public, not to staff: the name, with the mark.
  const columns: Column<DonationRow>[] = [
    reference,
    column(
      'donor',
      (r) => (
        <>
          <button
            type="button"
            onClick={() => onOpen(r)}
            className="text-left font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
            aria-label={r2('detail.open', { donor: r.donor, reference: r.reference })}
          >
            {r.donor}
          </button>
          <DonorMarks anonymous={r.anonymous} offline={r.offline} />
        </>
      ),
      { rowHeader: true },
    ),
    column('amount', (r) => formatRwf(r.amount, lang), {
      align: 'right',
      card: 'aside',
      className: 'font-semibold whitespace-nowrap tabular-nums',
    }),
    column('type', (r) => t(`donations.types.${typeKey(r.type)}`)),
    column('method', (r) => t(`donations.methods.${r.method}`)),
    column('target', (r) => r.target, { className: 'text-slate-600', hideOnPhone: (r) => !r.target }),
    column('date', (r) => formatStamp(r.date, lang, timeZone), { className: 'whitespace-nowrap text-slate-600' }),
  ];
  return <DataTable rows={rows} columns={columns} caption={t('donations.caption')} rowName="donation" />;
}
