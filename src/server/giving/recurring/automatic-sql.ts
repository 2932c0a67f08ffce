import { sql } from 'drizzle-orm';
import { recurringPlans } from '~/server/core/db/recurring-schema';

/** SQL of `isAutomatic` (preapproval.ts): the plan's next month is debited against its pre-approval, without a prompt. */
export const automaticSql = sql`coalesce((${recurringPlans.preapprovalStatus} IS NOT DISTINCT FROM 'approved' AND ${recurringPlans.preapprovalEndsOn} >= ${recurringPlans.nextDueOn}), false)`;
