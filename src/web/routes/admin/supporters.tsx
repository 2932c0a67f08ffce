import { useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/supporters';
import { supporterContracts } from '~/shared/contracts/supporters';
import { call } from '~/web/api/client';
import { SEARCH_MAX_LENGTH, searchText } from '~/shared/search-text';
import { Alert } from '~/web/components/alert';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { loadList } from '~/web/features/admin/kit/paged-list';
import { SupporterList } from '~/web/features/admin/supporters/supporter-list';
import { SupporterRecordView } from '~/web/features/admin/supporters/supporter-record';
import { supporterAction } from '~/web/features/admin/supporters/supporter-action.server';

const PAGE_SIZE = 25;
const ID = /^[0-9a-f-]{36}$/i;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const url = new URL(request.url).searchParams;
  const q = searchText(url.get('q'), SEARCH_MAX_LENGTH);
  if (params.id) {
    const res = ID.test(params.id) ? await call(api, supporterContracts.one, { params: { id: params.id } }) : null;
    return { q, list: null, record: res?.status === 200 ? res.body.data : null, missing: res?.status !== 200 };
  }
  // The page of `?page=` (past the end: the last one); null when the API refused.
  const list = await loadList(api, supporterContracts.list, request, { query: { q }, pageSize: PAGE_SIZE });
  return { q, list: list.failed ? null : list, record: null, missing: false };
}

/** The record's forms (note, correct, withdraw, lift, merge, erase) post here, through the kit's `intentAction`: they work before scripts load. */
export async function action({ context, request, params }: Route.ActionArgs) {
  return supporterAction(request, context.get(appContext).api, params.id ?? '');
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'supporters.title', 'records');

/** Supporters: search the people, open one's record, and exercise their rights on their behalf. */
export default function Supporters({ actionData }: Route.ComponentProps) {
  const { q, list, record, missing } = useLoaderData<typeof loader>();
  const { t } = useAdminT('records');
  const { pathname } = useLocation();
  const base = pathname.slice(0, pathname.indexOf('/supporters') + '/supporters'.length);
  if (record || missing)
    return missing ? (
      <div className="space-y-4">
        <Alert tone="error" title={t('supporters.notFound')} />
        <a href={base} className="font-semibold text-brand-700 underline">
          {t('supporters.back')}
        </a>
      </div>
    ) : (
      <SupporterRecordView record={record!} base={base} result={actionData} />
    );
  return <SupporterList q={q} list={list} base={base} />;
}
