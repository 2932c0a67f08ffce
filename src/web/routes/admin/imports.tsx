import { useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/imports';
import { importRunContracts } from '~/shared/contracts/import-runs';
import { IMPORT_KINDS, type ImportKind } from '~/shared/schemas/imports';
import { kindsFor } from '~/shared/schemas/import-runs';
import { screenAdmits } from '~/shared/staff-screens';
import { call, isOk, refusalOf } from '~/web/api/client';
import { Alert } from '~/web/components/alert';
import { postedValues } from '~/web/components/form-action.server';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { ImportForm } from '~/web/features/admin/imports/import-form';
import type { ShownResult } from '~/web/features/admin/imports/import-results';
import { PastImports } from '~/web/features/admin/imports/past-imports';
import { ManagerPage } from '~/web/features/admin/kit/manager-page';
import { adminPageMeta } from '~/web/features/admin/page-meta';
import { linkTo } from '~/shared/contract';

const PAGE_SIZE = 20;
const ID = /^[0-9a-f-]{36}$/i;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, admin } = context.get(appContext);
  const url = new URL(request.url).searchParams;
  const kinds = admin ? kindsFor(admin.role) : [];
  const asked = url.get('kind') as ImportKind | null;
  const page = Math.max(1, Number.parseInt(url.get('page') ?? '1', 10) || 1);
  const shownId = [url.get('run'), url.get('check')].find((v) => v && ID.test(v)) ?? null;
  const [list, one] = await Promise.all([
    call(api, importRunContracts.list, { query: { page, pageSize: PAGE_SIZE } }),
    shownId ? call(api, importRunContracts.one, { params: { id: shownId } }) : null,
  ]);
  const run = one?.status === 200 ? one.body.data : null;
  const finance = !!admin && screenAdmits('duplicates', admin.role);
  // After an import of supporters: how many likely duplicates it brought (docs/importing.md, "Duplicates").
  const duplicates =
    run && !run.check && run.kind === 'supporters' && finance
      ? await call(api, importRunContracts.duplicates, { query: { import: run._id } })
      : null;
  const shown: ShownResult | null = run && {
    ...run,
    mode: !run.check ? 'imported' : url.get('refused') ? 'refused' : 'check',
    download: linkTo(importRunContracts.results, { params: { id: run._id } }),
    ...(duplicates?.status === 200 ? { duplicates: { importId: run._id, count: duplicates.body.data.length } } : {}),
  };
  return {
    kinds,
    kind:
      asked && kinds.includes(asked) && IMPORT_KINDS.includes(asked) ? asked : (run?.kind ?? kinds[0] ?? 'supporters'),
    page,
    list: list.status === 200 ? list.body : null,
    shown,
    error: url.get('error')?.slice(0, 500) ?? null,
    finance,
  };
}

/** "Send portal links" posts here: a plain form, working before scripts load. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await postedValues(request);
  const id = form.importId ?? '';
  if (form.intent !== 'portal-links' || !ID.test(id)) return { error: '' };
  const res = await call(context.get(appContext).api, importRunContracts.portalLinks, { params: { id } });
  return isOk(res) ? { done: res.body.data } : { error: refusalOf(res.body) ?? '' };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'imports.title', 'records');

/** The Import screen (docs/importing.md): check a file, fix it, import it; past imports and what follows them. */
export default function Imports({ actionData }: Route.ComponentProps) {
  const { kinds, kind, page, list, shown, error, finance } = useLoaderData<typeof loader>();
  const { t } = useAdminT('records');
  const { pathname, search } = useLocation();
  const duplicatesPath = finance ? pathname.replace(/\/imports$/, '/duplicates') : null;
  return (
    <ManagerPage title={t('imports.title')} intro={t('imports.intro')} width="max-w-6xl">
      {error && (
        <div className="mt-4">
          <Alert tone="error" title={t('imports.failedRequest', { message: error })} />
        </div>
      )}
      {actionData && (
        <div className="mt-4">
          {'done' in actionData && actionData.done ? (
            <Alert tone="success" title={t('imports.portal.done', actionData.done)} />
          ) : (
            <Alert
              tone="error"
              title={t('imports.portal.failed', { message: 'error' in actionData ? actionData.error : '' })}
            />
          )}
        </div>
      )}
      <ImportForm key={search} kinds={kinds} kind={kind} initial={shown} duplicatesPath={duplicatesPath} />
      {list ? (
        <PastImports
          list={list}
          page={page}
          pageSize={PAGE_SIZE}
          duplicatesPath={duplicatesPath}
          mayFollowUp={finance}
        />
      ) : (
        <div className="mt-6">
          <Alert tone="error" title={t('imports.loadError')} />
        </div>
      )}
    </ManagerPage>
  );
}
