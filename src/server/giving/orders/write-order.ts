import { eq } from 'drizzle-orm';
import { giftOrderItems, giftOrders } from '~/server/core/db/schema';
import { orderReference } from '~/server/giving/payments/purchase-details';
import type { PurchaseWriter } from '~/server/giving/payments/purchase-writer';
import { type Language, translate } from '~/shared/i18n';
import type { orderPaymentMethods } from '~/shared/schemas/payment-methods';
import { findOrCreateSupporter } from '~/server/core/supporters/find-or-create';

/** The cart as priced from the database when the payment started. */
export interface OrderDetails {
  paymentMethod: (typeof orderPaymentMethods)[number];
  lines: { giftId: string; name: string; priceCents: number }[];
  totalCents: number;
  buyerName: string;
  buyerEmail: string;
  /** The paying phone, for the SMS receipt (src/server/core/sms/). */
  buyerPhone?: string;
  /** The buyer's language, for their receipt (absent on carts stored before it was kept: English). */
  lang?: Language;
}

export const orderPurchase: PurchaseWriter<OrderDetails> = {
  async write(tx, paymentId, cart) {
    // The paying phone is the buyer's only when an address says who they are.
    const supporterId = cart.buyerEmail
      ? await findOrCreateSupporter(tx, {
          email: cart.buyerEmail,
          name: cart.buyerName,
          phone: cart.buyerPhone,
          lang: cart.lang,
        })
      : null;
    const [order] = await tx
      .insert(giftOrders)
      .values({
        paymentId,
        supporterId,
        totalCents: cart.totalCents,
        paymentMethod: cart.paymentMethod,
        // Orders taken before buyers were asked have no buyer: '' (the column's default).
        buyerName: cart.buyerName ?? '',
        buyerEmail: cart.buyerEmail ?? '',
      })
      .returning({ id: giftOrders.id });
    await tx
      .insert(giftOrderItems)
      .values(
        cart.lines.map((l) => ({ orderId: order!.id, giftId: l.giftId, name: l.name, priceCents: l.priceCents })),
      );
    return {
      body: {
        message: translate('validation:payment.ordered'),
        data: {
          _id: order!.id,
          total: cart.totalCents / 100,
          items: cart.lines.map((l) => ({ giftId: l.giftId, name: l.name, price: l.priceCents / 100 })),
        },
      },
      // The receipt goes to the buyer's address (orders from before buyers were asked have none).
      mail: cart.buyerEmail ? { type: 'order-receipt', orderId: order!.id, lang: cart.lang } : null,
    };
  },
  reference: async (tx, paymentId) => {
    const [row] = await tx.select({ id: giftOrders.id }).from(giftOrders).where(eq(giftOrders.paymentId, paymentId));
    return row ? orderReference(row.id) : null;
  },
};
