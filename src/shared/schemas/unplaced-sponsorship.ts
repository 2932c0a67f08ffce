import { z } from 'zod';
import { dataOf, isoDateTime, listOf, recordId } from './record';

/**
 * A sponsorship payment approved after its child stopped being held for it (staff
 * released the hold, or the child has another sponsor): recorded, the payer told, and
 * listed for staff (the dashboard's Payments page) until they settle it.
 */
export const unplacedResolutions = ['another_child', 'general_gift', 'refunded'] as const;
export type UnplacedResolution = (typeof unplacedResolutions)[number];

export const unplacedSponsorshipSchema = z.strictObject({
  _id: recordId,
  paymentId: recordId,
  sponsorName: z.string(),
  sponsorEmail: z.string(),
  /** The child the sponsor chose (null: deleted since). */
  childName: z.string().nullable(),
  amount: z.number(),
  method: z.string(),
  paidAt: isoDateTime,
  resolution: z.enum(unplacedResolutions).nullable(),
  newChildName: z.string().nullable(),
  note: z.string().nullable(),
  resolvedAt: isoDateTime.nullable(),
});
export type UnplacedSponsorship = z.infer<typeof unplacedSponsorshipSchema>;
/** GET /api/payments/unplaced: the open ones first, then the 50 settled last. */
export const unplacedListSchema = listOf(unplacedSponsorshipSchema);
export const unplacedAnswerSchema = dataOf(unplacedSponsorshipSchema);

/** POST /api/payments/unplaced/:id/resolve. */
export const unplacedResolveSchema = z
  .strictObject({
    action: z.enum(unplacedResolutions),
    /** another_child: an available child. */
    childId: recordId.optional(),
    note: z.string().trim().max(1000).optional(),
  })
  .refine((r) => r.action !== 'another_child' || !!r.childId, {
    path: ['childId'],
    message: 'sponsorshipStates:chooseChild',
  });
