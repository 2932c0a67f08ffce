import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import type { Route } from './+types/donations';
import { formatNumber, formatRwf } from '~/shared/format';
import { appContext } from '~/web/context';
import { ReloadFailed } from '~/web/features/admin/kit/reload-failed';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { Button } from '~/web/features/admin/kit/button';
import { ExportButton } from '~/web/features/admin/kit/export-button';
import { FilterBar, FilterSelect } from '~/web/features/admin/kit/filters';
import { EmptyState, ManagerPage } from '~/web/features/admin/kit/manager-page';
import { Figures, Panel } from '~/web/features/admin/kit/panel';
import { UrlPageNav } from '~/web/features/admin/kit/url-pages';
import { DonationTable } from '~/web/features/admin/donations/donation-table';
import { exportDonations } from '~/web/features/admin/donations/export';
import { donationContracts } from '~/shared/contracts/donations';
import { readPage } from '~/web/features/admin/kit/paged-list';
import {
  DONATIONS_PAGE_SIZE,
  donationMethodFilters,
  donationPeriods,
  donationTypeFilters,
  donationListQuery,
  readFilters,
} from '~/web/features/admin/donations/types';
import { useFilterUrl } from '~/web/features/admin/donations/use-filter-url';
import { DonationDetailDialog } from '~/web/features/admin/records/donation-detail';
import { OfflineGiftDialog } from '~/web/features/admin/records/offline-gift-form';
import { useOrgTimeZone } from '~/web/features/admin/records/time-zone';
import { useToast } from '~/web/features/admin/kit/toast';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const filters = readFilters(new URL(request.url).searchParams);
  // A page past the end (a shared link after deletions, a typed URL): show the last one.
  const { res, page } = await readPage(api, donationContracts.list, filters.page, {
    query: donationListQuery(filters),
    pageSize: DONATIONS_PAGE_SIZE,
  });
  filters.page = page;
  return { filters, page: res.status === 200 ? res.body : null };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'donations.title');

export default function DonationRecords() {
  const { filters: loaded, page } = useLoaderData<typeof loader>();
  const { t, i18n } = useAdminT('admin');
  const url = useFilterUrl(loaded);
  const { filters } = url;
  const revalidator = useRevalidator();
  const { toast, show } = useToast(5000);
  const [opened, setOpened] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  const timeZone = useOrgTimeZone();
  const records = useAdminT('records').t;
  const lang = i18n.language;
  const filtered = filters.period !== 'all' || filters.type !== 'all' || filters.method !== 'all';

  const select = (name: 'period' | 'type' | 'method', options: readonly string[], group: string) => (
    <FilterSelect
      label={t(`donations.${name}`)}
      value={filters[name]}
      onChange={(value) => url.set({ [name]: value === 'all' ? null : value })}
      options={options.map((o) => ({ value: o, label: t(`donations.${group}.${o}`) }))}
    />
  );

  return (
    <ManagerPage
      title={t('donations.title')}
      width=""
      toast={toast}
      action={
        <div className="flex flex-wrap gap-2">
          <Button tone="outline" size="sm" onClick={() => setRecording(true)}>
            {records('offline.open')}
          </Button>
          <ExportButton
            label={t('donations.export')}
            busyLabel={t('donations.exporting')}
            disabled={!page}
            download={() => exportDonations(loaded, t, timeZone)}
            onFailed={() => show(t('donations.exportFailed'), 'error')}
          />
        </div>
      }
      filters={
        <FilterBar className="sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,14rem))_auto]">
          {select('period', donationPeriods, 'periods')}
          {select('type', donationTypeFilters, 'types')}
          {select('method', donationMethodFilters, 'methods')}
          {filtered && (
            <Button tone="secondary" size="sm" onClick={() => url.set({ period: null, type: null, method: null })}>
              {t('donations.clearFilters')}
            </Button>
          )}
        </FilterBar>
      }
    >
      {!page ? (
        <div className="mt-6">
          <ReloadFailed title={t('donations.loadError')} />
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          <Panel title={t('donations.totals')} className="" titleClassName="sr-only">
            <Figures
              className="grid grid-cols-1 gap-4 sm:grid-cols-3"
              itemClassName="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              items={[
                ['totalDonations', formatRwf(page.totalAmount, lang)],
                ['donors', formatNumber(page.donors, lang)],
                ['records', formatNumber(page.total, lang)],
              ].map(([key, value]) => ({
                key: key!,
                label: t(`donations.${key}`),
                value,
                data: { 'data-total': key! },
              }))}
            />
          </Panel>
          <div aria-busy={url.loading || undefined}>
            {page.data.length === 0 ? (
              <EmptyState title={t('donations.empty')} text={t('donations.emptyHint')} />
            ) : (
              <DonationTable rows={page.data} onOpen={(r) => setOpened(r._id)} />
            )}
          </div>
          <UrlPageNav url={url} page={loaded.page} total={page.total} pageSize={DONATIONS_PAGE_SIZE} />
        </div>
      )}
      <DonationDetailDialog id={opened} onClose={() => setOpened(null)} />
      <OfflineGiftDialog
        open={recording}
        onClose={() => setRecording(false)}
        onSaved={(message) => {
          setRecording(false);
          show(message, 'success');
          void revalidator.revalidate();
        }}
      />
    </ManagerPage>
  );
}
