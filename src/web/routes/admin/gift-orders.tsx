import { useState } from 'react';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/gift-orders';
import { formatUsd } from '~/shared/format';
import type { Order } from '~/shared/schemas/order';
import { Alert } from '~/web/components/alert';
import { TextField } from '~/web/components/field';
import { appContext } from '~/web/context';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { DownloadIcon } from '~/web/features/admin/analysis/download-icon';
import { downloadCsv } from '~/web/features/admin/analysis/csv';
import { adminPageMeta } from '~/web/features/admin/page-meta';
import { Pagination, paginate, useUrlState } from '~/web/features/admin/pagination';
import { OrderList } from '~/web/features/admin/records/order-list';
import { ordersCsv, matchesOrder } from '~/web/features/admin/records/orders-csv';
import { useOrgTimeZone } from '~/web/features/admin/records/time-zone';

export async function loader({ context }: Route.LoaderArgs) {
  const res = await context.get(appContext).api.get<{ data: Order[] }>('/api/orders');
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
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('orders.title')}</h1>
        <button
          type="button"
          disabled={!orders}
          onClick={() => downloadCsv(`gift-orders${q ? '-search' : ''}.csv`, ordersCsv(found, t, timeZone))}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          <DownloadIcon />
          {t('orders.export')}
        </button>
      </div>
      <div role="search" className="rounded-xl border border-slate-200 bg-white p-4">
        <TextField
          label={t('orders.search')}
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            url.set({ q: e.target.value.trim() || null });
          }}
        />
      </div>
      {!orders ? (
        <Alert tone="error" title={t('orders.loadError')} />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('orders.count', { count: found.length, total: formatUsd(total, i18n.language) })}
          </p>
          {rows.length === 0 ? (
            <div className="rounded-xl border border-slate-200 bg-white p-10 text-center">
              <p className="text-lg font-semibold text-slate-900">
                {q ? t('orders.noMatch', { q }) : t('orders.empty')}
              </p>
            </div>
          ) : (
            <OrderList orders={rows} />
          )}
          <Pagination
            page={current}
            pages={pages}
            onPage={(p) => url.set({ page: p === 1 ? null : p })}
            labels={{
              nav: t('donors.pages'),
              previous: t('donors.previous'),
              next: t('donors.next'),
              page: (p, n) => t('donors.page', { page: p, pages: n }),
            }}
          />
        </>
      )}
    </div>
  );
}
