import { useState } from 'react';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/gift-orders';
import { formatUsd } from '~/shared/format';
import { orderContracts } from '~/shared/contracts/orders';
import { call } from '~/web/api/client';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { ExportButton } from '~/web/features/admin/kit/export-button';
import { FilterBar, SearchBox } from '~/web/features/admin/kit/filters';
import { ManagerPage, PageNav } from '~/web/features/admin/kit/manager-page';
import { RecordList } from '~/web/features/admin/kit/record-list';
import { toPage } from '~/web/features/admin/kit/url-pages';
import { downloadCsv } from '~/web/features/admin/analysis/csv';
import { adminPageMeta } from '~/web/features/admin/kit/page-meta';
import { paginate, useUrlState } from '~/web/features/admin/kit/pagination';
import { OrderList } from '~/web/features/admin/records/order-list';
import { ordersCsv, matchesOrder } from '~/web/features/admin/records/orders-csv';
import { useOrgTimeZone } from '~/web/features/admin/records/time-zone';

export async function loader({ context }: Route.LoaderArgs) {
  const res = await call(context.get(appContext).api, orderContracts.list);
  return { orders: res.status === 200 ? res.body.data : null };
}

export const meta: Route.MetaFunction = ({ matches }) => adminPageMeta(matches, 'orders.title', 'records');

const PAGE_SIZE = 20;

/** Gift orders: items, totals, buyer and status; searchable, paged, exported as CSV. */
export default function GiftOrders() {
  const { orders } = useLoaderData<typeof loader>();
  const { t, i18n } = useAdminT('records');
  const timeZone = useOrgTimeZone();
  const url = useUrlState();
  const [q, setQ] = useState(url.get('q'));
  const found = (orders ?? []).filter((o) => matchesOrder(o, q));
  const { rows, pages, current } = paginate(found, url.page, PAGE_SIZE);
  const total = found.reduce((sum, o) => sum + o.total, 0);

  return (
    <ManagerPage
      title={t('orders.title')}
      width=""
      action={
        <ExportButton
          label={t('orders.export')}
          disabled={!orders}
          download={() => downloadCsv(`gift-orders${q ? '-search' : ''}.csv`, ordersCsv(found, t, timeZone))}
        />
      }
      filters={
        <FilterBar className="">
          <SearchBox
            label={t('orders.search')}
            placeholder={t('orders.search')}
            value={q}
            maxLength={200}
            onChange={(value) => {
              setQ(value);
              url.set({ q: value.trim() || null });
            }}
          />
        </FilterBar>
      }
    >
      <div className="mt-6">
        <RecordList
          failed={!orders && t('orders.loadError')}
          count={t('orders.count', { count: found.length, total: formatUsd(total, i18n.language) })}
          empty={q ? t('orders.noMatch', { q }) : t('orders.empty')}
          isEmpty={rows.length === 0}
          pager={<PageNav page={current} pages={pages} onPage={toPage(url)} />}
        >
          <OrderList orders={rows} />
        </RecordList>
      </div>
    </ManagerPage>
  );
}
