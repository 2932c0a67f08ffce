import type { z } from 'zod';
import { gifts } from '~/server/core/db/schema';
import { pictureRecordWrites } from '~/server/core/content/record-writes';
import { badRequest } from '~/server/core/http/errors';
import type { StoredGift } from '~/shared/schemas/gift';
import { translate } from '~/shared/i18n';
import type { giftBodySchema } from '~/shared/schemas/translations';

type GiftRow = typeof gifts.$inferSelect;
type GiftInput = z.output<typeof giftBodySchema>;

/**
 * A gift as the API shows it: price in dollars (stored as cents), with its stored
 * translations (public answers pass through `localize`, which takes them out).
 */
export function toGiftRecord(row: GiftRow): StoredGift {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.priceCents / 100,
    category: row.category,
    image: row.image,
    quantity: row.quantity,
    createdAt: row.createdAt.toISOString(),
    translations: row.translations ?? {},
  };
}

function priceCents(price: number): number {
  const cents = Math.round(price * 100);
  if (cents < 1) throw badRequest(`price: ${translate('validation:catalog.price')}`);
  return cents;
}

/** The gift's columns from the form (translations left out of the body: the stored ones stay). */
function columns(input: GiftInput) {
  return {
    name: input.name,
    description: input.description,
    priceCents: priceCents(input.price),
    category: input.category,
    quantity: input.quantity,
    translations: input.translations,
  };
}

/**
 * A change and its activity record are saved together, or neither is. An update replaces
 * the gift's fields; its image only when a new one was sent. Orders keep a deleted gift's
 * name and price as sold; its image goes with the image sweep once no record uses it.
 */
export const {
  create: createGift,
  update: updateGift,
  remove: deleteGift,
} = pictureRecordWrites(gifts, 'gift', toGiftRecord, columns);
