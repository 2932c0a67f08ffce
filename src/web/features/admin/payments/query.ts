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

export function paymentsQuery(f: PaymentFilters): string {
  const q = new URLSearchParams({ page: String(f.page), pageSize: String(PAYMENTS_PAGE_SIZE) });
  if (f.status !== 'all') q.set('status', f.status);
  return `/api/payments?${q}`;
}
