import { buttonClass } from '~/web/features/admin/kit/button';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import type { Route } from './+types/donations';
import { formatNumber, formatRwf } from '~/shared/format';
import { SelectField } from '~/web/components/field';
import { appContext } from '~/web/context';
import { LoadFailed } from '~/web/features/admin/kit/list-panel';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/page-meta';
import { DownloadIcon } from '~/web/features/admin/analysis/download-icon';
import { DonationTable } from '~/web/features/admin/donations/donation-table';
import { exportDonations } from '~/web/features/admin/donations/export';
import type { DonationPage } from '~/shared/schemas/donation';
import {
  DONATIONS_PAGE_SIZE,
  donationMethodFilters,
  donationPeriods,
  donationTypeFilters,
  donationsQuery,
  readFilters,
} from '~/web/features/admin/donations/types';
import { useFilterUrl } from '~/web/features/admin/donations/use-filter-url';
import { Pagination } from '~/web/features/admin/pagination';
import { DonationDetailDialog } from '~/web/features/admin/records/donation-detail';
import { OfflineGiftDialog } from '~/web/features/admin/records/offline-gift-form';
import { useOrgTimeZone } from '~/web/features/admin/records/time-zone';
import { ToastRegion, useToast } from '~/web/features/admin/toast';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const filters = readFilters(new URL(request.url).searchParams);
  let res = await api.get<DonationPage>(donationsQuery(filters));
  // A page past the end (a shared link after deletions, a typed URL): show the last one.
  const last = res.status === 200 ? Math.max(1, Math.ceil(res.body.total / DONATIONS_PAGE_SIZE)) : 1;
  if (res.status === 200 && filters.page > last) {
    filters.page = last;
    res = await api.get<DonationPage>(donationsQuery(filters));
  }
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
  const [exporting, setExporting] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  const timeZone = useOrgTimeZone();
  const records = useAdminT('records').t;
  const lang = i18n.language;
  const filtered = filters.period !== 'all' || filters.type !== 'all' || filters.method !== 'all';

  async function onExport() {
    setExporting(true);
    try {
      await exportDonations(loaded, t, timeZone);
    } catch (error) {
      console.error(error);
      show(t('donations.exportFailed'), 'error');
    } finally {
      setExporting(false);
    }
  }

  const select = (name: 'period' | 'type' | 'method', options: readonly string[], group: string) => (
    <SelectField
      label={t(`donations.${name}`)}
      value={filters[name]}
      onChange={(e) => url.set({ [name]: e.target.value === 'all' ? null : e.target.value })}
      className="min-w-40 flex-1 sm:flex-none"
    >
      {options.map((o) => (
        <option key={o} value={o}>
          {t(`donations.${group}.${o}`)}
        </option>
      ))}
    </SelectField>
  );

  const pages = page ? Math.max(1, Math.ceil(page.total / DONATIONS_PAGE_SIZE)) : 1;
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('donations.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setRecording(true)}
            className={buttonClass({ tone: 'outline', size: 'sm' })}
          >
            {records('offline.open')}
          </button>
          <button
            type="button"
            onClick={onExport}
            disabled={!page || exporting}
            className={buttonClass({ tone: 'primary', size: 'sm' })}
          >
            <DownloadIcon />
            {exporting ? t('donations.exporting') : t('donations.export')}
          </button>
        </div>
      </div>

      <section aria-labelledby="donation-filters" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="donation-filters" className="sr-only">
          {t('donations.filters')}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          {select('period', donationPeriods, 'periods')}
          {select('type', donationTypeFilters, 'types')}
          {select('method', donationMethodFilters, 'methods')}
          {filtered && (
            <button
              type="button"
              onClick={() => url.set({ period: null, type: null, method: null })}
              className={buttonClass({ tone: 'secondary', size: 'sm' })}
            >
              {t('donations.clearFilters')}
            </button>
          )}
        </div>
      </section>

      {!page ? (
        <LoadFailed
          title={t('donations.loadError')}
          retry={t('common.tryAgain')}
          onRetry={() => void revalidator.revalidate()}
        />
      ) : (
        <>
          <section aria-labelledby="donation-totals">
            <h2 id="donation-totals" className="sr-only">
              {t('donations.totals')}
            </h2>
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              {[
                ['totalDonations', formatRwf(page.totalAmount, lang)],
                ['donors', formatNumber(page.donors, lang)],
                ['records', formatNumber(page.total, lang)],
              ].map(([key, value]) => (
                <div key={key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-total={key}>
                  <dt className="text-sm font-medium text-slate-600">{t(`donations.${key}`)}</dt>
                  <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div
            className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            aria-busy={url.loading || undefined}
          >
            {page.data.length === 0 ? (
              <div className="p-10 text-center">
                <p className="text-lg font-semibold text-slate-900">{t('donations.empty')}</p>
                <p className="mt-1 text-slate-600">{t('donations.emptyHint')}</p>
              </div>
            ) : (
              <DonationTable rows={page.data} onOpen={(r) => setOpened(r._id)} />
            )}
          </div>
          <Pagination
            page={Math.min(loaded.page, pages)}
            pages={pages}
            onPage={(p) => url.set({ page: p === 1 ? null : p })}
            labels={{
              nav: t('pagination.nav'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: (p, n) => t('pagination.page', { page: p, pages: n }),
            }}
          />
        </>
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
      <ToastRegion toast={toast} />
    </div>
  );
}
