import { seriesKeys } from '~/shared/analytics-series';
import type { TFunction } from '~/shared/i18n/translator';
import type { Cell } from './csv';
import { type Stats, cardOrder } from './types';

/**
 * The CSV of what the dashboard shows for a period: the cards with their changes, the
 * series behind the charts, the distribution, engagement, top content and tiles.
 * Amounts are plain numbers (RWF francs, USD dollars) so a spreadsheet can add them.
 */
export function statsCsvRows(stats: Stats, t: TFunction, bucketLabel: (bucket: string) => string): Cell[][] {
  const c = (key: string) => t(`analysis.csv.${key}`);
  const s = (key: string) => t(`analysis.series.${key}`);
  return [
    [t('analysis.title')],
    [c('period'), t(`analysis.periods.${stats.period}`)],
    [c('from'), stats.current.from],
    [c('to'), stats.current.to],
    [],
    [c('metric'), c('current'), c('previous'), c('change')],
    ...cardOrder.map((k) => {
      const card = stats.cards[k];
      // The change as a number a spreadsheet can use; "New" when there was nothing before.
      return [t(`analysis.cards.${k}`), card.current, card.previous, card.change.percent ?? t('analysis.change.new')];
    }),
    [],
    [t('analysis.charts.when'), ...seriesKeys.map(s)],
    ...stats.series.map((row) => [bucketLabel(row.bucket), ...seriesKeys.map((k) => row[k])]),
    [],
    [t('analysis.charts.activity'), t('analysis.charts.count')],
    ...stats.distribution.map((d) => [s(d.key), d.value]),
    [],
    [c('metric'), c('engagementPercent')],
    ...stats.engagement.map((e) => [t(`analysis.engagement.${e.key}`), e.value]),
    [],
    [c('section'), c('item'), c('measure'), c('amount')],
    ...stats.top.gifts.map((g) => [t('analysis.top.gifts'), g.name, g.units, g.salesUsd]),
    ...stats.top.children.map((k) => [t('analysis.top.children'), k.name, k.payments, k.amountRwf]),
    ...stats.top.posts.map((p) => [t('analysis.top.posts'), p.title, t(`analysis.top.types.${p.type}`), p.date]),
    [],
    [c('metric'), c('value')],
    [t('analysis.tiles.giftSales'), stats.tiles.giftSalesUsd],
    [s('giftOrders'), stats.tiles.giftOrders],
    [t('analysis.tiles.averageDonation'), stats.tiles.averageDonationRwf],
    [t('analysis.tiles.donors'), stats.tiles.donors],
    [t('analysis.tiles.applications'), stats.tiles.applications],
    [t('analysis.tiles.subscribers'), stats.tiles.subscribers],
  ];
}
