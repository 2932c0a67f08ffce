import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '~/server/core/db/client';
import { gifts } from '~/server/core/db/schema';
import { recordActivity } from '~/server/core/activity/record';
import { auditedDelete, auditedUpdate, firstRow } from '~/server/core/content/audited-write';
import { bumpContentVersion } from '~/server/core/content/version-bump';
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

/** A change and its activity record are saved together, or neither is. */
export async function createGift(db: Db, input: GiftInput, image: string | null, adminId: string) {
  const values = { ...columns(input), image };
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(gifts).values(values).returning();
    await bumpContentVersion(tx);
    await recordActivity(tx, adminId, 'create', 'gift', row!.id, { after: row });
    return toGiftRecord(row!);
  });
}

/** Replaces the gift's fields; its image only when a new one was sent. */
export async function updateGift(db: Db, id: string, input: GiftInput, image: string | null, adminId: string) {
  const values = { ...columns(input), ...(image ? { image } : {}), updatedAt: new Date() };
  return auditedUpdate(
    db,
    { entity: 'gift', id, adminId },
    {
      before: (tx) => firstRow(tx.select().from(gifts).where(eq(gifts.id, id)).for('update')),
      write: (tx) => firstRow(tx.update(gifts).set(values).where(eq(gifts.id, id)).returning()),
      answer: toGiftRecord,
    },
  );
}

/** Orders keep the gift's name and price as sold; its image goes with the image sweep once no record uses it. */
export async function deleteGift(db: Db, id: string, adminId: string): Promise<void> {
  await auditedDelete(db, { entity: 'gift', id, adminId }, (tx) =>
    firstRow(tx.delete(gifts).where(eq(gifts.id, id)).returning()),
  );
}
