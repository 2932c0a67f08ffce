import type { QueryOf } from '~/shared/contract';
import type { donationContracts } from '~/shared/contracts/donations';
import { type DonationRow, donationRecordMethods, donationTypes } from '~/shared/schemas/donation';

export const donationPeriods = ['all', '7d', '30d', '90d', '1y'] as const;
export const donationTypeFilters = ['all', ...donationTypes] as const;
export const donationMethodFilters = ['all', ...donationRecordMethods] as const;
export const DONATIONS_PAGE_SIZE = 20;

export interface DonationFilters {
  period: (typeof donationPeriods)[number];
  type: (typeof donationTypeFilters)[number];
  method: (typeof donationMethodFilters)[number];
  page: number;
}

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** The filters from the page's URL; anything unknown falls back to "all". */
export function readFilters(params: URLSearchParams): DonationFilters {
  return {
    period: pick(donationPeriods, params.get('period'), 'all'),
    type: pick(donationTypeFilters, params.get('type'), 'all'),
    method: pick(donationMethodFilters, params.get('method'), 'all'),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** The donations list's query (its contract's) for the filters ("all" is left out). */
export function donationListQuery(
  f: DonationFilters,
  page = f.page,
  pageSize = DONATIONS_PAGE_SIZE,
): QueryOf<typeof donationContracts.list> {
  return {
    ...(f.period === 'all' ? {} : { period: f.period }),
    ...(f.type === 'all' ? {} : { type: f.type }),
    ...(f.method === 'all' ? {} : { method: f.method }),
    page,
    pageSize,
  };
}

export const typeKey = (type: DonationRow['type']) => (type === 'Monthly' ? 'monthly' : 'one-time');
