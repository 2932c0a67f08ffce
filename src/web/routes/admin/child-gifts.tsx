import { useState } from 'react';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/child-gifts';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { useUrlState } from '~/web/features/admin/kit/pagination';
import { useToast } from '~/web/features/admin/kit/toast';
import { FilterBar, FilterSelect } from '~/web/features/admin/kit/filters';
import { EmptyState, ManagerPage, useLoadFailure } from '~/web/features/admin/kit/manager-page';
import { useRun } from '~/web/features/admin/kit/use-run';
import { DeliverForm } from '~/web/features/admin/child-gifts/deliver-form';
import { GiftsTable } from '~/web/features/admin/child-gifts/gifts-table';
import { loadList } from '~/web/features/admin/kit/paged-list';
import { UrlPageNav } from '~/web/features/admin/kit/url-pages';
import { type StaffChildGift, childGiftStatuses } from '~/shared/schemas/child-gift';
import { childGiftStaffContracts } from '~/shared/contracts/child-gifts-staff';
import { SPONSORSHIP } from '~/shared/staff-roles';

const PAGE_SIZE = 20;

const isStatus = (s: string): s is (typeof childGiftStatuses)[number] =>
  (childGiftStatuses as readonly string[]).includes(s);

/** The server filters and cuts the page (decision 009): `?status=&page=` of the screen's URL. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, admin } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const asked = params.get('status') ?? '';
  const status = isStatus(asked) ? asked : 'all';
  const list = await loadList(api, childGiftStaffContracts.list, request, { query: { status }, pageSize: PAGE_SIZE });
  const canDeliver = admin ? SPONSORSHIP.includes(admin.role) : false;
  const { rows: gifts, total, page, failed } = list;
  return { gifts: gifts satisfies StaffChildGift[], total, status, page, canDeliver, failed };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'childGifts.title', 'admin');

/** Gifts from sponsors to their sponsored children: staff hand them over and mark them delivered, with a photo. */
export default function ChildGifts() {
  const { gifts, total, status, page, canDeliver, failed } = useLoaderData<typeof loader>();
  const { t } = useAdminT('admin');
  const { toast, show } = useToast(5000);
  const { done } = useRun(show);
  const url = useUrlState();
  const [delivering, setDelivering] = useState<StaffChildGift | null>(null);
  useLoadFailure(failed, () => show(t('childGifts.loadFailed'), 'error'));
  const listTitle = t('childGifts.list', { count: total });
  return (
    <ManagerPage
      title={t('childGifts.title')}
      intro={t('childGifts.intro')}
      toast={toast}
      filters={
        <FilterBar className="sm:grid-cols-[16rem]">
          <FilterSelect
            label={t('childGifts.statusFilter')}
            value={status === 'all' ? '' : status}
            onChange={(value) => url.set({ status: value || null })}
            all={t('childGifts.allStatuses')}
            options={childGiftStatuses.map((s) => ({ value: s, label: t(`childGifts.statuses.${s}`) }))}
          />
        </FilterBar>
      }
    >
      <div className="mt-6">
        {delivering && (
          <DeliverForm
            key={delivering._id}
            gift={delivering}
            onCancel={() => setDelivering(null)}
            onDone={() => {
              setDelivering(null);
              void done(t('childGifts.delivered'));
            }}
          />
        )}
      </div>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{listTitle}</h2>
      {gifts.length === 0 ? (
        <EmptyState title={t(status === 'all' ? 'childGifts.empty' : 'childGifts.noMatch')} />
      ) : (
        <GiftsTable rows={gifts} caption={listTitle} canDeliver={canDeliver} onDeliver={setDelivering} />
      )}
      <UrlPageNav url={url} page={page} total={total} pageSize={PAGE_SIZE} />
    </ManagerPage>
  );
}
