/**
 * The series behind the dashboard's charts (GET /api/stats), one row a day, week or month:
 * what is counted, then the amounts (francs, dollars). Without zod, so the browser's CSV
 * reads the same columns as the answer's schema (src/shared/schemas/analytics.ts).
 */
export const seriesCounts = [
  'messages',
  'donations',
  'sponsorships',
  'giftOrders',
  'applications',
  'subscribers',
] as const;
export const seriesKeys = [...seriesCounts, 'donationsRwf', 'sponsorshipsRwf', 'revenueRwf', 'giftSalesUsd'] as const;
export type SeriesKey = (typeof seriesKeys)[number];
