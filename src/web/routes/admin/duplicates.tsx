import { data, useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/duplicates';
import { importRunContracts } from '~/shared/contracts/import-runs';
import { supporterContracts } from '~/shared/contracts/supporters';
import { type ApiResponse, call } from '~/web/api/client';
import { Alert } from '~/web/components/alert';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { DuplicatePairs, UndoDistinct } from '~/web/features/admin/imports/duplicate-pairs';
import type { ActionAnswer } from '~/web/features/admin/kit/action-alert';
import { ActionAlert } from '~/web/features/admin/kit/action-alert';
import { EmptyState, ManagerPage } from '~/web/features/admin/kit/manager-page';
import { actionAnswer, postedForm } from '~/web/features/admin/kit/route-action.server';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';

const ID = /^[0-9a-f-]{36}$/i;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const asked = new URL(request.url).searchParams.get('import');
  const of = asked && ID.test(asked) ? asked : undefined;
  const [report, run] = await Promise.all([
    call(api, importRunContracts.duplicates, { query: { import: of } }),
    of ? call(api, importRunContracts.one, { params: { id: of } }) : null,
  ]);
  return {
    report: report.status === 200 ? report.body : null,
    importFile: run?.status === 200 ? run.body.data.fileName : of ? '' : null,
  };
}

/**
 * "Keep this one" posts here: the supporter merge, the other record (`otherId`) moved into the
 * kept one (`id`). "Not the same person" (`a`, `b`) hides a pair, and its answer carries the
 * pair so it can be undone.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  const form = await postedForm(request);
  const [a, b] = [form.value('a'), form.value('b')];
  const said = (res: ApiResponse<unknown>, pair?: { a: string; b: string }) => {
    const answer = actionAnswer(form.intent, res);
    return data<Answer>({ ...answer.data, pair: answer.data.ok ? pair : undefined }, answer.init ?? undefined);
  };
  const refused = () => data<Answer>({ ok: false, intent: form.intent, message: null }, { status: 400 });
  if (form.intent === 'merge') {
    const otherId = form.value('otherId');
    if (!ID.test(otherId)) return refused();
    return said(await call(api, supporterContracts.merge, { params: { id: form.id }, body: { otherId } }));
  }
  if (!ID.test(a) || !ID.test(b)) return refused();
  if (form.intent === 'undo') return said(await call(api, importRunContracts.undoDistinct, { params: { a, b } }));
  if (form.intent !== 'distinct') return refused();
  return said(await call(api, importRunContracts.distinct, { body: { a, b } }), { a, b });
}

type Answer = ActionAnswer & { pair?: { a: string; b: string } };

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'duplicates.title', 'records');

/** Likely duplicate supporters (docs/importing.md, "Duplicates"), all or those of one import, each pair merged in one press. */
export default function Duplicates({ actionData }: Route.ComponentProps) {
  const { report, importFile } = useLoaderData<typeof loader>();
  const { t } = useAdminT('records');
  const { pathname } = useLocation();
  const base = pathname.replace(/\/duplicates$/, '');
  const undoPair = actionData?.intent === 'distinct' ? actionData.pair : undefined;
  return (
    <ManagerPage title={t('duplicates.title')} intro={t('duplicates.intro')} width="max-w-5xl">
      <div className="mt-4 space-y-3">
        <a href={`${base}/imports`} className="text-sm text-brand-700 underline">
          {t('duplicates.back')}
        </a>
        {importFile !== null && (
          <p className="text-sm">
            {t('duplicates.ofImport', { file: importFile })}{' '}
            <a href={pathname} className="text-brand-700 underline">
              {t('duplicates.all')}
            </a>
          </p>
        )}
        <div aria-live="polite" className="space-y-2">
          <ActionAlert
            answer={actionData}
            failed={t(actionData?.intent === 'merge' ? 'duplicates.mergeFailed' : 'duplicates.failed')}
          />
          {undoPair && <UndoDistinct pair={undoPair} />}
        </div>
        {!report ? (
          <Alert tone="error" title={t('duplicates.loadError')} />
        ) : report.data.length === 0 ? (
          <EmptyState title={t('duplicates.empty')} />
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('duplicates.count', { count: report.data.length })}
            </p>
            {report.more && <Alert tone="info" title={t('duplicates.more')} />}
            <DuplicatePairs pairs={report.data} supportersPath={`${base}/supporters`} />
          </>
        )}
      </div>
    </ManagerPage>
  );
}
