import { type SQL, and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { containsPattern } from '~/server/core/db/like';
import { gifts } from '~/server/core/db/schema';
import { pageWindow } from '~/server/core/http/paging';
import type { Language } from '~/shared/i18n/core';
import type { StoredGift } from '~/shared/schemas/gift';
import type { GiftListQuery } from '~/shared/schemas/gift';
import { toGiftRecord } from './service';

/** A field as a visitor reads it: its translation in `lang` when there is one. */
const translated = (field: 'name' | 'description', lang: Language) =>
  sql<string>`(${gifts.translations} -> ${lang} ->> ${field})`;

/** The query's filters as one SQL condition (none: undefined). */
function giftFilter(q: GiftListQuery, lang: Language): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (q.category) filters.push(eq(gifts.category, q.category));
  if (q.ids) filters.push(q.ids.length ? inArray(gifts.id, q.ids) : sql`false`);
  if (q.q) {
    const pattern = containsPattern(q.q);
    const fields = q.in === 'name' ? (['name'] as const) : (['name', 'description'] as const);
    // The field as stored (English) and, for a visitor reading another language, as shown.
    filters.push(
      or(
        ...fields.flatMap((f) => [
          ilike(gifts[f], pattern),
          ...(lang === 'en' ? [] : [ilike(translated(f, lang), pattern)]),
        ]),
      ),
    );
  }
  return and(...filters);
}

/**
 * One page of the catalogue, newest first (the id breaks ties, so pages never share or
 * skip a gift), filtered in SQL before the page is cut, and how many gifts match.
 */
export async function listGifts(
  db: Db,
  q: GiftListQuery,
  lang: Language,
): Promise<{ records: StoredGift[]; total: number }> {
  const where = giftFilter(q, lang);
  const { limit, offset } = pageWindow(q);
  const [rows, [counted]] = await Promise.all([
    db.select().from(gifts).where(where).orderBy(desc(gifts.createdAt), desc(gifts.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(gifts).where(where),
  ]);
  return { records: rows.map(toGiftRecord), total: Number(counted?.total ?? 0) };
}
