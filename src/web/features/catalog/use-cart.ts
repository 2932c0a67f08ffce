import { useCallback, useEffect, useState } from 'react';
import { type Gift, cartTotal, normalizeGift } from './normalize';

/** One gift in the cart; the same gift may be added several times (SPEC), each its own line. */
export interface CartLine extends Pick<Gift, 'id' | 'name' | 'price' | 'image'> {
  line: string;
}

export const CART_STORAGE_KEY = 'giftCart';

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
 * The cart lives in localStorage so it survives a reload. It is read after hydration
 * (the server knows nothing of it), then written on every change.
 */
export function useCart() {
  const [lines, setLines] = useState<CartLine[]>([]);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    setLines(readStored());
    setRestored(true);
  }, []);

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
