import { z } from 'zod';
import { atMost, optionalText, requiredText, messageKey } from './common';
import { pageFields, pageQuerySchema } from './paging';
import { isoDateTime, localizedListOf, recordId, withTranslations } from './record';
import { SEARCH_MAX_LENGTH } from '~/shared/search-text';

export const catalogCategories = [
  'education',
  'health',
  'food',
  'shelter',
  'environment',
  'community',
  'other',
] as const;
export type CatalogCategory = (typeof catalogCategories)[number];

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The ceiling of a gift's price (USD) and quantity: a typo guard, not a business rule. */
const MAX_GIFT_NUMBER = 1_000_000;

/** Admin product form and the multipart body of POST /api/add/catalog and PUT /api/catalog/{id} (fields arrive as text). */
export const giftInputSchema = z.object({
  name: requiredText('catalog.name', 120),
  description: optionalText(2000),
  price: z.coerce
    .number({ error: messageKey('catalog.price') })
    .refine((n) => Number.isFinite(n) && n > 0, messageKey('catalog.price'))
    .refine((n) => n <= MAX_GIFT_NUMBER, atMost(MAX_GIFT_NUMBER)),
  quantity: z.coerce
    .number({ error: messageKey('catalog.quantity') })
    .min(0, messageKey('catalog.quantity'))
    .int(messageKey('wholeNumber'))
    .max(MAX_GIFT_NUMBER, atMost(MAX_GIFT_NUMBER))
    .default(0),
  category: z.enum(catalogCategories, { error: messageKey('catalog.category') }).default('other'),
});
export type GiftInput = z.input<typeof giftInputSchema>;

/** Browser-side image checks before upload; the server judges the bytes themselves. */
export function imageFileError(file: { size: number; type: string }): string | null {
  if (file.size > MAX_IMAGE_BYTES) return messageKey('catalog.imageSize');
  if (!file.type.startsWith('image/')) return messageKey('catalog.imageType');
  return null;
}

/** A gift of the catalogue as the API answers it: price in dollars (stored as cents). */
export const giftSchema = z.strictObject({
  _id: recordId,
  id: recordId,
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.enum(catalogCategories),
  image: z.string().nullable(),
  quantity: z.number().int(),
  createdAt: isoDateTime,
});
export type Gift = z.infer<typeof giftSchema>;
/** GET /api/catalog: one page of the filtered catalogue (decision 009). */
export const giftListSchema = localizedListOf(giftSchema).extend(pageFields);
export type GiftList = z.infer<typeof giftListSchema>;
/** POST /api/add/catalog and PUT /api/catalog/:id: `{ data }`, the gift with its translations. */
export const storedGiftSchema = withTranslations(giftSchema);
export type StoredGift = z.infer<typeof storedGiftSchema>;

/** What `q` is matched against: the name (the public catalogue's search), or the name or the description (the dashboard's). */
export const giftSearchFields = ['name', 'name-or-description'] as const;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/catalog's filters and page: `q` (case-insensitive substring), `in` (what `q`
 * searches), `category` (exact) and `ids` (comma-separated gift ids, up to 100: the
 * gifts a kept cart holds), all applied before the page is cut.
 */
export const giftListQuerySchema = pageQuerySchema().extend({
  q: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  in: z.preprocess(blankToUndefined, z.enum(giftSearchFields).default('name')),
  category: z.preprocess(blankToUndefined, z.enum(catalogCategories).optional()),
  ids: z.preprocess(
    (value) =>
      typeof value === 'string' ? (value.trim() ? value.split(',').map((id) => id.trim()) : undefined) : value,
    z.array(z.string().regex(UUID, 'a comma-separated list of gift ids')).max(100).optional(),
  ),
});
export type GiftListQuery = z.output<typeof giftListQuerySchema>;
