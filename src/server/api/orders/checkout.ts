import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '~/server/db/client';
import { giftOrderItems, giftOrders, gifts } from '~/server/db/schema';
import { badRequest } from '~/server/http/errors';
import { readAirtime, readCard, readMobileMoney } from '~/server/payments/instrument';
import type { PaymentInstrument } from '~/server/payments/provider';
import { type PaymentAnswer, takePayment } from '~/server/payments/take-payment';
import { translate } from '~/shared/i18n';
import type { orderInputSchema } from '~/shared/schemas/order';

type OrderInput = z.output<typeof orderInputSchema>;

/** gift_orders.total_cents is a 32-bit integer. */
const MAX_TOTAL_CENTS = 2_147_483_647;

function instrumentOf(input: OrderInput): PaymentInstrument {
  const d = input.paymentDetails;
  if (input.paymentMethod === 'card')
    return readCard(
      { number: d.cardNumber, expiry: d.cardExpiry, cvc: d.cardCvv, name: d.cardName },
      {
        number: 'paymentDetails.cardNumber',
        expiry: 'paymentDetails.cardExpiry',
        cvc: 'paymentDetails.cardCvv',
        name: 'paymentDetails.cardName',
      },
    );
  const fields = { phone: 'paymentDetails.phone', pin: 'paymentDetails.pin' };
  return input.paymentMethod === 'mobile'
    ? readMobileMoney({ phone: d.phone, pin: d.pin, network: d.provider }, fields)
    : readAirtime({ phone: d.phone, pin: d.pin, network: d.network }, fields);
}

/**
 * Gift checkout: the cart is a list of gift ids (the same gift may come several
 * times); the total comes from the database's prices, never from the browser.
 */
export async function checkout(
  db: Db,
  log: FastifyBaseLogger,
  input: OrderInput,
  idempotencyKey: string | null,
): Promise<PaymentAnswer> {
  const instrument = instrumentOf(input);
  return takePayment<Cart>({
    db,
    log,
    kind: 'order',
    amountMinor: (cart) => cart.totalCents,
    currency: 'USD',
    method: input.paymentMethod,
    description: 'Gift catalogue order',
    instrument,
    idempotencyKey,
    purchase: input.items.map((id) => id.toLowerCase()),
    claim: (tx) => priceCart(tx, input.items),
    write: async (tx, paymentId, cart) => {
      const [order] = await tx
        .insert(giftOrders)
        .values({ paymentId, totalCents: cart.totalCents, paymentMethod: input.paymentMethod })
        .returning({ id: giftOrders.id });
      await tx
        .insert(giftOrderItems)
        .values(
          cart.lines.map((l) => ({ orderId: order!.id, giftId: l.giftId, name: l.name, priceCents: l.priceCents })),
        );
      return {
        message: translate('validation:payment.ordered'),
        data: {
          _id: order!.id,
          total: cart.totalCents / 100,
          items: cart.lines.map((l) => ({ giftId: l.giftId, name: l.name, price: l.priceCents / 100 })),
        },
      };
    },
  });
}

async function priceCart(db: Db, ids: string[]) {
  const rows = await db
    .select({ id: gifts.id, name: gifts.name, priceCents: gifts.priceCents })
    .from(gifts)
    .where(inArray(gifts.id, [...new Set(ids)]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = ids.map((id) => {
    const gift = byId.get(id);
    if (!gift) throw badRequest(`items: ${translate('validation:order.unknownGift')}`);
    return { giftId: gift.id, name: gift.name, priceCents: gift.priceCents };
  });
  const totalCents = lines.reduce((sum, l) => sum + l.priceCents, 0);
  if (totalCents > MAX_TOTAL_CENTS) throw badRequest(`items: ${translate('validation:payment.orderTooLarge')}`);
  return { lines, totalCents };
}
type Cart = Awaited<ReturnType<typeof priceCart>>;
