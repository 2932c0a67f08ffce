import { useCallback, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { DeliverabilityPanel } from '~/web/features/admin/mail/deliverability-panel';
import { call } from '~/web/api/client';
import { mailContracts } from '~/shared/contracts/mail';
import { newsletterContracts } from '~/shared/contracts/newsletter';
import { subscriptionContracts } from '~/shared/contracts/subscriptions';
import type { Route } from './+types/newsletter';
import { appContext } from '~/web/context';
import { Dialog } from '~/web/components/dialog';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { ComposeForm } from '~/web/features/admin/newsletter/compose-form';
import { RecentSends } from '~/web/features/admin/newsletter/recent-sends';
import { SendProgressPanel, type TrackedSend, useSendProgress } from '~/web/features/admin/newsletter/send-progress';
import { SubscribersTable } from '~/web/features/admin/newsletter/subscribers-table';
import type { Subscription } from '~/shared/schemas/newsletter';
import type { Audience } from '~/web/features/admin/newsletter/types';
import { useUrlState } from '~/web/features/admin/kit/pagination';
import { loadList } from '~/web/features/admin/kit/paged-list';
import { useToast } from '~/web/features/admin/kit/toast';
import { reload } from '~/web/features/admin/kit/url-filters';
import { Button } from '~/web/features/admin/kit/button';
import { EmptyState, ManagerPage, useLoadFailure } from '~/web/features/admin/kit/manager-page';
import { UrlPageNav } from '~/web/features/admin/kit/url-pages';
import { PostedAlert, useIntentPost } from '~/web/features/admin/kit/intent-post';
import { intentAction } from '~/web/features/admin/kit/route-action.server';

/** One page of the subscribers (the page is in the URL; the total in X-Total-Count), and the recent sends. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api } = context.get(appContext);
  const [list, sends, deliverability] = await Promise.all([
    loadList(api, subscriptionContracts.list, request),
    call(api, newsletterContracts.sends),
    call(api, mailContracts.deliverability),
  ]);
  const readOrNull = <T,>(res: { status: number; body: { data: T } }) => (res.status === 200 ? res.body.data : null);
  return { list, sends: readOrNull(sends) ?? [], deliverability: readOrNull(deliverability) };
}

/**
 * A subscriber's Delete posts `remove` here, the screen's one save path for its one-click
 * actions (docs/architecture.md, "A new screen in five files"), without JavaScript too; a
 * delete waits for its confirmation (asked on the page without JavaScript).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { api } = context.get(appContext);
  return intentAction(
    request,
    { remove: (f) => call(api, subscriptionContracts.remove, { params: { id: f.id } }) },
    { confirm: ['remove'] },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'newsletter.title', 'adminContent');

export default function NewsletterManagement({ actionData }: Route.ComponentProps) {
  const { list, sends, deliverability } = useLoaderData<typeof loader>();
  const { rows: subscriptions, total, page, failed } = list;
  const { t } = useAdminT('adminContent');
  const revalidator = useRevalidator();
  const { toast, show } = useToast(5000);
  const { post } = useIntentPost(show);
  const url = useUrlState();
  const [audience, setAudience] = useState<Audience | null>(null);
  const [tracked, setTracked] = useState<TrackedSend | null>(null);
  const { progress, lost } = useSendProgress(tracked, () => void reload(revalidator));
  const close = useCallback(() => setAudience(null), []);
  useLoadFailure(failed, () => show(t('newsletter.alerts.fetchFailed'), 'error'));

  const texts = { done: t('newsletter.alerts.deleted'), failed: t('newsletter.alerts.deleteFailed') };
  // Without JavaScript the delete is asked on the page, in the words of the browser's confirmation.
  const ask = (id: string) => {
    const s = subscriptions.find((r) => r._id === id);
    return s ? { question: t('newsletter.confirmDelete'), button: t('newsletter.delete'), about: s.email } : null;
  };
  const remove = (s: Subscription) =>
    post({ intent: 'remove', id: s._id }, { confirm: t('newsletter.confirmDelete'), ...texts });

  function sent(send: TrackedSend) {
    setAudience(null);
    setTracked(send);
    show(t('newsletter.alerts.sent'));
    void reload(revalidator);
  }

  // Every subscriber counts (the send reaches them all), not only this page's.
  const caption = t('newsletter.subscribers', { count: total });
  return (
    <ManagerPage
      title={t('newsletter.title')}
      intro={t('newsletter.intro')}
      width="max-w-5xl"
      toast={toast}
      action={
        <Button onClick={() => setAudience({ kind: 'all' })} disabled={total === 0}>
          {t('newsletter.sendAll')}
        </Button>
      }
    >
      <PostedAlert answer={actionData} texts={{ remove: { ...texts, ask } }} />
      {tracked && <SendProgressPanel send={tracked} progress={progress} lost={lost} />}
      {/* Bounces and complaints per week (the newsletter's, for content staff). */}
      <div className="mt-6">
        <DeliverabilityPanel data={deliverability} />
      </div>

      <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900">{caption}</h2>
      {subscriptions.length === 0 && total === 0 ? (
        <EmptyState title={t('newsletter.empty')} />
      ) : (
        <SubscribersTable
          rows={subscriptions}
          caption={caption}
          onDelete={(s) => void remove(s)}
          onSend={(subscription) => setAudience({ kind: 'one', subscription })}
        />
      )}
      <UrlPageNav url={url} page={page} total={total} />

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
    </ManagerPage>
  );
}
