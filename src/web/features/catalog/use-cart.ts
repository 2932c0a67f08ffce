import { useCallback, useEffect, useState } from 'react';
import { CART_STORAGE_KEY } from '~/shared/boot';
import { type Gift, cartTotal, normalizeGift } from './normalize';

/** One gift in the cart; the same gift may be added several times (SPEC), each its own line. */
export interface CartLine extends Pick<Gift, 'id' | 'name' | 'price' | 'image'> {
  line: string;
}

let counter = 0;
const lineId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

function readStored(): CartLine[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((item: unknown) => {
      const gift = normalizeGift(item);
      return gift ? [{ id: gift.id, name: gift.name, price: gift.price, image: gift.image, line: lineId() }] : [];
    });
  } catch {
    return [];
  }
}

/**
 * A kept cart checked against the catalogue as it is now: the server charges today's
 * prices, so each line takes the gift's current name, price and image, and a gift no
 * longer offered leaves the cart. Lines already current are kept as they are.
 */
export function reconcileCart(lines: CartLine[], gifts: readonly Gift[]): CartLine[] {
  const byId = new Map(gifts.map((g) => [g.id, g]));
  let changed = false;
  const next = lines.flatMap((line) => {
    const gift = byId.get(line.id);
    if (!gift) {
      changed = true;
      return [];
    }
    if (gift.name === line.name && gift.price === line.price && gift.image === line.image) return [line];
    changed = true;
    return [{ ...line, name: gift.name, price: gift.price, image: gift.image }];
  });
  return changed ? next : lines;
}

/**
 * The cart lives in localStorage so it survives a reload. It is read after hydration
 * (the server knows nothing of it), checked against `gifts` (the catalogue loaded now),
 * then written on every change.
 */
export function useCart(gifts: readonly Gift[]) {
  const [lines, setLines] = useState<CartLine[]>([]);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    setLines(readStored());
    setRestored(true);
  }, []);

  useEffect(() => {
    if (restored) setLines((l) => reconcileCart(l, gifts));
  }, [gifts, restored]);

  useEffect(() => {
    if (!restored) return;
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines.map(({ line: _, ...gift }) => gift)));
    } catch {
      /* storage full or blocked: the cart still works for this visit */
    }
  }, [lines, restored]);

  const add = useCallback(
    (gift: Gift) =>
      setLines((l) => [...l, { id: gift.id, name: gift.name, price: gift.price, image: gift.image, line: lineId() }]),
    [],
  );
  const remove = useCallback((line: string) => setLines((l) => l.filter((x) => x.line !== line)), []);
  const clear = useCallback(() => setLines([]), []);

  return { lines, count: lines.length, total: cartTotal(lines), add, remove, clear, restored };
}
