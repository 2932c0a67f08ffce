import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { listIn } from '~/web/api/client';
import type { Route } from './+types/newsletter';
import { appContext } from '~/web/context';
import { Dialog } from '~/web/components/dialog';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminFetch } from '~/web/features/admin/api';
import { adminPageMeta } from '~/web/features/admin/page-meta';
import { ComposeForm } from '~/web/features/admin/newsletter/compose-form';
import { RecentSends } from '~/web/features/admin/newsletter/recent-sends';
import { SendProgressPanel, type TrackedSend, useSendProgress } from '~/web/features/admin/newsletter/send-progress';
import { SubscribersTable } from '~/web/features/admin/newsletter/subscribers-table';
import type { Subscription } from '~/shared/schemas/newsletter';
import type { Audience, SendProgress } from '~/web/features/admin/newsletter/types';
import { Pagination, useUrlState } from '~/web/features/admin/pagination';
import { ADMIN_PAGE_SIZE, pageFromUrl, pagePath, paginationLabels, readPage } from '~/web/features/admin/server-page';
import { ToastRegion, useToast } from '~/web/features/admin/toast';
import { reload } from '~/web/features/admin/url-filters';
import { pageCount } from '~/shared/page-info';

/** One page of the subscribers (the page is in the URL; the total in X-Total-Count), and the recent sends. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const [{ res: subs, page }, sends] = await Promise.all([
    readPage<Subscription[]>(
      api,
      (p) => pagePath('/api/subscriptions', {}, p),
      pageFromUrl(new URL(request.url).searchParams),
      (r) => r.totalCount,
    ),
    api.get('/api/newsletter/sends'),
  ]);
  const subscriptions = subs.status === 200 ? (listIn<Subscription>(subs.body) ?? []) : [];
  return {
    subscriptions,
    total: subs.totalCount ?? subscriptions.length,
    page,
    failed: subs.status !== 200,
    sends: sends.status === 200 ? (listIn<SendProgress>(sends.body) ?? []) : [],
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'newsletter.title', 'adminContent');

export default function NewsletterManagement() {
  const { subscriptions, total, page, failed, sends } = useLoaderData<typeof loader>();
  const { t } = useAdminT('adminContent');
  const { t: tAdmin } = useAdminT('admin');
  const revalidator = useRevalidator();
  const { toast, show } = useToast(5000);
  const url = useUrlState();
  const [audience, setAudience] = useState<Audience | null>(null);
  const [tracked, setTracked] = useState<TrackedSend | null>(null);
  const { progress, lost } = useSendProgress(tracked, () => void reload(revalidator));
  const close = useCallback(() => setAudience(null), []);

  const reportFetchFailure = useEffectEvent(() => show(t('newsletter.alerts.fetchFailed'), 'error'));
  useEffect(() => {
    if (failed) reportFetchFailure();
  }, [failed]);

  async function remove(s: Subscription) {
    if (!window.confirm(t('newsletter.confirmDelete'))) return;
    try {
      await adminFetch(`/api/subscriptions/${s._id}`, { method: 'DELETE' });
      show(t('newsletter.alerts.deleted'));
      await reload(revalidator);
    } catch (err) {
      console.error('Deleting the subscription failed', err);
      show(t('newsletter.alerts.deleteFailed'), 'error');
    }
  }

  function sent(send: TrackedSend) {
    setAudience(null);
    setTracked(send);
    show(t('newsletter.alerts.sent'));
    void reload(revalidator);
  }

  // Every subscriber counts (the send reaches them all), not only this page's.
  const caption = t('newsletter.subscribers', { count: total });
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('newsletter.title')}</h1>
          <p className="text-sm text-slate-600">{t('newsletter.intro')}</p>
        </div>
        <button
          type="button"
          onClick={() => setAudience({ kind: 'all' })}
          disabled={total === 0}
          className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('newsletter.sendAll')}
        </button>
      </div>

      {tracked && <SendProgressPanel send={tracked} progress={progress} lost={lost} />}

      <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900">{caption}</h2>
      {subscriptions.length === 0 && total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
          {t('newsletter.empty')}
        </p>
      ) : (
        <SubscribersTable
          rows={subscriptions}
          caption={caption}
          onDelete={(s) => void remove(s)}
          onSend={(subscription) => setAudience({ kind: 'one', subscription })}
        />
      )}
      <Pagination
        page={page}
        pages={pageCount({ total, pageSize: ADMIN_PAGE_SIZE })}
        onPage={(p) => url.set({ page: p === 1 ? null : p })}
        labels={paginationLabels(tAdmin)}
      />

      <RecentSends sends={sends} />

      <Dialog
        open={audience !== null}
        onClose={close}
        title={t('newsletter.compose.title')}
        closeLabel={t('common.close')}
      >
        {audience && (
          <ComposeForm
            key={audience.kind === 'one' ? audience.subscription._id : 'all'}
            audience={audience}
            subscriberCount={total}
            onSent={sent}
            onCancel={close}
          />
        )}
      </Dialog>

      <ToastRegion toast={toast} />
    </div>
  );
}
