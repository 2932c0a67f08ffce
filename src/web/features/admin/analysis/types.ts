// Type-only: the API's own contract (zod-inferred), erased from the browser build.
import type { Stats } from '~/shared/schemas/analytics';

export type { Stats };
export type StatsCardKey = keyof Stats['cards'];
export type Period = Stats['period'];

export const periodOptions: readonly Period[] = ['7d', '30d', '90d', '1y'];
export const PERIOD_DAYS: Record<Period, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
export const cardOrder: readonly StatsCardKey[] = [
  'messages',
  'donations',
  'sponsorships',
  'catalogItems',
  'blogPosts',
  'revenueRwf',
];
export const isPeriod = (v: string | null): v is Period => periodOptions.includes(v as Period);
