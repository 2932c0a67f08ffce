import { describe, expect, it } from 'vitest';
import { listView } from './list-view';

describe('listView', () => {
  it('shows the first 3 with a toggle when there are more than 4', () => {
    expect(listView(5, false)).toEqual({ shown: 3, toggle: true });
    expect(listView(12, false)).toEqual({ shown: 3, toggle: true });
    expect(listView(5, true)).toEqual({ shown: 5, toggle: true });
  });

  it('has no toggle with 4 or fewer, and hides nobody', () => {
    expect(listView(4, false)).toEqual({ shown: 4, toggle: false });
    expect(listView(3, false)).toEqual({ shown: 3, toggle: false });
    expect(listView(1, true)).toEqual({ shown: 1, toggle: false });
    expect(listView(0, false)).toEqual({ shown: 0, toggle: false });
  });
});
