import type { QueryOf } from '~/shared/contract';
import type { paymentContracts } from '~/shared/contracts/payments';
import { paymentStatuses, type PublicPaymentStatus } from '~/shared/schemas/payments';

export const PAYMENTS_PAGE_SIZE = 20;

export interface PaymentFilters {
  status: PublicPaymentStatus | 'all';
  page: number;
}

/** The filters in the page's URL (?status=&page=); anything unknown is the default. */
export function readPaymentFilters(params: URLSearchParams): PaymentFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (paymentStatuses as readonly string[]).includes(status ?? '') ? (status as PublicPaymentStatus) : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** What the payments list is asked (its contract's query): the status only when one is chosen. */
export function paymentsQuery(f: PaymentFilters): QueryOf<typeof paymentContracts.list> {
  return { page: f.page, pageSize: PAYMENTS_PAGE_SIZE, ...(f.status === 'all' ? {} : { status: f.status }) };
}
