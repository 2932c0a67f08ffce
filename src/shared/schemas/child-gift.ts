import { z } from 'zod';
import { messageKey, adminMessageKey } from './common';
import { CHILD_GIFT_MAX_RWF, childGiftKinds } from './child-gift-settings';
import { givingTokenSchema } from './giving';
import { pageQuerySchema, pagedListOf } from './paging';
import { instrumentFields, paymentInstrumentSchema } from './payment-instrument';
import { paymentMethods } from './payment-methods';
import { isoDateTime, recordId } from './record';
import { SPONSORSHIP, type StaffRole } from '~/shared/staff-roles';

/*
 * Gifts from a sponsor to the child they sponsor (birthday, Christmas, family;
 * docs/children-protection.md): the limits staff set in Site settings, the sponsor's form on their signed
 * page, and staff's list where a gift is marked delivered.
 */
export const childGiftStatuses = ['received', 'delivered'] as const;
/** Who reads the gifts: sponsorship staff (who deliver them) and finance (they are payments). */
export const CHILD_GIFT_STAFF: readonly StaffRole[] = [...SPONSORSHIP, 'finance'];

export const CHILD_GIFT_NOTE_MAX = 300;

/** POST /api/giving/child-gifts: a gift from the signed page (the token proves who gives). */
export const childGiftInputSchema = z.strictObject({
  token: givingTokenSchema,
  childId: z.uuid({ error: adminMessageKey('childGift.child') }),
  kind: z.enum(childGiftKinds, { error: adminMessageKey('childGift.kind') }),
  /** Whole francs, a JSON number: never coerced from a string the client chose. */
  amount: z
    .number({ error: messageKey('wholeNumber') })
    .int(messageKey('wholeNumber'))
    .positive(messageKey('wholeNumber'))
    .max(CHILD_GIFT_MAX_RWF, messageKey('atMost', { max: CHILD_GIFT_MAX_RWF.toLocaleString('en-US') })),
  note: z
    .string()
    .trim()
    .max(CHILD_GIFT_NOTE_MAX, messageKey('tooLong', { max: CHILD_GIFT_NOTE_MAX }))
    .default(''),
  paymentMethod: z.enum(paymentMethods, { error: adminMessageKey('childGift.method') }),
  /** The payment kit's instrument fields (payment-instrument.ts); only the chosen method's are read. */
  paymentDetails: z.strictObject({ ...instrumentFields, network: paymentInstrumentSchema.shape.network }).default({}),
});
export type ChildGiftInput = z.input<typeof childGiftInputSchema>;

/** What is left to give one child of one kind this year. */
export const childGiftAllowanceSchema = z.strictObject({
  kind: z.enum(childGiftKinds),
  min: z.number().int(),
  yearlyCap: z.number().int(),
  /** Approved and pending gifts of this kind to this child this year. */
  given: z.number().int(),
  remaining: z.number().int(),
});
export type ChildGiftAllowance = z.infer<typeof childGiftAllowanceSchema>;

/** A gift as its giver sees it, and as staff see it (with the giver). */
export const childGiftSchema = z.strictObject({
  _id: recordId,
  reference: z.string(),
  childId: recordId.nullable(),
  childName: z.string(),
  kind: z.enum(childGiftKinds),
  amount: z.number().int(),
  note: z.string(),
  status: z.enum(childGiftStatuses),
  deliveredAt: isoDateTime.nullable(),
  deliveryNote: z.string(),
  deliveryPhoto: z.string().nullable(),
  createdAt: isoDateTime,
});
export type ChildGift = z.infer<typeof childGiftSchema>;

/** GET /api/giving/child-gifts?token=: the children the link's sponsor sponsors now, what they may give, and their gifts. */
export const sponsorGiftsAnswerSchema = z.strictObject({
  data: z.strictObject({
    children: z.array(
      z.strictObject({
        childId: recordId,
        name: z.string(),
        photo: z.string().nullable(),
        allowances: z.array(childGiftAllowanceSchema),
      }),
    ),
    gifts: z.array(childGiftSchema),
  }),
});
export type SponsorGiftsAnswer = z.infer<typeof sponsorGiftsAnswerSchema>;

/** POST /api/giving/child-gifts (201, once paid). */
export const childGiftPaidAnswerSchema = z.strictObject({
  message: z.string(),
  data: z.strictObject({
    _id: recordId,
    reference: z.string(),
    childId: recordId.nullable(),
    kind: z.enum(childGiftKinds),
    amount: z.number().int(),
    paymentMethod: z.enum(paymentMethods),
  }),
});
export type ChildGiftPaidAnswer = z.infer<typeof childGiftPaidAnswerSchema>;

/** Staff's list (GET /api/child-gifts): each gift with its giver. */
export const staffChildGiftSchema = childGiftSchema.extend({
  sponsorName: z.string(),
  sponsorEmail: z.string(),
  paymentMethod: z.string(),
});
export type StaffChildGift = z.infer<typeof staffChildGiftSchema>;
export const staffChildGiftListSchema = pagedListOf(staffChildGiftSchema);
export type StaffChildGiftList = z.infer<typeof staffChildGiftListSchema>;
export const childGiftListQuerySchema = pageQuerySchema(20).extend({
  status: z.enum(['all', ...childGiftStatuses]).default('all'),
});
/** POST /api/child-gifts/:id/delivered (multipart: `note`, optional file `photo`). */
export const childGiftDeliveredFieldsSchema = z.object({
  note: z
    .string()
    .trim()
    .max(1000, messageKey('tooLong', { max: 1000 }))
    .default(''),
});
export const childGiftDeliveredAnswerSchema = z.strictObject({ message: z.string(), data: staffChildGiftSchema });
