import { z } from 'zod';
import { sponsorshipFrequencies } from './payment-methods';
import { isoDateTime, recordId } from './record';

/** GET /api/sponsors/:id/payments: a child's sponsorship payments (admin), newest first. */
export const sponsorshipRecordSchema = z.strictObject({
  _id: recordId,
  sponsorName: z.string(),
  sponsorEmail: z.string(),
  sponsorPhone: z.string(),
  amount: z.number(),
  paymentMethod: z.string(),
  paymentFrequency: z.enum(sponsorshipFrequencies),
  status: z.string(),
  date: isoDateTime,
});
export type SponsorshipRecord = z.infer<typeof sponsorshipRecordSchema>;
