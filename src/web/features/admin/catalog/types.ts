import type { ContentTranslations } from '~/shared/schemas/translations';

/** A gift as GET /api/catalog?lang=en returns it to staff (price in dollars; English fields plus translations). */
export interface Gift {
  _id: string;
  name: string;
  description: string;
  price: number;
  category: string;
  image: string | null;
  quantity: number;
  createdAt?: string;
  translations?: ContentTranslations;
}

/** SPEC: the list is read from `data`, or is the body itself. */
export function listFromBody<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}

/** Case-insensitive match on name or description, exact category (SPEC section 5). */
export function filterGifts(gifts: Gift[], query: string, category: string): Gift[] {
  const q = query.trim().toLowerCase();
  return gifts.filter(
    (g) =>
      (!category || g.category === category) &&
      (!q || g.name.toLowerCase().includes(q) || (g.description ?? '').toLowerCase().includes(q)),
  );
}
