import { useCallback, useEffect, useState } from 'react';
import { CART_STORAGE_KEY } from '~/shared/boot';
import { giftContracts } from '~/shared/contracts/gifts';
import { browserCallTo, isOk } from '~/web/api/client';
import { type Gift, cartTotal, normalizeCatalog, normalizeGift } from './normalize';

/** One gift in the cart; the same gift may be added several times (docs/product.md), each its own line. */
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
 * longer offered leaves the cart. `asked`: the gifts `gifts` answers for (all of them by
 * default); a line of another gift is left as it is. Lines already current are kept as they are.
 */
export function reconcileCart(lines: CartLine[], gifts: readonly Gift[], asked?: ReadonlySet<string>): CartLine[] {
  const byId = new Map(gifts.map((g) => [g.id, g]));
  let changed = false;
  const next = lines.flatMap((line) => {
    const gift = byId.get(line.id);
    if (!gift) {
      if (asked && !asked.has(line.id)) return [line];
      changed = true;
      return [];
    }
    if (gift.name === line.name && gift.price === line.price && gift.image === line.image) return [line];
    changed = true;
    return [{ ...line, name: gift.name, price: gift.price, image: gift.image }];
  });
  return changed ? next : lines;
}

const NONE: ReadonlySet<string> = new Set();
/** The API's largest page (decision 009). */
const MAX_PAGE_SIZE = 100;
/** Gift ids are uuids: anything else kept in a cart names no gift (and is not asked for). */
const GIFT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The catalogue's gifts of these ids, whatever page they are on (`?ids=`, 100 at a
 * time), in the page's language; null when the catalogue could not be read.
 */
export async function fetchGiftsById(kept: readonly string[]): Promise<Gift[] | null> {
  const ids = kept.filter((id) => GIFT_ID.test(id));
  try {
    const found: Gift[] = [];
    for (let i = 0; i < ids.length; i += MAX_PAGE_SIZE) {
      const chunk = ids.slice(i, i + MAX_PAGE_SIZE);
      const res = await browserCallTo(giftContracts.list, { query: { ids: chunk.join(','), pageSize: MAX_PAGE_SIZE } });
      if (!isOk(res)) return null;
      found.push(...normalizeCatalog(res.body, () => {}));
    }
    return found;
  } catch {
    return null;
  }
}

/**
 * The cart lives in localStorage so it survives a reload. It is read after hydration
 * (the server knows nothing of it) and checked against the catalogue: its gifts are
 * read by id (they may be on any page, or gone), again when the language changes, and
 * the gifts of the page shown (`gifts`) refresh theirs. It is written on every change.
 */
export function useCart(gifts: readonly Gift[], lang: string) {
  const [lines, setLines] = useState<CartLine[]>([]);
  const [restored, setRestored] = useState(false);
  const [kept, setKept] = useState<string[]>([]);

  useEffect(() => {
    const stored = readStored();
    setLines(stored);
    setKept([...new Set(stored.map((l) => l.id))]);
    setRestored(true);
  }, []);

  useEffect(() => {
    if (kept.length === 0) return;
    let current = true;
    void fetchGiftsById(kept).then((found) => {
      if (current && found) setLines((l) => reconcileCart(l, found, new Set(kept)));
    });
    return () => {
      current = false;
    };
  }, [kept, lang]);

  useEffect(() => {
    if (restored) setLines((l) => reconcileCart(l, gifts, NONE));
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
