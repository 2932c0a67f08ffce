import { useState } from 'react';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/child-gifts';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { useUrlState } from '~/web/features/admin/kit/pagination';
import { useToast } from '~/web/features/admin/kit/toast';
import { FilterBar, FilterSelect } from '~/web/features/admin/kit/filters';
import { EmptyState, ManagerPage, PageNav, useLoadFailure } from '~/web/features/admin/kit/manager-page';
import { useRun } from '~/web/features/admin/kit/use-run';
import { DeliverForm } from '~/web/features/admin/child-gifts/deliver-form';
import { GiftsTable } from '~/web/features/admin/child-gifts/gifts-table';
import { pageCount } from '~/shared/page-info';
import { type StaffChildGift, childGiftStatuses } from '~/shared/schemas/child-gift';
import { childGiftStaffContracts } from '~/shared/contracts/child-gifts-staff';
import { call } from '~/web/api/client';
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
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const res = await call(api, childGiftStaffContracts.list, { query: { status, page, pageSize: PAGE_SIZE } });
  const canDeliver = admin ? SPONSORSHIP.includes(admin.role) : false;
  if (res.status !== 200) return { gifts: [] as StaffChildGift[], total: 0, status, page, canDeliver, failed: true };
  return { gifts: res.body.data, total: res.body.total, status, page, canDeliver, failed: false };
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
  const pages = pageCount({ total, pageSize: PAGE_SIZE });
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
      <PageNav page={Math.min(page, pages)} pages={pages} onPage={(p) => url.set({ page: p === 1 ? null : p })} />
    </ManagerPage>
  );
}
