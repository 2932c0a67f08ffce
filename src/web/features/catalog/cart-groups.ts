import type { CartLine } from './use-cart';

/** The same gift added several times, shown once with its count. */
export interface CartGroup {
  id: string;
  name: string;
  price: number;
  count: number;
  /** The line "remove one" takes away (the last one added). */
  last: CartLine;
}

/** The cart's lines as one entry per gift, in the order each was first added. */
export function groupCart(lines: readonly CartLine[]): CartGroup[] {
  const groups = new Map<string, CartGroup>();
  for (const line of lines) {
    const group = groups.get(line.id);
    if (group) {
      group.count++;
      group.last = line;
    } else groups.set(line.id, { id: line.id, name: line.name, price: line.price, count: 1, last: line });
  }
  return [...groups.values()];
}
