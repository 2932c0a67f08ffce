import type { TFunction } from '~/shared/i18n/translator';
import type { Order } from '~/shared/schemas/order';
import { zonedDateTime } from '~/shared/time-zone';
import type { Cell } from '~/web/features/admin/analysis/csv';

/** A search over reference, buyer name and e-mail, and the gifts' names. */
export function matchesOrder(o: Order, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return [o.reference, o.buyerName, o.buyerEmail, ...o.items.map((i) => i.name)].some((s) =>
    s.toLowerCase().includes(needle),
  );
}

/** Gift orders as CSV rows: one line an order, the items listed; dates in the organisation's time zone. */
export function ordersCsv(orders: Order[], t: TFunction, timeZone: string): Cell[][] {
  const c = (k: string) => t(`orders.columns.${k}`);
  return [
    [
      c('reference'),
      `${c('date')} (${timeZone})`,
      c('buyer'),
      c('email'),
      c('items'),
      `${c('total')} (USD)`,
      c('method'),
      c('status'),
    ],
    ...orders.map((o) => [
      o.reference,
      zonedDateTime(o.createdAt, timeZone),
      o.buyerName,
      o.buyerEmail,
      o.items.map((i) => i.name).join('; '),
      o.total,
      t(`methods.${o.paymentMethod}`),
      t(`statuses.${o.status}`, { defaultValue: o.status }),
    ]),
  ];
}
