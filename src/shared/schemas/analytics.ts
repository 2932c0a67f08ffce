import { z } from 'zod';
import { seriesCounts, seriesKeys } from '~/shared/analytics-series';

/** The analytics periods: calendar days in the organisation's time zone, ending now (see src/server/giving/analytics/period.ts). */
export const periods = ['7d', '30d', '90d', '1y'] as const;
export type Period = (typeof periods)[number];

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const statsQuerySchema = z.object({
  period: z.preprocess(blankToUndefined, z.enum(periods).default('7d')),
});

const change = z.object({
  percent: z.number().nullable().describe('null: nothing in the previous period, something now ("New")'),
  trend: z.enum(['up', 'down', 'flat']),
});
const card = z.object({ current: z.number(), previous: z.number(), change });
const range = z.object({ from: z.iso.datetime(), to: z.iso.datetime() });
/** The same schema under each key. */
const each = <K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) =>
  Object.fromEntries(keys.map((k) => [k, schema])) as Record<K, S>;

export const cardKeys = ['messages', 'donations', 'sponsorships', 'catalogItems', 'blogPosts', 'revenueRwf'] as const;
/** The distribution: what the series counts, and the blog posts. */
export const activityKeys = [...seriesCounts, 'blogPosts'] as const;
export const engagementKeys = [
  'messagesRead',
  'messagesResponded',
  'paymentsApproved',
  'monthlyDonations',
  'childrenSponsored',
] as const;

export const statsSchema = z.object({
  period: z.enum(periods),
  timeZone: z.string(),
  bucket: z.enum(['day', 'week', 'month']),
  current: range,
  previous: range,
  /** Counts in the period; revenueRwf is donations plus sponsorship payments, in francs. */
  cards: z.object(each(cardKeys, card)),
  series: z.array(z.object({ bucket: z.iso.date(), ...each(seriesKeys, z.number()) })),
  distribution: z.array(z.object({ key: z.enum(activityKeys), value: z.number() })),
  engagement: z.array(z.object({ key: z.enum(engagementKeys), value: z.number().nullable() })),
  top: z.object({
    gifts: z.array(z.object({ _id: z.uuid().nullable(), name: z.string(), units: z.number(), salesUsd: z.number() })),
    children: z.array(z.object({ _id: z.uuid(), name: z.string(), payments: z.number(), amountRwf: z.number() })),
    posts: z.array(
      z.object({ _id: z.uuid(), title: z.string(), date: z.iso.datetime(), type: z.enum(['article', 'video']) }),
    ),
  }),
  /** Payments now waiting for the payer (any age), and those failed or expired in the period. */
  payments: z.object({ pending: z.number(), failed: z.number() }),
  tiles: z.object({
    giftSalesUsd: z.number(),
    giftOrders: z.number(),
    averageDonationRwf: z.number(),
    donors: z.number(),
    applications: z.number(),
    subscribers: z.number(),
  }),
});

export type Stats = z.infer<typeof statsSchema>;
/** GET /api/stats. */
export const statsAnswerSchema = z.strictObject({ data: statsSchema });
export type StatsCardKey = (typeof cardKeys)[number];
export type ActivityKey = (typeof activityKeys)[number];
export type EngagementKey = (typeof engagementKeys)[number];
