import { desc, inArray } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import type { Order } from '~/shared/schemas/order';
import { giftOrderItems, giftOrders } from '~/server/db/schema';

/** Every gift order, newest first, with its items as sold. */
export async function listOrders(db: Db): Promise<Order[]> {
  const orders = await db.select().from(giftOrders).orderBy(desc(giftOrders.createdAt));
  const items = orders.length
    ? await db
        .select()
        .from(giftOrderItems)
        .where(
          inArray(
            giftOrderItems.orderId,
            orders.map((o) => o.id),
          ),
        )
        .orderBy(giftOrderItems.id)
    : [];
  const byOrder = Map.groupBy(items, (i) => i.orderId);
  return orders.map((o) => ({
    _id: o.id,
    total: o.totalCents / 100,
    paymentMethod: o.paymentMethod,
    createdAt: o.createdAt.toISOString(),
    items: (byOrder.get(o.id) ?? []).map((i) => ({ giftId: i.giftId, name: i.name, price: i.priceCents / 100 })),
  }));
}
