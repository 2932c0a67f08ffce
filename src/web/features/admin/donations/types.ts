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

/** The API query for the filters ("all" is left out). */
export function donationsQuery(f: DonationFilters, page = f.page, pageSize = DONATIONS_PAGE_SIZE): string {
  const q = new URLSearchParams();
  if (f.period !== 'all') q.set('period', f.period);
  if (f.type !== 'all') q.set('type', f.type);
  if (f.method !== 'all') q.set('method', f.method);
  q.set('page', String(page));
  q.set('pageSize', String(pageSize));
  return `/api/donations?${q}`;
}

export const typeKey = (type: DonationRow['type']) => (type === 'Monthly' ? 'monthly' : 'one-time');
