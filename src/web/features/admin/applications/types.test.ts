import { describe, expect, it } from 'vitest';
import type { Application } from '~/shared/schemas/application';
import { filterApplications, readSort, sortApplications } from './types';

const app = (over: Partial<Application>): Application => ({
  _id: 'x',
  firstName: 'Alice',
  lastName: 'Uwase',
  email: 'alice@example.org',
  phone: '',
  country: 'Rwanda',
  skillsInterests: null,
  availabilityDate: '2027-01-10',
  createdAt: '2026-11-20T10:00:00Z',
  ...over,
});
const list = [
  app({ _id: 'a', firstName: 'eric', lastName: 'Habimana', createdAt: '2026-11-19T10:00:00Z' }),
  app({ _id: 'b', firstName: 'Alice', skillsInterests: { _id: 's', name: 'Teaching English' } }),
  app({ _id: 'c', firstName: 'Claude', email: 'claude@school.rw', createdAt: '2026-11-21T10:00:00Z' }),
];
const ids = (l: Application[]) => l.map((a) => a._id);

describe('filterApplications', () => {
  it('matches first name, last name, e-mail and skills text', () => {
    expect(ids(filterApplications(list, 'ERIC'))).toEqual(['a']);
    expect(ids(filterApplications(list, 'habimana'))).toEqual(['a']);
    expect(ids(filterApplications(list, 'school.rw'))).toEqual(['c']);
    expect(ids(filterApplications(list, 'english'))).toEqual(['b']);
    expect(ids(filterApplications(list, 'alice uwase'))).toEqual(['b']);
    expect(ids(filterApplications(list, 'rwanda'))).toEqual([]);
  });
});

describe('sortApplications', () => {
  it('sorts newest first, oldest first, or by name ignoring case', () => {
    expect(ids(sortApplications(list, 'newest'))).toEqual(['c', 'b', 'a']);
    expect(ids(sortApplications(list, 'oldest'))).toEqual(['a', 'b', 'c']);
    expect(ids(sortApplications(list, 'name'))).toEqual(['b', 'c', 'a']);
    expect(readSort('bogus')).toBe('newest');
  });
});
