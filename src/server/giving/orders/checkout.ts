import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '~/server/core/db/client';
import { gifts } from '~/server/core/db/schema';
import { refusal } from '~/server/core/http/errors';
import { instrumentFor } from '~/server/giving/payments/instrument';
import { orderInstrument } from '~/shared/schemas/payment-instrument';
import type { PaymentCall } from '~/server/giving/payments/payment-call';
import type { PaymentDeps } from '~/server/giving/payments/settle';
import { type PaymentAnswer, takePayment } from '~/server/giving/payments/take-payment';
import { usdCentsToRwf } from '~/shared/exchange';
import type { orderInputSchema } from '~/shared/schemas/order';
import type { OrderDetails } from './write-order';

type OrderInput = z.output<typeof orderInputSchema>;

/** gift_orders.total_cents is a 32-bit integer. */
const MAX_TOTAL_CENTS = 2_147_483_647;

/**
 * Gift checkout: the cart is a list of gift ids (the same gift may come several
 * times); the total comes from the database's prices, never from the browser. Priced
 * in USD; mobile money and airtime take francs, so those are charged in RWF at the
 * configured rate (`RWF_PER_USD`, whole francs rounded up), the figure the checkout
 * shows. The order itself keeps its dollar total.
 */
export async function checkout(deps: PaymentDeps, input: OrderInput, req: PaymentCall): Promise<PaymentAnswer> {
  const instrument = instrumentFor(deps.gateway, orderInstrument(input));
  const inFrancs = instrument.type !== 'card';
  return takePayment<Cart>({
    deps,
    log: req.log,
    kind: 'order',
    amountMinor: (cart) => (inFrancs ? usdCentsToRwf(cart.totalCents, deps.config.RWF_PER_USD) : cart.totalCents),
    currency: inFrancs ? 'RWF' : 'USD',
    method: input.paymentMethod,
    description: 'Gift catalogue order',
    instrument,
    idempotencyKey: req.idempotencyKey,
    payer: { ip: req.ip, email: input.buyerEmail, name: input.buyerName, ...(input.payer ?? {}) },
    purchase: input.items.map((id) => id.toLowerCase()),
    claim: (tx) => priceCart(tx, input.items),
    details: (cart): OrderDetails => ({
      paymentMethod: input.paymentMethod,
      buyerName: input.buyerName,
      buyerEmail: input.buyerEmail.toLowerCase(),
      lang: req.lang,
      ...(inFrancs && input.paymentDetails.phone ? { buyerPhone: input.paymentDetails.phone } : {}),
      ...cart,
    }),
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
    if (!gift) throw refusal(400, 'validation:order.unknownGift', { field: 'items' });
    return { giftId: gift.id, name: gift.name, priceCents: gift.priceCents };
  });
  const totalCents = lines.reduce((sum, l) => sum + l.priceCents, 0);
  if (totalCents > MAX_TOTAL_CENTS) throw refusal(400, 'validation:payment.orderTooLarge', { field: 'items' });
  return { lines, totalCents };
}
type Cart = Awaited<ReturnType<typeof priceCart>>;
