import { useState } from 'react';
import { Form, Link, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/donors';
import type { DonorPage, DonorRecord } from '~/shared/schemas/donor';
import { SEARCH_MAX_LENGTH, searchText } from '~/shared/search-text';
import { Alert } from '~/web/components/alert';
import { TextField } from '~/web/components/field';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { DownloadIcon } from '~/web/features/admin/analysis/download-icon';
import { adminPageMeta } from '~/web/features/admin/page-meta';
import { DonorList } from '~/web/features/admin/records/donor-list';
import { DonorStatement } from '~/web/features/admin/records/donor-statement';
import { DONORS_PAGE_SIZE, donorsSearch, exportDonors } from '~/web/features/admin/records/donors-export';
import { useOrgTimeZone } from '~/web/features/admin/records/time-zone';
import { ToastRegion, useToast } from '~/web/features/admin/toast';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const q = searchText(params.get('q'), SEARCH_MAX_LENGTH);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const email = params.get('email');
  const [list, record] = await Promise.all([
    api.get<DonorPage>(`/api/donors?${donorsSearch(q, page, DONORS_PAGE_SIZE)}`),
    email ? api.get<{ data: DonorRecord }>(`/api/donors/record?${new URLSearchParams({ email })}`) : null,
  ]);
  return {
    q,
    page,
    donors: list.status === 200 ? list.body : null,
    record: record?.status === 200 ? record.body.data : null,
    recordMissing: record !== null && record.status !== 200,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'donors.title', 'records');

const button =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold disabled:opacity-60';

/** Donors: who gave (donations, sponsorships, gift orders, offline gifts), how to reach them, what they gave. */
export default function Donors() {
  const { q, page, donors, record, recordMissing } = useLoaderData<typeof loader>();
  const { t } = useAdminT('records');
  const timeZone = useOrgTimeZone();
  const navigation = useNavigation();
  const { toast, show } = useToast(5000);
  const [exporting, setExporting] = useState(false);
  const pages = donors ? Math.max(1, Math.ceil(donors.total / DONORS_PAGE_SIZE)) : 1;
  const link = (p: number) => `?${donorsSearch(q, p)}`;

  async function onExport() {
    setExporting(true);
    try {
      await exportDonors(q, t, timeZone);
    } catch (error) {
      console.error(error);
      show(t('donors.exportFailed'), 'error');
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('donors.title')}</h1>
        <button
          type="button"
          onClick={onExport}
          disabled={!donors || exporting}
          className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
        >
          <DownloadIcon />
          {exporting ? t('donors.exporting') : t('donors.export')}
        </button>
      </div>
      <p className="text-slate-600">{t('donors.intro')}</p>

      {/* A plain GET form: searching works before the page's script has loaded. */}
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <TextField
          label={t('donors.search')}
          name="q"
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          defaultValue={q}
          className="min-w-56 flex-1"
        />
        <button type="submit" className={`${button} bg-slate-900 text-white`}>
          {t('donors.searchButton')}
        </button>
        {q && (
          <Link to="?" className={`${button} border border-slate-300 bg-white text-slate-800`}>
            {t('donors.clear')}
          </Link>
        )}
      </Form>

      {recordMissing && <Alert tone="error" title={t('donors.recordMissing')} />}
      {record && <DonorStatement record={record} closeTo={link(page)} />}

      {!donors ? (
        <Alert tone="error" title={t('donors.loadError')} />
      ) : (
        <div aria-busy={navigation.state === 'loading' || undefined}>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {t('donors.count', { count: donors.total })}
          </p>
          {donors.data.length === 0 ? (
            <div className="rounded-xl border border-slate-200 bg-white p-10 text-center">
              <p className="text-lg font-semibold text-slate-900">
                {q ? t('donors.noMatch', { q }) : t('donors.empty')}
              </p>
            </div>
          ) : (
            <DonorList donors={donors.data} q={q} page={page} />
          )}
          {pages > 1 && (
            <nav aria-label={t('donors.pages')} className="mt-4 flex items-center justify-between gap-2">
              {page > 1 ? (
                <Link to={link(page - 1)} className={`${button} border border-slate-300 bg-white`}>
                  {t('donors.previous')}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-600">{t('donors.page', { page, pages })}</span>
              {page < pages ? (
                <Link to={link(page + 1)} className={`${button} border border-slate-300 bg-white`}>
                  {t('donors.next')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </div>
      )}
      <ToastRegion toast={toast} />
    </div>
  );
}
