import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/reconciliation';
import { Alert } from '~/web/components/alert';
import { appContext } from '~/web/context';
import { call } from '~/web/api/client';
import { accountingContracts } from '~/shared/contracts/accounting';
import { childContracts } from '~/shared/contracts/children';
import { statementViews, type StatementView } from '~/shared/schemas/reconciliation';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { ActionAlert } from '~/web/features/admin/kit/action-alert';
import { ManagerPage } from '~/web/features/admin/kit/manager-page';
import { pageFromUrl, readPage } from '~/web/features/admin/kit/paged-list';
import { booksAction } from '~/web/features/admin/books/action.server';
import { CodesForm } from '~/web/features/admin/books/codes-form';
import { MappingForms } from '~/web/features/admin/books/mapping-form';
import { type ShownStatement, StatementView as Statement } from '~/web/features/admin/books/statement-view';
import { UploadForm } from '~/web/features/admin/books/upload-form';
import { flatCard, Panel } from '~/web/features/admin/kit/panel';

const ID = /^[0-9a-f-]{36}$/i;

/**
 * `?statement=` (the latest otherwise), `?view=`, `?page=`; `?childQ=`: the children offered to
 * record money for (the first 100 that match: a charity has more); `?done=1` or `?error=` after
 * an upload posted without JavaScript.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const url = new URL(request.url);
  const asked = url.searchParams.get('view') ?? '';
  const view: StatementView = (statementViews as readonly string[]).includes(asked)
    ? (asked as StatementView)
    : 'statementOnly';
  const childQ = (url.searchParams.get('childQ') ?? '').trim().slice(0, 100);
  const [mappings, list, codes] = await Promise.all([
    call(api, accountingContracts.mappings),
    // The 20 newest statements: a fixed list with no page nav (`?page=` is the shown lines' page).
    call(api, accountingContracts.statements, { query: { page: 1, pageSize: 20 } }),
    call(api, accountingContracts.settings),
  ]);
  if (list.status !== 200)
    throw new Response(null, { status: list.status === 401 || list.status === 403 ? list.status : 503 });
  const id = url.searchParams.get('statement') ?? list.body.data[0]?._id ?? '';
  const [one, kids] = await Promise.all([
    // The view's lines: the page of `?page=` through the kit's paged read (past the end: the last page).
    ID.test(id)
      ? readPage(api, accountingContracts.statement, pageFromUrl(url.searchParams), {
          params: { id },
          query: { view },
          pageSize: 50,
        }).then(({ res }) => res)
      : null,
    view === 'statementOnly'
      ? call(api, childContracts.list, { query: { pageSize: 100, ...(childQ ? { q: childQ } : {}) } })
      : null,
  ]);
  const shown: ShownStatement | null =
    one?.status === 200
      ? { ...one.body.data, total: one.body.total, page: one.body.page, pageSize: one.body.pageSize }
      : null;
  return {
    mappings: mappings.status === 200 ? mappings.body.data : {},
    statements: list.body.data,
    codes: codes.status === 200 ? codes.body.data : null,
    shown,
    kids: {
      list: kids?.status === 200 ? kids.body.data.map((k) => ({ _id: k._id, name: k.name })) : [],
      total: kids?.status === 200 ? kids.body.total : 0,
      query: childQ,
    },
    done: url.searchParams.get('done') === '1',
    error: url.searchParams.get('error')?.slice(0, 500) ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return booksAction(context.get(appContext).api, request);
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'nav.reconciliation');

/** Reconciliation (docs/accounting.md#reconciliation): a provider's statement against our records, for finance. */
export default function ReconciliationScreen({ actionData }: Route.ComponentProps) {
  const { mappings, statements, codes, shown, kids, done, error } = useLoaderData<typeof loader>();
  const { t } = useAdminT('records');
  return (
    <ManagerPage title={t('books.recon.title')} intro={t('books.recon.intro')} width="max-w-6xl">
      <div className="mt-6 space-y-6">
        <div aria-live="polite" className="space-y-2">
          {done && <Alert tone="success">{t('books.recon.uploaded')}</Alert>}
          {error && <Alert tone="error">{error}</Alert>}
          <ActionAlert answer={actionData} failed={t('books.recon.failedAction')} />
        </div>
        <UploadForm />
        {shown && <Statement shown={shown} kids={kids} />}
        <Panel title={t('books.recon.statements')} className={flatCard}>
          {statements.length === 0 ? (
            <p className="text-sm text-slate-600">{t('books.recon.none')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {statements.map((s) => (
                <li key={s._id} className="flex flex-wrap items-center gap-x-3 py-2 text-sm">
                  <Link to={`?statement=${s._id}`} className="min-h-11 py-3 font-medium text-brand-800 underline">
                    {s.fileName}
                  </Link>
                  <span>{t(`books.recon.providers.${s.provider}`)}</span>
                  <span>{t('books.recon.lines', { count: s.lines })}</span>
                  <span className="text-slate-600">
                    {t('books.recon.uploadedOn')} {s.createdAt.slice(0, 10)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <MappingForms mappings={mappings} />
        {codes && <CodesForm codes={codes} />}
      </div>
    </ManagerPage>
  );
}
