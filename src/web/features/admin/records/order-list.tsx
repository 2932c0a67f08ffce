import { formatUsd } from '~/shared/format';
import type { Order } from '~/shared/schemas/order';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { columnsOf } from '../kit/columns';
import { DataTable } from '../kit/data-table';
import { formatStamp, useOrgTimeZone } from './time-zone';
import { mailtoHref } from '~/web/components/mailto';

/** Gift orders: a table on wide screens, cards under 768 px. */
export function OrderList({ orders }: { orders: Order[] }) {
  const { t, i18n } = useAdminT('records');
  const lang = i18n.language;
  const timeZone = useOrgTimeZone();
  const column = columnsOf<Order>((key) => t(`orders.columns.${key}`));
  const columns = [
    column('reference', (o) => o.reference, { rowHeader: true, className: 'font-mono text-xs' }),
    column('date', (o) => formatStamp(o.createdAt, lang, timeZone), { className: 'whitespace-nowrap text-slate-600' }),
    column('buyer', (o) =>
      o.buyerEmail ? (
        <>
          <span className="font-medium text-slate-900">{o.buyerName}</span>
          <a href={mailtoHref(o.buyerEmail)} className="block break-all text-brand-800 underline">
            {o.buyerEmail}
          </a>
        </>
      ) : (
        <span className="text-slate-500">{t('orders.noBuyer')}</span>
      ),
    ),
    column('items', (o) => (
      <ul className="list-inside list-disc">
        {o.items.map((i, n) => (
          <li key={n}>
            {i.name} <span className="text-slate-600">{formatUsd(i.price, lang)}</span>
          </li>
        ))}
      </ul>
    )),
    column(
      'total',
      (o) => (
        <>
          {formatUsd(o.total, lang)}
          <span className="block text-xs font-normal text-slate-600">{t(`methods.${o.paymentMethod}`)}</span>
        </>
      ),
      { card: 'aside', className: 'font-semibold tabular-nums' },
    ),
    column('status', (o) => (
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
        {t(`statuses.${o.status}`, { defaultValue: o.status })}
      </span>
    )),
  ];
  return <DataTable rows={orders} columns={columns} caption={t('orders.caption')} rowName="order" />;
}
