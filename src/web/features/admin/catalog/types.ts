import type { Gift as ApiGift } from '~/shared/schemas/gift';
import type { ContentTranslations } from '~/shared/schemas/translations';

/** A gift as staff read it (GET /api/catalog?lang=en with a session: English fields plus translations). */
export type Gift = ApiGift & { translations?: ContentTranslations };

/** Case-insensitive match on name or description, exact category (SPEC section 5). */
export function filterGifts(gifts: Gift[], query: string, category: string): Gift[] {
  const q = query.trim().toLowerCase();
  return gifts.filter(
    (g) =>
      (!category || g.category === category) &&
      (!q || g.name.toLowerCase().includes(q) || (g.description ?? '').toLowerCase().includes(q)),
  );
}
