import { describe, expect, it } from 'vitest';
import type { Gift } from './normalize';
import { type CartLine, reconcileCart } from './use-cart';

const gift = (id: string, price: number, name = `Gift ${id}`): Gift => ({
  id,
  name,
  price,
  description: '',
  category: '',
  image: `/img/${id}.webp`,
});
const line = (g: Gift, n: number): CartLine => ({
  id: g.id,
  name: g.name,
  price: g.price,
  image: g.image,
  line: `l${n}`,
});

describe('reconcileCart', () => {
  it('takes the current price and name of each gift, keeping repeated lines', () => {
    const goat = gift('goat', 50);
    const kept = [line(goat, 1), line(goat, 2)];
    const now = [gift('goat', 65, 'A goat for a family')];
    expect(reconcileCart(kept, now)).toEqual([
      { ...kept[0], price: 65, name: 'A goat for a family' },
      { ...kept[1], price: 65, name: 'A goat for a family' },
    ]);
  });

  it('drops a gift that is no longer offered', () => {
    const goat = gift('goat', 50);
    const book = gift('book', 5);
    expect(reconcileCart([line(goat, 1), line(book, 2)], [book])).toEqual([line(book, 2)]);
  });

  it('returns the same array when nothing changed (no needless re-render or write)', () => {
    const book = gift('book', 5);
    const lines = [line(book, 1)];
    expect(reconcileCart(lines, [book, gift('goat', 50)])).toBe(lines);
  });
});

describe('reconcileCart with the gifts asked for', () => {
  it('leaves the lines of gifts not asked for, and drops an asked one not found', () => {
    const goat = gift('goat', 50);
    const book = gift('book', 5);
    const lines = [line(goat, 1), line(book, 2)];
    expect(reconcileCart(lines, [gift('book', 6)], new Set())).toEqual([line(goat, 1), { ...line(book, 2), price: 6 }]);
    expect(reconcileCart(lines, [], new Set(['goat']))).toEqual([line(book, 2)]);
  });
});
