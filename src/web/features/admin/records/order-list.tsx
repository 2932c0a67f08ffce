import { formatUsd } from '~/shared/format';
import type { Order } from '~/shared/schemas/order';
import { useAdminT } from '~/web/features/admin/admin-i18n';
import { formatStamp, useOrgTimeZone } from './time-zone';
import { mailtoHref } from '~/web/components/mailto';

/** Gift orders: a table on wide screens, cards under 768 px. */
export function OrderList({ orders }: { orders: Order[] }) {
  const { t, i18n } = useAdminT('records');
  const lang = i18n.language;
  const timeZone = useOrgTimeZone();
  const c = (k: string) => t(`orders.columns.${k}`);
  const buyer = (o: Order) =>
    o.buyerEmail ? (
      <>
        <span className="font-medium text-slate-900">{o.buyerName}</span>
        <a href={mailtoHref(o.buyerEmail)} className="block break-all text-brand-800 underline">
          {o.buyerEmail}
        </a>
      </>
    ) : (
      <span className="text-slate-500">{t('orders.noBuyer')}</span>
    );
  const items = (o: Order) => (
    <ul className="list-inside list-disc">
      {o.items.map((i, n) => (
        <li key={n}>
          {i.name} <span className="text-slate-600">{formatUsd(i.price, lang)}</span>
        </li>
      ))}
    </ul>
  );
  const status = (o: Order) => (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
      {t(`statuses.${o.status}`, { defaultValue: o.status })}
    </span>
  );
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{t('orders.caption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {['reference', 'date', 'buyer', 'items', 'total', 'status'].map((k) => (
              <th key={k} scope="col" className="px-4 py-3 font-semibold">
                {c(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {orders.map((o) => (
            <tr key={o._id} data-order={o._id}>
              <th scope="row" className="px-4 py-3 font-mono text-xs">
                {o.reference}
              </th>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatStamp(o.createdAt, lang, timeZone)}</td>
              <td className="px-4 py-3">{buyer(o)}</td>
              <td className="px-4 py-3">{items(o)}</td>
              <td className="px-4 py-3 font-semibold tabular-nums">
                {formatUsd(o.total, lang)}
                <span className="block text-xs font-normal text-slate-600">{t(`methods.${o.paymentMethod}`)}</span>
              </td>
              <td className="px-4 py-3">{status(o)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label={t('orders.caption')}>
        {orders.map((o) => (
          <li key={o._id} className="space-y-2 p-4 text-sm" data-order={o._id}>
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-mono text-xs">{o.reference}</span>
              <span className="font-bold tabular-nums">{formatUsd(o.total, lang)}</span>
            </div>
            <div>{buyer(o)}</div>
            {items(o)}
            <div className="flex items-center justify-between text-slate-600">
              <span>{formatStamp(o.createdAt, lang, timeZone)}</span>
              {status(o)}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
