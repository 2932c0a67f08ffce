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
import { Pagination, paginate, useUrlState } from '~/web/features/admin/pagination';
import { ToastRegion, useToast } from '~/web/features/admin/toast';
import { reload, skipForUrlFilters } from '~/web/features/admin/url-filters';

const PAGE_SIZE = 20;

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const [subs, sends] = await Promise.all([api.get('/api/subscriptions'), api.get('/api/newsletter/sends')]);
  return {
    subscriptions: subs.status === 200 ? (listIn<Subscription>(subs.body) ?? []) : [],
    failed: subs.status !== 200,
    sends: sends.status === 200 ? (listIn<SendProgress>(sends.body) ?? []) : [],
  };
}

// Search, filters and page live in the URL and filter the list in the browser.
export const shouldRevalidate = skipForUrlFilters;

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'newsletter.title', 'adminContent');

export default function NewsletterManagement() {
  const { subscriptions, failed, sends } = useLoaderData<typeof loader>();
  const { t } = useAdminT('adminContent');
  const { t: tAdmin } = useAdminT('admin');
  const revalidator = useRevalidator();
  const { toast, show } = useToast(5000);
  const url = useUrlState();
  const [audience, setAudience] = useState<Audience | null>(null);
  const [tracked, setTracked] = useState<TrackedSend | null>(null);
  const { progress, lost } = useSendProgress(tracked, () => void reload(revalidator));
  const close = useCallback(() => setAudience(null), []);
  const { rows, pages, current } = paginate(subscriptions, url.page, PAGE_SIZE);

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

  const caption = t('newsletter.subscribers', { count: subscriptions.length });
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
          disabled={subscriptions.length === 0}
          className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('newsletter.sendAll')}
        </button>
      </div>

      {tracked && <SendProgressPanel send={tracked} progress={progress} lost={lost} />}

      <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900">{caption}</h2>
      {subscriptions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
          {t('newsletter.empty')}
        </p>
      ) : (
        <SubscribersTable
          rows={rows}
          caption={caption}
          onDelete={(s) => void remove(s)}
          onSend={(subscription) => setAudience({ kind: 'one', subscription })}
        />
      )}
      <Pagination
        page={current}
        pages={pages}
        onPage={(page) => url.set({ page })}
        labels={{
          nav: tAdmin('pagination.nav'),
          previous: tAdmin('pagination.previous'),
          next: tAdmin('pagination.next'),
          page: (page, total) => tAdmin('pagination.page', { page, pages: total }),
        }}
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
            subscriberCount={subscriptions.length}
            onSent={sent}
            onCancel={close}
          />
        )}
      </Dialog>

      <ToastRegion toast={toast} />
    </div>
  );
}
