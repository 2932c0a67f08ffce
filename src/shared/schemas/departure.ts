import { z } from 'zod';
import { requiredText, adminMessageKey } from './common';
import { pageQuerySchema, pagedListOf } from './paging';
import { isoDateTime, recordId } from './record';

/** Why a child left the programme. */
export const departureReasons = ['graduated', 'moved_away', 'left_programme'] as const;
export type DepartureReason = (typeof departureReasons)[number];
/** What the sponsor chose: another child, a general monthly gift, or the end of the plan. */
export const departureChoices = ['another_child', 'general_gift', 'end'] as const;
export type DepartureChoice = (typeof departureChoices)[number];

/** Days a sponsor has to choose before staff see the departure as unanswered. */
export const DEPARTURE_ANSWER_DAYS = 30;

/** POST /api/sponsors/:id/leave: staff record that the child left, with a message for the sponsor. */
export const departureInputSchema = z.object({
  reason: z.enum(departureReasons, { error: adminMessageKey('departure.reason') }),
  message: requiredText(adminMessageKey('departure.message'), 2000),
});
export type DepartureInput = z.input<typeof departureInputSchema>;

/** The sponsor's answer (their signed giving page). */
export const departureChoiceInputSchema = z.object({
  choice: z.enum(departureChoices, { error: adminMessageKey('departure.choice') }),
});

/** A departure as staff see it. */
export const departureSchema = z.strictObject({
  _id: recordId,
  childId: recordId.nullable(),
  childName: z.string().nullable(),
  reason: z.enum(departureReasons),
  message: z.string(),
  sponsorName: z.string().nullable(),
  sponsorEmail: z.string().nullable(),
  hasPlan: z.boolean(),
  choice: z.enum(departureChoices).nullable(),
  chosenAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type Departure = z.infer<typeof departureSchema>;

/** A departure as its sponsor sees it on their giving page, with the child offered instead. */
export const sponsorDepartureSchema = z.strictObject({
  _id: recordId,
  childName: z.string(),
  reason: z.enum(departureReasons),
  message: z.string(),
  hasPlan: z.boolean(),
  amount: z.number().nullable(),
  choice: z.enum(departureChoices).nullable(),
  offered: z
    .strictObject({
      _id: recordId,
      name: z.string(),
      age: z.number(),
      location: z.string(),
      photo: z.string().nullable(),
      story: z.string(),
    })
    .nullable(),
  createdAt: isoDateTime,
});
export type SponsorDeparture = z.infer<typeof sponsorDepartureSchema>;

/** `?overdue=true`: only departures a sponsor has not answered in DEPARTURE_ANSWER_DAYS days. */
export const departureQuerySchema = pageQuerySchema(50).extend({
  overdue: z
    .preprocess((x) => (x === '' ? undefined : x), z.enum(['true', 'false']).optional())
    .transform((x) => x === 'true')
    .describe('true: only those unanswered after 30 days'),
});
export const departurePageSchema = pagedListOf(departureSchema);
export type DeparturePage = z.infer<typeof departurePageSchema>;
