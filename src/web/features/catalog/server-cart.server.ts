import { giftContracts } from '~/shared/contracts/gifts';
import { type ApiClient, call } from '~/web/api/client';
import { type Gift, cartTotal, normalizeCatalog } from './normalize';

/** One gift of the cart with how many times it was added. */
export interface ServerCartLine {
  id: string;
  name: string;
  price: number;
  image: string;
  count: number;
}

export interface ServerCart {
  /** The ids still offered, one per gift added (what an order is made of). */
  ids: string[];
  lines: ServerCartLine[];
  total: number;
}

/**
 * The cart's gifts as the catalogue has them now (names in the page's language, today's
 * prices; the catalogue's list with `ids`), each gift once with its count. A gift no longer
 * offered is left out. Null when the catalogue could not be read.
 */
export async function readServerCart(api: ApiClient, kept: readonly string[]): Promise<ServerCart | null> {
  if (kept.length === 0) return { ids: [], lines: [], total: 0 };
  const unique = [...new Set(kept)];
  let gifts: Gift[];
  try {
    const res = await call(api, giftContracts.list, { query: { ids: unique.join(','), pageSize: 100 } });
    if (res.status !== 200) return null;
    gifts = normalizeCatalog(res.body, () => {});
  } catch {
    return null;
  }
  const byId = new Map(gifts.map((g) => [g.id, g]));
  const ids = kept.filter((id) => byId.has(id));
  const lines: ServerCartLine[] = [];
  for (const id of unique) {
    const gift = byId.get(id);
    if (!gift) continue;
    lines.push({
      id,
      name: gift.name,
      price: gift.price,
      image: gift.image,
      count: ids.filter((x) => x === id).length,
    });
  }
  return { ids, lines, total: cartTotal(ids.map((id) => byId.get(id)!)) };
}
