import { z } from 'zod';
import { emailField, requiredText, v } from './common';

/** SPEC's sponsorship payment entity (POST /api/pay/sponsors). */
export const sponsorshipPaymentSchema = z.object({
  childId: z.uuid(),
  sponsorName: requiredText('sponsorship.name', 100),
  sponsorEmail: emailField('sponsorship.email'),
  sponsorPhone: requiredText('sponsorship.phone', 30),
  amount: z.coerce
    .number({ error: v('sponsorship.amount') })
    .positive(v('sponsorship.amount'))
    .max(100_000_000, v('sponsorship.amount')),
  paymentMethod: z.enum(['card', 'momo', 'airtime']),
  paymentFrequency: z.enum(['monthly', 'onetime']),
  paymentDetails: z
    .object({
      momoNumber: z.string().max(30).optional(),
      cardNumber: z.string().max(30).optional(),
      cardExpiry: z.string().max(10).optional(),
      cardCvv: z.string().max(10).optional(),
      cardName: z.string().max(100).optional(),
      pin: z.string().max(10).optional(),
    })
    .default({}),
});

/** Gift checkout (POST /api/orders): gift ids, the same gift allowed several times. */
export const orderSchema = z.object({
  items: z
    .array(z.uuid({ error: v('order.unknownGift') }))
    .min(1, v('order.items'))
    .max(100),
  paymentMethod: z.enum(['card', 'mobile', 'airtime']),
  paymentDetails: z
    .object({
      cardNumber: z.string().max(30).optional(),
      cardExpiry: z.string().max(10).optional(),
      cardCvv: z.string().max(10).optional(),
      cardName: z.string().max(100).optional(),
      provider: z.enum(['mtn', 'airtel', 'tigo']).optional(),
      network: z.enum(['mtn', 'airtel']).optional(),
      phone: z.string().max(30).optional(),
      pin: z.string().max(10).optional(),
    })
    .default({}),
});
