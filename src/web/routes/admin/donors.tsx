import { useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/donors';
import { donorContracts } from '~/shared/contracts/donors';
import { SEARCH_MAX_LENGTH, searchText } from '~/shared/search-text';
import { Alert } from '~/web/components/alert';
import { call } from '~/web/api/client';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { ExportButton } from '~/web/features/admin/kit/export-button';
import { SearchForm } from '~/web/features/admin/kit/filters';
import { ManagerPage, PageNav } from '~/web/features/admin/kit/manager-page';
import { RecordList } from '~/web/features/admin/kit/record-list';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { DonorList } from '~/web/features/admin/records/donor-list';
import { DonorStatement } from '~/web/features/admin/records/donor-statement';
import { DONORS_PAGE_SIZE, donorsSearch, exportDonors } from '~/web/features/admin/records/donors-export';
import { useOrgTimeZone } from '~/web/features/admin/records/time-zone';
import { useToast } from '~/web/features/admin/kit/toast';
import { pageFromUrl, readPage } from '~/web/features/admin/kit/paged-list';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const q = searchText(params.get('q'), SEARCH_MAX_LENGTH);
  const email = params.get('email');
  const [{ res: list, page }, record] = await Promise.all([
    readPage(api, donorContracts.list, pageFromUrl(params), { query: { q }, pageSize: DONORS_PAGE_SIZE }),
    email ? call(api, donorContracts.record, { query: { email } }) : null,
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

/** Donors: who gave (donations, sponsorships, gift orders, offline gifts), how to reach them, what they gave. */
export default function Donors() {
  const { q, page, donors, record, recordMissing } = useLoaderData<typeof loader>();
  const { t } = useAdminT('records');
  const timeZone = useOrgTimeZone();
  const navigation = useNavigation();
  const { toast, show } = useToast(5000);
  const pages = donors ? Math.max(1, Math.ceil(donors.total / DONORS_PAGE_SIZE)) : 1;
  const link = (p: number) => `?${donorsSearch(q, p)}`;

  return (
    <ManagerPage
      title={t('donors.title')}
      intro={t('donors.intro')}
      width=""
      toast={toast}
      action={
        <ExportButton
          label={t('donors.export')}
          busyLabel={t('donors.exporting')}
          disabled={!donors}
          download={() => exportDonors(q, t, timeZone)}
          onFailed={() => show(t('donors.exportFailed'), 'error')}
        />
      }
    >
      <div className="mt-6 space-y-6">
        <SearchForm
          label={t('donors.search')}
          value={q}
          maxLength={SEARCH_MAX_LENGTH}
          submit={t('donors.searchButton')}
          clear={t('donors.clear')}
        />

        {recordMissing && <Alert tone="error" title={t('donors.recordMissing')} />}
        {record && <DonorStatement record={record} closeTo={link(page)} />}

        <RecordList
          failed={!donors && t('donors.loadError')}
          count={t('donors.count', { count: donors?.total ?? 0 })}
          empty={q ? t('donors.noMatch', { q }) : t('donors.empty')}
          isEmpty={!donors?.data.length}
          busy={navigation.state === 'loading'}
          pager={<PageNav page={page} pages={pages} href={link} />}
        >
          {donors && <DonorList donors={donors.data} q={q} page={page} />}
        </RecordList>
      </div>
    </ManagerPage>
  );
}
