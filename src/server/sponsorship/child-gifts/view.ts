import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { childGifts } from '~/server/core/db/child-gifts-schema';
import { children, payments } from '~/server/core/db/schema';
import { childPublicName } from '~/server/core/db/child-name';
import type { ChildGift, StaffChildGift } from '~/shared/schemas/child-gift';
import { ofSupporters, supportersOfAddress } from '~/server/core/supporters/of-address';
import { childGiftReference } from '~/server/giving';

const giftColumns = {
  gift: childGifts,
  childName: sql<string>`coalesce(${children.name}, '')`,
  paymentMethod: payments.method,
};
type GiftRow = { gift: typeof childGifts.$inferSelect; childName: string; paymentMethod: string | null };

export const giftView = ({ gift: g, childName }: GiftRow): ChildGift => ({
  _id: g.id,
  reference: childGiftReference(g.id),
  childId: g.childId,
  childName,
  kind: g.kind,
  amount: g.amountRwf,
  note: g.note,
  status: g.status,
  deliveredAt: g.deliveredAt?.toISOString() ?? null,
  deliveryNote: g.deliveryNote,
  deliveryPhoto: g.deliveryPhoto,
  createdAt: g.createdAt.toISOString(),
});

export const staffGiftView = (row: GiftRow): StaffChildGift => ({
  ...giftView(row),
  sponsorName: row.gift.sponsorName,
  sponsorEmail: row.gift.sponsorEmail,
  paymentMethod: row.paymentMethod ?? '',
});

/** A gift (`child_gifts`) is the address's: given with it, or for a sponsorship of one of its supporters. */
export async function giftsOfAddress(db: Db, email: string) {
  const ids = await supportersOfAddress(db, email);
  return sql`(lower(${childGifts.sponsorEmail}) = ${email.trim().toLowerCase()} OR ${childGifts.sponsorshipId} IN (
    SELECT id FROM sponsorships WHERE ${ofSupporters(sql`supporter_id`, ids)}))`;
}

/** Staff read the child's full name; the sponsor the preferred name (docs/children-protection.md). */
const sponsorColumns = { ...giftColumns, childName: sql<string>`coalesce(${childPublicName}, '')` };

const baseQuery = (db: Db, columns = giftColumns) =>
  db
    .select(columns)
    .from(childGifts)
    .leftJoin(children, eq(children.id, childGifts.childId))
    .leftJoin(payments, eq(payments.id, childGifts.paymentId));

/**
 * The gifts the address's supporters gave, newest first (their signed page): those of
 * their sponsorships, and those given with the address.
 */
export async function giftsGivenBy(db: Db, email: string): Promise<ChildGift[]> {
  const rows = await baseQuery(db, sponsorColumns)
    .where(await giftsOfAddress(db, email))
    .orderBy(desc(childGifts.createdAt), desc(childGifts.id))
    .limit(200);
  return rows.map(giftView);
}

/** Staff's list: every gift, or those of one status, newest first, one page. */
export async function listGifts(
  db: Db,
  q: { status: 'all' | 'received' | 'delivered'; limit: number; offset: number },
): Promise<{ rows: StaffChildGift[]; total: number }> {
  const where = q.status === 'all' ? undefined : eq(childGifts.status, q.status);
  const [rows, [count]] = await Promise.all([
    baseQuery(db).where(where).orderBy(desc(childGifts.createdAt), desc(childGifts.id)).limit(q.limit).offset(q.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(childGifts)
      .where(where),
  ]);
  return { rows: rows.map(staffGiftView), total: Number(count?.n ?? 0) };
}

/** One gift as staff see it. */
export async function staffGift(db: Db, id: string): Promise<StaffChildGift | null> {
  const [row] = await baseQuery(db).where(and(eq(childGifts.id, id)));
  return row ? staffGiftView(row) : null;
}
