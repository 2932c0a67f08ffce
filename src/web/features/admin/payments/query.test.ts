import { describe, expect, it } from 'vitest';
import { contractPath } from '~/shared/contract';
import { paymentContracts } from '~/shared/contracts/payments';
import { type PaymentFilters, paymentsQuery, readPaymentFilters } from './query';

describe('payment filters in the URL', () => {
  it('reads a known status and a page', () => {
    expect(readPaymentFilters(new URLSearchParams('status=failed&page=3'))).toEqual({ status: 'failed', page: 3 });
  });
  it('takes anything unknown as the default', () => {
    expect(readPaymentFilters(new URLSearchParams('status=paid&page=-2'))).toEqual({ status: 'all', page: 1 });
    expect(readPaymentFilters(new URLSearchParams('page=1.5'))).toEqual({ status: 'all', page: 1 });
  });
  it('asks the API for the status only when one is chosen', () => {
    const path = (f: PaymentFilters) => contractPath(paymentContracts.list, {}, paymentsQuery(f));
    expect(path({ status: 'all', page: 1 })).toBe(`${paymentContracts.list.url}?page=1&pageSize=20`);
    expect(path({ status: 'pending', page: 2 })).toBe(`${paymentContracts.list.url}?page=2&pageSize=20&status=pending`);
  });
});
