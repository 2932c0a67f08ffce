import { formatRwf } from '~/shared/format';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { Figures, Panel } from '../kit/panel';
import { formatChange, formatCount, formatUsdAmount } from './figures';
import { type Stats, type StatsCardKey, cardOrder } from './types';

const trendStyle = {
  up: 'bg-green-100 text-green-800',
  down: 'bg-red-100 text-red-800',
  flat: 'bg-slate-100 text-slate-700',
} as const;
const arrow = { up: '▲', down: '▼', flat: '■' } as const;

/** The six cards: this period's figure, the change against the previous one and its trend. */
export function SummaryCards({ cards }: { cards: Stats['cards'] }) {
  const { t, i18n } = useAdminT('admin');
  const lang = i18n.language;
  const value = (key: StatsCardKey, n: number) => (key === 'revenueRwf' ? formatRwf(n, lang) : formatCount(n, lang));
  return (
    <Panel title={t('analysis.summary')} className="" titleClassName="sr-only">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cardOrder.map((key) => {
          const c = cards[key];
          return (
            <li key={key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-card={key}>
              <h3 className="text-sm font-medium text-slate-600">{t(`analysis.cards.${key}`)}</h3>
              <p className="mt-2 text-3xl font-bold text-slate-900" data-testid={`card-${key}`}>
                {value(key, c.current)}
              </p>
              <p className="mt-1 text-xs text-slate-600">{t(`analysis.cardNotes.${key}`)}</p>
              <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
                <span
                  className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold ${trendStyle[c.change.trend]}`}
                  data-testid={`change-${key}`}
                >
                  <span aria-hidden="true">{arrow[c.change.trend]}</span>
                  <span className="sr-only">{t(`analysis.change.${c.change.trend}`)}</span>
                  {formatChange(c.change, t('analysis.change.new'), lang)}
                </span>
                <span className="text-slate-600">
                  {t('analysis.change.previous', { value: value(key, c.previous) })}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

/** Five tiles of what else the period holds; gift sales stay in USD, apart from RWF revenue. */
export function SummaryTiles({ tiles }: { tiles: Stats['tiles'] }) {
  const { t, i18n } = useAdminT('admin');
  const lang = i18n.language;
  const usd = formatUsdAmount(tiles.giftSalesUsd, lang);
  const items = [
    { key: 'giftSales', value: usd, note: t('analysis.tiles.giftOrders', { count: tiles.giftOrders }) },
    { key: 'averageDonation', value: formatRwf(tiles.averageDonationRwf, lang) },
    { key: 'donors', value: formatCount(tiles.donors, lang) },
    { key: 'applications', value: formatCount(tiles.applications, lang) },
    { key: 'subscribers', value: formatCount(tiles.subscribers, lang) },
  ];
  return (
    <Panel title={t('analysis.tiles.title')}>
      <Figures
        className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
        itemClassName="rounded-lg bg-slate-50 p-4"
        labelClassName="text-sm text-slate-600"
        valueClassName="mt-1 text-xl font-bold text-slate-900"
        items={items.map((i) => ({ ...i, label: t(`analysis.tiles.${i.key}`), data: { 'data-tile': i.key } }))}
      />
    </Panel>
  );
}
