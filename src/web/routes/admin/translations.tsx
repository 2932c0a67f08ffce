import { useLoaderData } from 'react-router';
import { Alert } from '~/web/components/alert';
import type { Route } from './+types/translations';
import { ReviewOutcome } from '~/web/features/admin/field/review-outcome';
import { intentAction } from '~/web/features/admin/kit/route-action.server';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { StateLinks } from '~/web/features/admin/kit/state-links';
import { EmptyState, ManagerPage } from '~/web/features/admin/kit/manager-page';
import { TranslationCard } from '~/web/features/admin/field/translation-card';
import { type TranslationStatus, translationStatuses } from '~/shared/schemas/translation';
import { translationContracts } from '~/shared/contracts/translations';
import { call } from '~/web/api/client';

/**
 * `?status=` (none: every letter not yet checked) and `?overdue=1` (waiting more than 30 days);
 * `?done=1` or `?error=` after photos of a translation were posted without JavaScript.
 */
function readFilters(params: URLSearchParams) {
  const status = params.get('status') ?? '';
  return {
    status: (translationStatuses as readonly string[]).includes(status) ? (status as TranslationStatus) : undefined,
    overdue: params.get('overdue') === '1',
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const filters = readFilters(params);
  const res = await call(api, translationContracts.list, {
    query: { status: filters.status, overdue: filters.overdue ? '1' : undefined },
  });
  if (res.status === 401 || res.status === 403) throw new Response(null, { status: res.status });
  return {
    filters,
    queue: res.status === 200 ? res.body : null,
    photos: { done: params.get('done') === '1', error: params.get('error')?.slice(0, 500) ?? null },
  };
}

/** Take a letter, write its translation (a draft or done), take a photo of it off, check another's: forms posted here. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  return intentAction(request, {
    claim: ({ id }) => call(api, translationContracts.claim, { params: { id } }),
    check: ({ id }) => call(api, translationContracts.check, { params: { id } }),
    removePhoto: ({ id, value }) =>
      call(api, translationContracts.removePhoto, { params: { id }, query: { image: value('image') } }),
    save: ({ id, value }) =>
      call(api, translationContracts.save, {
        params: { id },
        body: { text: value('text'), done: value('done') === '1' },
      }),
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'nav.translations');

const TABS = ['', ...translationStatuses] as const;

/** The letters' translation queue (docs/field.md#translation): what waits, who translates what, what is overdue. */
export default function TranslationsScreen({ actionData }: Route.ComponentProps) {
  const { filters, queue, photos } = useLoaderData<typeof loader>();
  const { t } = useAdminT('field');
  const current = filters.overdue ? 'overdue' : (filters.status ?? '');
  return (
    <ManagerPage title={t('translations.title')} intro={t('translations.intro')} width="max-w-5xl">
      <StateLinks
        label={t('translations.states')}
        states={[...TABS, 'overdue' as const]}
        current={current}
        to={(s) => (s === 'overdue' ? '?overdue=1' : s ? `?status=${s}` : '?')}
        name={(s) => t(`translations.tab.${s || 'open'}`)}
      />
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
        <ReviewOutcome answer={actionData} failed={t('screen.failed')} />
        <div aria-live="polite">
          {photos.done && <Alert tone="success">{t('translations.attached')}</Alert>}
          {photos.error && <Alert tone="error">{t('translations.failedPhotos', { message: photos.error })}</Alert>}
        </div>
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
