import { describe, expect, it } from 'vitest';
import { applicationsPath, readSort } from './types';

describe('applicationsPath', () => {
  it('asks the server for one page of 20 with the search and a sort other than Newest First', () => {
    expect(applicationsPath(' alice ', 'name', 2)).toBe('/api/application?q=alice&sort=name&page=2&pageSize=20');
    expect(applicationsPath('', 'newest', 1)).toBe('/api/application?page=1&pageSize=20');
    expect(applicationsPath('', 'oldest', 1)).toBe('/api/application?sort=oldest&page=1&pageSize=20');
  });

  it('reads an unknown sort as Newest First', () => {
    expect(readSort('bogus')).toBe('newest');
    expect(readSort('name')).toBe('name');
  });
});
