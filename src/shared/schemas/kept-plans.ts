import { z } from 'zod';
import { recordId } from './record';

/**
 * A monthly sponsorship kept by staff (bank order, cash: docs/importing.md): what the
 * Recurring screen lists, and the month staff record.
 */
export const keptPlanSchema = z.strictObject({
  _id: recordId,
  payerName: z.string(),
  childName: z.string(),
  method: z.enum(['bank', 'cash']),
  amount: z.number().int(),
  dayOfMonth: z.number().int(),
  status: z.enum(['active', 'ended']),
  /** The month "record this month" records ('YYYY-MM', the organisation's calendar). */
  period: z.string(),
  recordedThisMonth: z.boolean(),
  /** The last month recorded, or null. */
  lastRecorded: z.string().nullable(),
});
export type KeptPlan = z.infer<typeof keptPlanSchema>;

export const keptPlanListSchema = z.strictObject({ data: z.array(keptPlanSchema) });
export const keptMonthAnswerSchema = z.strictObject({
  message: z.string(),
  data: z.strictObject({ reference: z.string(), period: z.string() }),
});
