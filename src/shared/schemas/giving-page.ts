import { z } from 'zod';
import { sponsorGiftsAnswerSchema } from './child-gift';
import { sponsoredChildNewsSchema } from './child-news';
import { sponsorDepartureSchema } from './departure';
import { givingAnswerSchema } from './giving';
import { myDataSchema } from './my-data';
import { dataOf } from './record';
import { allLanguages } from '~/shared/i18n/core';

/**
 * GET /api/giving/page?token=: everything the payer's own page (/my-giving) shows, in one
 * answer, each part as its own read answers it (GET /api/giving, /api/giving/my-data/summary,
 * /api/giving/news, /api/giving/child-gifts, /api/giving/departures).
 */
export const givingPageAnswerSchema = dataOf(
  z.strictObject({
    giving: givingAnswerSchema.shape.data,
    myData: myDataSchema,
    news: z.array(sponsoredChildNewsSchema),
    gifts: sponsorGiftsAnswerSchema.shape.data,
    departures: z.array(sponsorDepartureSchema),
    /** The language the supporter chose: the page opens in it. */
    lang: z.enum(allLanguages),
  }),
);
export type GivingPage = z.infer<typeof givingPageAnswerSchema>['data'];
