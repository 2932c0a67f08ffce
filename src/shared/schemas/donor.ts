import { z } from 'zod';
import { blankToUndefined, plainPageOf, plainPageQueryFields } from './paging';
import { givingPlanSchema } from './giving';
import { isoDateTime, recordId } from './record';
import { SEARCH_MAX_LENGTH } from '~/shared/search-text';

/** GET /api/donors: a search over name and e-mail, and paging. */
export const donorListQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(SEARCH_MAX_LENGTH).optional()),
  ...plainPageQueryFields(20),
});
export type DonorListQuery = z.output<typeof donorListQuerySchema>;

/**
 * A donor: a supporter who gave (one person), with every gift that is theirs:
 * donations (online and recorded offline), sponsorship payments and gift orders. Staff see the name of a
 * donor who gave anonymously, with the mark (`anonymous`: at least one gift was).
 */
export const donorSchema = z.strictObject({
  /** The supporter's id (their record: /admin/supporters/:id). */
  _id: recordId,
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  anonymous: z.boolean(),
  gifts: z.number().int(),
  /** Donations and sponsorships, whole francs. */
  totalRwf: z.number(),
  /** Gift orders, dollars. */
  totalUsd: z.number(),
  firstGift: isoDateTime,
  lastGift: isoDateTime,
});
export type Donor = z.infer<typeof donorSchema>;

export const donorPageSchema = plainPageOf(donorSchema);
export type DonorPage = z.infer<typeof donorPageSchema>;

export const donorGiftKinds = ['donation', 'sponsorship', 'order'] as const;

/** One gift in a donor's statement. */
export const donorGiftSchema = z.strictObject({
  kind: z.enum(donorGiftKinds),
  _id: recordId,
  reference: z.string(),
  amount: z.number(),
  currency: z.enum(['RWF', 'USD']),
  method: z.string(),
  /** 'General Donation', 'Sponsor <child>', or the gifts bought. */
  description: z.string(),
  anonymous: z.boolean(),
  offline: z.boolean(),
  date: isoDateTime,
});
export type DonorGift = z.infer<typeof donorGiftSchema>;

/** GET /api/donors/record?email=: one donor with every gift, newest first, and their monthly plans. */
export const donorQuerySchema = z.object({ email: z.string().trim().min(3).max(254) });
export const donorRecordSchema = z.strictObject({
  data: donorSchema.extend({ statement: z.array(donorGiftSchema), plans: z.array(givingPlanSchema) }),
});
export type DonorRecord = z.infer<typeof donorRecordSchema>['data'];
