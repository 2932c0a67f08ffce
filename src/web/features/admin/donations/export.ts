import type { TFunction } from 'i18next';
import { adminFetch } from '~/web/features/admin/api';
import { type Cell, downloadCsv } from '~/web/features/admin/analysis/csv';
import type { DonationPage, DonationRow } from '~/shared/schemas/donation';
import { type DonationFilters, donationsQuery, typeKey } from './types';

const EXPORT_PAGE_SIZE = 100;

/** Every donation the filters shown select (all their pages), as a CSV download. */
export async function exportDonations(filters: DonationFilters, t: TFunction): Promise<void> {
  const rows: DonationRow[] = [];
  for (let page = 1; ; page++) {
    const body = await adminFetch<DonationPage>(donationsQuery(filters, page, EXPORT_PAGE_SIZE));
    rows.push(...body.data);
    if (body.data.length === 0 || rows.length >= body.total) break;
  }
  const c = (k: string) => t(`donations.columns.${k}`);
  const table: Cell[][] = [
    [c('reference'), c('donor'), `${c('amount')} (RWF)`, c('type'), c('method'), c('target'), c('date')],
    ...rows.map((r) => [
      r.reference ?? r._id,
      r.donor,
      r.amount,
      t(`donations.types.${typeKey(r.type)}`),
      t(`donations.methods.${r.method}`),
      r.target ?? '',
      r.date,
    ]),
  ];
  const parts = [filters.period, filters.type, filters.method].filter((p) => p !== 'all');
  downloadCsv(`donations${parts.length ? `-${parts.join('-')}` : ''}.csv`, table);
}
