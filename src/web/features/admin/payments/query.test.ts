import { describe, expect, it } from 'vitest';
import { paymentsQuery, readPaymentFilters } from './query';

describe('payment filters in the URL', () => {
  it('reads a known status and a page', () => {
    expect(readPaymentFilters(new URLSearchParams('status=failed&page=3'))).toEqual({ status: 'failed', page: 3 });
  });
  it('takes anything unknown as the default', () => {
    expect(readPaymentFilters(new URLSearchParams('status=paid&page=-2'))).toEqual({ status: 'all', page: 1 });
    expect(readPaymentFilters(new URLSearchParams('page=1.5'))).toEqual({ status: 'all', page: 1 });
  });
  it('asks the API for the status only when one is chosen', () => {
    expect(paymentsQuery({ status: 'all', page: 1 })).toBe('/api/payments?page=1&pageSize=20');
    expect(paymentsQuery({ status: 'pending', page: 2 })).toBe('/api/payments?page=2&pageSize=20&status=pending');
  });
});
