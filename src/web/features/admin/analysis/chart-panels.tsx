import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { type DateFormat, formatDate, formatRwf } from '~/shared/format';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { CompactTable } from '../kit/compact-table';
import { Panel as Card } from '../kit/panel';
import type { ChartRow, SeriesDef } from './charts';
import { bucketInstant, engagementTone, formatCount, formatUsdAmount, toneClass, toneColour } from './figures';
import type { Stats } from './types';

// Only the browser loads the charts, and only from this page (its own chunk, with recharts).
const charts = () => import('./charts');
const WeeklyChart = lazy(() => charts().then((m) => ({ default: m.WeeklyChart })));
const DistributionChart = lazy(() => charts().then((m) => ({ default: m.DistributionChart })));
const RevenueChart = lazy(() => charts().then((m) => ({ default: m.RevenueChart })));
const EngagementChart = lazy(() => charts().then((m) => ({ default: m.EngagementChart })));

const activitySeries = ['messages', 'donations', 'sponsorships', 'giftOrders', 'applications'] as const;
const revenueSeries = ['donationsRwf', 'sponsorshipsRwf', 'revenueRwf'] as const;

function Panel({
  id,
  title,
  note,
  chart,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  chart: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useAdminT('admin');
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  const placeholder = (
    <div className="flex h-[280px] items-center justify-center rounded-lg bg-slate-50 text-sm text-slate-600">
      {t('analysis.charts.loading')}
    </div>
  );
  return (
    <Card
      title={title}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data={{ 'data-chart': id }}
    >
      {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
      <div className="mt-4" role="img" aria-label={t('analysis.charts.chartOf', { title })}>
        {browser ? <Suspense fallback={placeholder}>{chart}</Suspense> : placeholder}
      </div>
      {children}
    </Card>
  );
}

function FiguresTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  const { t } = useAdminT('admin');
  const columns = head.map((header, i) => ({
    key: String(i),
    header,
    cell: (r: (string | number)[]) => r[i],
    rowHeader: i === 0,
    className: i === 0 ? 'whitespace-nowrap font-normal' : 'whitespace-nowrap tabular-nums',
  }));
  return (
    <details className="mt-4 text-sm">
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-700">
        {t('analysis.charts.figures')}
      </summary>
      <div className="mt-2">
        <CompactTable rows={rows} rowKey={(r) => String(r[0])} columns={columns} caption={caption} />
      </div>
    </details>
  );
}

/** Labels a bucket: "Nov 21", "Week of Nov 16", "Nov 2026". */
export function useBucketLabel(bucket: Stats['bucket']) {
  const { t, i18n } = useAdminT('admin');
  const opts: DateFormat =
    bucket === 'month' ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' };
  return (key: string) =>
    t(`analysis.bucketLabel.${bucket}`, { date: formatDate(bucketInstant(key), i18n.language, opts) });
}

export function ChartPanels({ stats }: { stats: Stats }) {
  const { t, i18n } = useAdminT('admin');
  const lang = i18n.language;
  const label = useBucketLabel(stats.bucket);
  const rows: ChartRow[] = stats.series.map((s) => ({ ...s, label: label(s.bucket) }));
  const seriesOf = (keys: readonly string[]): SeriesDef[] =>
    keys.map((key) => ({ key, label: t(`analysis.series.${key}`) }));
  const slices = stats.distribution
    .filter((d) => d.value > 0)
    .map((d) => ({ label: t(`analysis.series.${d.key}`), value: d.value }));
  const engagement = stats.engagement.map((e) => ({ ...e, label: t(`analysis.engagement.${e.key}`) }));
  const bars = engagement.flatMap((e) =>
    e.value === null ? [] : [{ label: e.label, value: e.value, colour: toneColour[engagementTone(e.value)] }],
  );
  const rwf = (n: number) => formatRwf(n, lang);
  const when = t('analysis.charts.when');

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel
        id="chart-weekly"
        title={t('analysis.charts.weekly')}
        note={t('analysis.charts.weeklyNote', { bucket: t(`analysis.charts.buckets.${stats.bucket}`) })}
        chart={<WeeklyChart rows={rows} series={seriesOf(activitySeries)} />}
      >
        <FiguresTable
          caption={t('analysis.charts.weekly')}
          head={[when, ...activitySeries.map((k) => t(`analysis.series.${k}`))]}
          rows={stats.series.map((s) => [label(s.bucket), ...activitySeries.map((k) => formatCount(s[k], lang))])}
        />
      </Panel>
      <Panel
        id="chart-distribution"
        title={t('analysis.charts.distribution')}
        chart={
          slices.length ? (
            <DistributionChart slices={slices} />
          ) : (
            <p className="flex h-[280px] items-center justify-center text-slate-600">
              {t('analysis.charts.noActivity')}
            </p>
          )
        }
      >
        <FiguresTable
          caption={t('analysis.charts.distribution')}
          head={[t('analysis.charts.activity'), t('analysis.charts.count')]}
          rows={stats.distribution.map((d) => [t(`analysis.series.${d.key}`), formatCount(d.value, lang)])}
        />
      </Panel>
      <Panel
        id="chart-revenue"
        title={t('analysis.charts.revenue')}
        note={t('analysis.charts.revenueNote')}
        chart={
          <RevenueChart
            rows={rows}
            series={seriesOf(revenueSeries)}
            format={rwf}
            compact={(n) => new Intl.NumberFormat(lang, { notation: 'compact' }).format(n)}
          />
        }
      >
        <FiguresTable
          caption={t('analysis.charts.revenue')}
          head={[when, ...revenueSeries.map((k) => t(`analysis.series.${k}`)), t('analysis.series.giftSalesUsd')]}
          rows={stats.series.map((s) => [
            label(s.bucket),
            ...revenueSeries.map((k) => rwf(s[k])),
            formatUsdAmount(s.giftSalesUsd, lang),
          ])}
        />
      </Panel>
      <Panel
        id="chart-engagement"
        title={t('analysis.charts.engagement')}
        note={t('analysis.charts.engagementNote')}
        chart={<EngagementChart bars={bars} />}
      >
        <ul className="mt-4 space-y-2 text-sm" aria-label={t('analysis.charts.engagement')}>
          {engagement.map((e) => {
            const tone = e.value === null ? null : engagementTone(e.value);
            return (
              <li key={e.key} className="flex items-center gap-3" data-engagement={e.key}>
                <span
                  aria-hidden="true"
                  data-tone={tone ?? 'none'}
                  className={`h-3 w-3 shrink-0 rounded-full ${tone ? toneClass[tone] : 'bg-slate-300'}`}
                />
                <span className="flex-1">{e.label}</span>
                <span className="font-semibold tabular-nums">
                  {e.value === null ? t('analysis.engagement.noData') : `${e.value}%`}
                  {tone && <span className="sr-only"> ({t(`analysis.engagement.levels.${tone}`)})</span>}
                </span>
              </li>
            );
          })}
        </ul>
      </Panel>
    </div>
  );
}
