import { describe, expect, it } from 'vitest';
import { childListView } from './child-list-view';

describe('childListView', () => {
  it('shows the first 3 with a toggle when there are more than 4', () => {
    expect(childListView(5, false)).toEqual({ shown: 3, toggle: true });
    expect(childListView(12, false)).toEqual({ shown: 3, toggle: true });
    expect(childListView(5, true)).toEqual({ shown: 5, toggle: true });
  });

  it('has no toggle with 4 or fewer, and hides nobody', () => {
    expect(childListView(4, false)).toEqual({ shown: 4, toggle: false });
    expect(childListView(3, false)).toEqual({ shown: 3, toggle: false });
    expect(childListView(1, true)).toEqual({ shown: 1, toggle: false });
    expect(childListView(0, false)).toEqual({ shown: 0, toggle: false });
  });
});
