import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import type { Order } from '~/shared/schemas/order';
import { giftOrderItems, giftOrders, payments } from '~/server/core/db/schema';
import { orderReference } from '~/server/giving/payments/purchase-details';

/** Every gift order, newest first, with its items as sold, its buyer and its payment's status. */
export async function listOrders(db: Db): Promise<Order[]> {
  const orders = await db
    .select({ o: giftOrders, status: payments.status })
    .from(giftOrders)
    .leftJoin(payments, eq(payments.id, giftOrders.paymentId))
    .orderBy(desc(giftOrders.createdAt), desc(giftOrders.id));
  const items = orders.length
    ? await db
        .select()
        .from(giftOrderItems)
        .where(
          inArray(
            giftOrderItems.orderId,
            orders.map(({ o }) => o.id),
          ),
        )
        .orderBy(giftOrderItems.id)
    : [];
  const byOrder = Map.groupBy(items, (i) => i.orderId);
  return orders.map(({ o, status }) => ({
    _id: o.id,
    reference: orderReference(o.id),
    total: o.totalCents / 100,
    paymentMethod: o.paymentMethod,
    buyerName: o.buyerName,
    buyerEmail: o.buyerEmail,
    status: status ?? 'approved',
    createdAt: o.createdAt.toISOString(),
    items: (byOrder.get(o.id) ?? []).map((i) => ({ giftId: i.giftId, name: i.name, price: i.priceCents / 100 })),
  }));
}
