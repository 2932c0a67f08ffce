import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/translations';
import { Alert } from '~/web/components/alert';
import { actionAnswer, postedForm } from '~/web/features/admin/kit/route-action.server';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { buttonClass } from '~/web/features/admin/kit/button';
import { EmptyState, ManagerPage } from '~/web/features/admin/kit/manager-page';
import { TranslationCard } from '~/web/features/admin/field/translation-card';
import { type TranslationStatus, translationStatuses } from '~/shared/schemas/translation';
import { translationContracts } from '~/shared/contracts/translations';
import { call } from '~/web/api/client';

/** `?status=` (none: every letter not yet checked) and `?overdue=1` (waiting more than 30 days). */
function readFilters(params: URLSearchParams) {
  const status = params.get('status') ?? '';
  return {
    status: (translationStatuses as readonly string[]).includes(status) ? (status as TranslationStatus) : undefined,
    overdue: params.get('overdue') === '1',
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const filters = readFilters(new URL(request.url).searchParams);
  const res = await call(api, translationContracts.list, {
    query: { status: filters.status, overdue: filters.overdue ? '1' : undefined },
  });
  if (res.status === 401 || res.status === 403) throw new Response(null, { status: res.status });
  return { filters, queue: res.status === 200 ? res.body : null };
}

/** Take a letter, write its translation (a draft or done), check another's: forms posted here. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  const { value, intent, id } = await postedForm(request);
  const params = { id };
  const res =
    intent === 'claim'
      ? await call(api, translationContracts.claim, { params })
      : intent === 'check'
        ? await call(api, translationContracts.check, { params })
        : await call(api, translationContracts.save, {
            params,
            body: { text: value('text'), done: value('done') === '1' },
          });
  return actionAnswer(intent, res);
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'nav.translations');

const TABS = ['', ...translationStatuses] as const;

/** The letters' translation queue (docs/field.md#translation): what waits, who translates what, what is overdue. */
export default function TranslationsScreen({ actionData }: Route.ComponentProps) {
  const { filters, queue } = useLoaderData<typeof loader>();
  const { t } = useAdminT('field');
  const current = filters.overdue ? 'overdue' : (filters.status ?? '');
  return (
    <ManagerPage title={t('translations.title')} intro={t('translations.intro')} width="max-w-5xl">
      <nav aria-label={t('translations.states')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {[...TABS, 'overdue' as const].map((s) => (
            <li key={s || 'open'}>
              <Link
                to={s === 'overdue' ? '?overdue=1' : s ? `?status=${s}` : '?'}
                aria-current={s === current ? 'page' : undefined}
                className={buttonClass({ tone: s === current ? 'dark' : 'secondary', size: 'sm' })}
              >
                {t(`translations.tab.${s || 'open'}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 space-y-4">
        {queue && queue.overdue > 0 && (
          <p
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
            data-testid="overdue-notice"
          >
            {t('translations.overdueNotice', { count: queue.overdue })}
          </p>
        )}
        {actionData && (
          <Alert tone={actionData.ok ? 'success' : 'error'}>{actionData.message ?? t('screen.failed')}</Alert>
        )}
        {!queue ? (
          <EmptyState title={t('screen.loadFailed')} />
        ) : queue.data.length === 0 ? (
          <EmptyState title={t('translations.none')} />
        ) : (
          queue.data.map((item) => <TranslationCard key={item._id} item={item} />)
        )}
      </div>
    </ManagerPage>
  );
}
