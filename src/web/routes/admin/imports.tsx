import { useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/imports';
import { importRunContracts } from '~/shared/contracts/import-runs';
import { IMPORT_KINDS, type ImportKind } from '~/shared/schemas/imports';
import { kindsFor } from '~/shared/schemas/import-runs';
import { screenAdmits } from '~/shared/staff-screens';
import { call } from '~/web/api/client';
import { Alert } from '~/web/components/alert';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { ImportForm } from '~/web/features/admin/imports/import-form';
import type { ShownResult } from '~/web/features/admin/imports/import-results';
import { PastImports } from '~/web/features/admin/imports/past-imports';
import { ActionAlert } from '~/web/features/admin/kit/action-alert';
import { ManagerPage } from '~/web/features/admin/kit/manager-page';
import { loadList } from '~/web/features/admin/kit/paged-list';
import { intentAction } from '~/web/features/admin/kit/route-action.server';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { linkTo } from '~/shared/contract';

const PAGE_SIZE = 20;
const ID = /^[0-9a-f-]{36}$/i;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, admin } = context.get(appContext);
  const url = new URL(request.url).searchParams;
  const kinds = admin ? kindsFor(admin.role) : [];
  const asked = url.get('kind') as ImportKind | null;
  const shownId = [url.get('run'), url.get('check')].find((v) => v && ID.test(v)) ?? null;
  const [list, one] = await Promise.all([
    loadList(api, importRunContracts.list, request, { pageSize: PAGE_SIZE }),
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
    list,
    shown,
    error: url.get('error')?.slice(0, 500) ?? null,
    finance,
  };
}

/** "Send portal links" posts here: a plain form, working before scripts load. */
export async function action({ context, request }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  return intentAction(request, {
    'portal-links': (f) => call(api, importRunContracts.portalLinks, { params: { id: f.id } }),
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'imports.title', 'records');

/** The Import screen (docs/importing.md): check a file, fix it, import it; past imports and what follows them. */
export default function Imports({ actionData }: Route.ComponentProps) {
  const { kinds, kind, list, shown, error, finance } = useLoaderData<typeof loader>();
  const { t } = useAdminT('records');
  const { pathname, search } = useLocation();
  const duplicatesPath = finance ? pathname.replace(/\/imports$/, '/duplicates') : null;
  return (
    <ManagerPage title={t('imports.title')} intro={t('imports.intro')} width="max-w-6xl">
      {error && (
        <div className="mt-4">
          <Alert
            tone="error"
            title={error === 'too-large' ? t('imports.tooLarge') : t('imports.failedRequest', { message: error })}
          />
        </div>
      )}
      <div className="mt-4 empty:hidden">
        <ActionAlert answer={actionData} failed={t('imports.portal.failed')} />
      </div>
      <ImportForm key={search} kinds={kinds} kind={kind} initial={shown} duplicatesPath={duplicatesPath} />
      {list.failed ? (
        <div className="mt-6">
          <Alert tone="error" title={t('imports.loadError')} />
        </div>
      ) : (
        <PastImports list={list} duplicatesPath={duplicatesPath} mayFollowUp={finance} />
      )}
    </ManagerPage>
  );
}
