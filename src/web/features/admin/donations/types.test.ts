import { describe, expect, it } from 'vitest';
import { donationsQuery, readFilters } from './types';

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
    expect(donationsQuery(readFilters(new URLSearchParams('')))).toBe('/api/donations?page=1&pageSize=20');
    expect(donationsQuery(readFilters(new URLSearchParams('type=one-time&page=2')), 1, 100)).toBe(
      '/api/donations?type=one-time&page=1&pageSize=100',
    );
  });
});
