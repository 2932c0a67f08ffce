import type { TFunction } from '~/shared/i18n/translator';
import { adminCall } from '~/web/features/admin/api';
import { donationContracts } from '~/shared/contracts/donations';
import { type Cell, downloadCsv } from '~/web/features/admin/analysis/csv';
import type { DonationRow } from '~/shared/schemas/donation';
import { zonedDateTime } from '~/shared/time-zone';
import { type DonationFilters, donationListQuery, typeKey } from './types';

const EXPORT_PAGE_SIZE = 100;

/** Every donation the filters shown select (all their pages), as a CSV download. */
export async function exportDonations(filters: DonationFilters, t: TFunction, timeZone: string): Promise<void> {
  const rows: DonationRow[] = [];
  for (let page = 1; ; page++) {
    const body = await adminCall(donationContracts.list, { query: donationListQuery(filters, page, EXPORT_PAGE_SIZE) });
    rows.push(...body.data);
    if (body.data.length === 0 || rows.length >= body.total) break;
  }
  const c = (k: string) => t(`donations.columns.${k}`);
  const table: Cell[][] = [
    [
      c('reference'),
      c('donor'),
      c('email'),
      c('anonymous'),
      c('offline'),
      `${c('amount')} (RWF)`,
      c('type'),
      c('method'),
      c('target'),
      `${c('date')} (${timeZone})`,
    ],
    ...rows.map((r) => [
      r.reference ?? r._id,
      r.donor,
      r.email,
      r.anonymous ? t('common.yes') : t('common.no'),
      r.offline ? t('common.yes') : t('common.no'),
      r.amount,
      t(`donations.types.${typeKey(r.type)}`),
      t(`donations.methods.${r.method}`),
      r.target ?? '',
      // The organisation's calendar and clock, never UTC.
      zonedDateTime(r.date, timeZone),
    ]),
  ];
  const parts = [filters.period, filters.type, filters.method].filter((p) => p !== 'all');
  downloadCsv(`donations${parts.length ? `-${parts.join('-')}` : ''}.csv`, table);
}
