import { z } from 'zod';
import { emailField, requiredText, messageKey } from './common';
import { instrumentFields } from './payment-instrument';
import { airtimeNetworks, mobileMoneyProviders, orderPaymentMethods } from './payment-methods';
import { isoDateTime, recordId } from './record';

/** Gift checkout (POST /api/orders): gift ids, the same gift allowed several times. */
export const orderInputSchema = z.object({
  items: z
    .array(z.uuid({ error: messageKey('order.unknownGift') }))
    .min(1, messageKey('order.items'))
    .max(100),
  paymentMethod: z.enum(orderPaymentMethods),
  /** Who buys: the receipt goes to this address, and staff can thank them. */
  buyerName: requiredText('order.buyerName', 100),
  buyerEmail: emailField('order.buyerEmail'),
  /** "Send my receipts by SMS" to the paying phone: a consent recorded with its date (src/server/core/sms/). */
  smsReceipts: z.boolean().optional(),
  paymentDetails: z
    .object({
      cardNumber: instrumentFields.cardNumber,
      cardExpiry: instrumentFields.cardExpiry,
      cardCvv: instrumentFields.cardCvc,
      cardName: instrumentFields.cardName,
      provider: z.enum(mobileMoneyProviders).optional(),
      network: z.enum(airtimeNetworks).optional(),
      phone: instrumentFields.phone,
      pin: instrumentFields.pin,
    })
    .default({}),
  /** Who pays: a card paid on the provider's hosted page needs the e-mail. */
  payer: z.object({ email: z.email().max(254), name: z.string().trim().min(1).max(100).optional() }).optional(),
});

/** A gift as sold: name and price (USD) at the time of the order; `giftId` is null once the gift is deleted. */
export const orderItemSchema = z.strictObject({ giftId: recordId.nullable(), name: z.string(), price: z.number() });
export type OrderItem = z.infer<typeof orderItemSchema>;

/** POST /api/orders (201): the total comes from the catalogue's prices. */
export const orderAnswerSchema = z.strictObject({
  message: z.string(),
  data: z.strictObject({ _id: recordId, total: z.number(), items: z.array(orderItemSchema) }),
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

/** A gift order as staff read it (GET /api/orders, newest first): the buyer and the payment's status. */
export const orderSchema = z.strictObject({
  _id: recordId,
  reference: z.string(),
  total: z.number(),
  paymentMethod: z.enum(orderPaymentMethods),
  buyerName: z.string(),
  buyerEmail: z.string(),
  status: z.string(),
  createdAt: isoDateTime,
  items: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;
