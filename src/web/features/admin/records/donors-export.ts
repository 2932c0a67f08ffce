import type { TFunction } from '~/shared/i18n/translator';
import { donorContracts } from '~/shared/contracts/donors';
import type { DonorPage } from '~/shared/schemas/donor';
import { zonedDateTime } from '~/shared/time-zone';
import { type Cell, downloadCsv } from '~/web/features/admin/analysis/csv';
import { adminCall } from '~/web/features/admin/api';

export const DONORS_PAGE_SIZE = 20;

/** The query of the donors screen's address: the search, the page (both left out when default). */
export function donorsSearch(q: string, page: number): string {
  const s = new URLSearchParams();
  if (q) s.set('q', q);
  if (page > 1) s.set('page', String(page));
  return s.toString();
}

/** The donors the search selects (all pages) as CSV; dates in the organisation's time zone. */
export async function donorsCsv(q: string, t: TFunction, timeZone: string): Promise<Cell[][]> {
  const rows: DonorPage['data'] = [];
  for (let page = 1; ; page++) {
    const body = await adminCall(donorContracts.list, { query: { q, page, pageSize: 100 } });
    rows.push(...body.data);
    if (body.data.length === 0 || rows.length >= body.total) break;
  }
  const c = (k: string) => t(`donors.columns.${k}`);
  return [
    [
      c('name'),
      c('email'),
      c('phone'),
      c('anonymous'),
      c('gifts'),
      `${c('totalRwf')} (RWF)`,
      `${c('totalUsd')} (USD)`,
      `${c('firstGift')} (${timeZone})`,
      `${c('lastGift')} (${timeZone})`,
    ],
    ...rows.map((d) => [
      d.name,
      d.email,
      d.phone,
      d.anonymous ? t('marks.yes') : t('marks.no'),
      d.gifts,
      d.totalRwf,
      d.totalUsd,
      zonedDateTime(d.firstGift, timeZone),
      zonedDateTime(d.lastGift, timeZone),
    ]),
  ];
}

export async function exportDonors(q: string, t: TFunction, timeZone: string): Promise<void> {
  downloadCsv(`donors${q ? '-search' : ''}.csv`, await donorsCsv(q, t, timeZone));
}
