import { describe, expect, it } from 'vitest';
import { donationContracts } from '~/shared/contracts/donations';
import { listPath } from '../kit/paged-list';
import { type DonationFilters, donationListQuery, readFilters } from './types';

/** The address the screen's loader reads (readPage through the list's contract). */
const donationsQuery = (f: DonationFilters, page = f.page, pageSize = 20) =>
  listPath(donationContracts.list, page, { query: donationListQuery(f), pageSize });

describe('donation filters in the URL', () => {
  it('reads known values and falls back to all', () => {
    expect(readFilters(new URLSearchParams('period=30d&type=monthly&method=momo&page=3'))).toEqual({
      period: '30d',
      type: 'monthly',
      method: 'momo',
      page: 3,
    });
    expect(readFilters(new URLSearchParams('period=2y&type=x&method=&page=-4'))).toEqual({
      period: 'all',
      type: 'all',
      method: 'all',
      page: 1,
    });
  });

  it('asks the API only for the filters chosen', () => {
    expect(donationListQuery(readFilters(new URLSearchParams('')))).toEqual({ page: 1, pageSize: 20 });
    expect(donationListQuery(readFilters(new URLSearchParams('period=7d&method=cash&page=2')))).toEqual({
      period: '7d',
      method: 'cash',
      page: 2,
      pageSize: 20,
    });
    const { url } = donationContracts.list;
    expect(donationsQuery(readFilters(new URLSearchParams('')))).toBe(`${url}?page=1&pageSize=20`);
    expect(donationsQuery(readFilters(new URLSearchParams('type=one-time&page=2')), 1, 100)).toBe(
      `${url}?type=one-time&page=1&pageSize=100`,
    );
  });
});
