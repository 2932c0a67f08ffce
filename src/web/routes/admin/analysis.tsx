import { useLoaderData, useLocation, useNavigation, useRevalidator } from 'react-router';
import type { Route } from './+types/analysis';
import { formatDate } from '~/shared/format';
import { appContext } from '~/web/context';
import { call } from '~/web/api/client';
import { analyticsContracts } from '~/shared/contracts/analytics';
import { ReloadFailed } from '~/web/features/admin/kit/reload-failed';
import { ChoiceField } from '~/web/features/admin/kit/choice-field';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { ChartPanels, useBucketLabel } from '~/web/features/admin/analysis/chart-panels';
import { downloadCsv } from '~/web/features/admin/analysis/csv';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { statsCsvRows } from '~/web/features/admin/analysis/stats-csv';
import { PaymentCounts } from '~/web/features/admin/analysis/payment-counts';
import { RecurringRevenueCard, recurringRevenue } from '~/web/features/admin/recurring/revenue-card';
import { SummaryCards, SummaryTiles } from '~/web/features/admin/analysis/summary-cards';
import { TopContent } from '~/web/features/admin/analysis/top-content';
import { PERIOD_DAYS, isPeriod, periodOptions } from '~/web/features/admin/analysis/types';
import { useUrlState } from '~/web/features/admin/kit/pagination';
import { ExportButton } from '~/web/features/admin/kit/export-button';
import { ManagerPage } from '~/web/features/admin/kit/manager-page';

export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('period');
  const period = isPeriod(asked) ? asked : '7d';
  const { api } = context.get(appContext);
  const [res, revenue] = await Promise.all([
    call(api, analyticsContracts.stats, { query: { period } }),
    recurringRevenue(api),
  ]);
  if (res.status !== 200) return { period, stats: null, revenue };
  return { period, stats: res.body.data, revenue };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'analysis.title');

export default function Analysis() {
  const { period, stats, revenue } = useLoaderData<typeof loader>();
  const { t, i18n } = useAdminT('admin');
  const url = useUrlState();
  const revalidator = useRevalidator();
  const bucketLabel = useBucketLabel(stats?.bucket ?? 'day');
  const lang = i18n.language;
  // While the new period loads, the selector already shows it.
  const location = useLocation();
  const navigation = useNavigation();
  const pending =
    navigation.location?.pathname === location.pathname
      ? new URLSearchParams(navigation.location.search).get('period') || '7d'
      : null;
  const selected = isPeriod(pending) ? pending : period;

  function exportCsv() {
    if (!stats) return;
    downloadCsv(`analytics-${stats.period}-${stats.current.to.slice(0, 10)}.csv`, statsCsvRows(stats, t, bucketLabel));
  }

  return (
    <ManagerPage
      title={t('analysis.title')}
      intro={
        stats &&
        t('analysis.range', {
          from: formatDate(stats.current.from, lang, { dateStyle: 'medium', timeZone: stats.timeZone }),
          to: formatDate(stats.current.to, lang, { dateStyle: 'medium', timeZone: stats.timeZone }),
          zone: stats.timeZone,
          days: PERIOD_DAYS[stats.period],
        })
      }
      width=""
      action={
        <div className="flex flex-wrap items-end gap-3">
          <ChoiceField
            label={t('analysis.period')}
            value={selected}
            onChange={(e) => url.set({ period: e.target.value === '7d' ? null : e.target.value })}
            className="w-48"
            choices={periodOptions}
            words={(p) => t(`analysis.periods.${p}`)}
          />
          <ExportButton
            label={t('analysis.export')}
            ariaLabel={t('analysis.exportLabel')}
            disabled={!stats}
            download={exportCsv}
          />
        </div>
      }
    >
      <div className="mt-6">
        {!stats ? (
          <ReloadFailed title={t('analysis.loadError')} />
        ) : (
          <div
            className="space-y-6"
            aria-busy={navigation.state === 'loading' || revalidator.state === 'loading' || undefined}
          >
            <SummaryCards cards={stats.cards} />
            <PaymentCounts payments={stats.payments} />
            {revenue && <RecurringRevenueCard revenue={revenue} />}
            <ChartPanels stats={stats} />
            <TopContent top={stats.top} />
            <SummaryTiles tiles={stats.tiles} />
          </div>
        )}
      </div>
    </ManagerPage>
  );
}
