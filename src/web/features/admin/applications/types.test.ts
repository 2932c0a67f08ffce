import { describe, expect, it } from 'vitest';
import { applicationContracts } from '~/shared/contracts/applications';
import { listPath } from '../kit/paged-list';
import { type SortMode, applicationsQuery, readSort } from './types';

const applicationsPath = (q: string, sort: SortMode, page: number) =>
  listPath(applicationContracts.list, page, { query: applicationsQuery(q, sort) });

describe('applicationsPath', () => {
  it('asks the server for one page of 20 with the search and a sort other than Newest First', () => {
    expect(applicationsPath(' alice ', 'name', 2)).toBe(
      `${applicationContracts.list.url}?q=alice&sort=name&page=2&pageSize=20`,
    );
    expect(applicationsPath('', 'newest', 1)).toBe(`${applicationContracts.list.url}?page=1&pageSize=20`);
    expect(applicationsPath('', 'oldest', 1)).toBe(`${applicationContracts.list.url}?sort=oldest&page=1&pageSize=20`);
  });

  it('reads an unknown sort as Newest First', () => {
    expect(readSort('bogus')).toBe('newest');
    expect(readSort('name')).toBe('name');
  });
});
