import { describe, expect, it } from 'vitest';
import { groupCart } from './cart-groups';

const line = (id: string, line: string, price = 10) => ({ id, name: id, price, image: '', line });

describe('groupCart', () => {
  it('shows a repeated gift once with its count, in the order first added; removing takes the last added', () => {
    const groups = groupCart([line('goat', 'a', 60), line('net', 'b', 9), line('goat', 'c', 60)]);
    expect(groups.map((g) => [g.id, g.count, g.last.line])).toEqual([
      ['goat', 2, 'c'],
      ['net', 1, 'b'],
    ]);
  });
  it('is empty for an empty cart', () => expect(groupCart([])).toEqual([]));
});
