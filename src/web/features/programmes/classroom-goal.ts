/**
 * The classroom building appeal (docs/product.md: raise $80,000 for a building with 8 classrooms
 * by April 2026). docs/product.md#how-we-read-it: this is content with an amount and a deadline, so
 * the page words it from the date: a goal while the deadline is ahead, an appeal that
 * continues once it has passed without the full amount, an achievement once reached.
 * Staff set the figures, with the date they were counted, in the dashboard's Site settings.
 */
export interface FundraisingGoal {
  targetUsd: number;
  raisedUsd: number;
  classrooms: number;
  /** Last day of the deadline, YYYY-MM-DD ("by April 2026" is the end of April). */
  deadline: string;
  /** When the raised amount was counted, YYYY-MM-DD. */
  progressAsOf: string;
}

export type GoalPhase = 'open' | 'continuing' | 'reached';

export interface GoalStatus {
  phase: GoalPhase;
  /** Whole percent of the target raised, 0-100. */
  percent: number;
}

/** How to present the goal on `today` (YYYY-MM-DD in Kigali). */
export function goalStatus(goal: FundraisingGoal, today: string): GoalStatus {
  const ratio = goal.targetUsd > 0 ? goal.raisedUsd / goal.targetUsd : 1;
  const percent = Math.max(0, Math.min(100, Math.floor(ratio * 100)));
  if (goal.raisedUsd >= goal.targetUsd) return { phase: 'reached', percent: 100 };
  // ISO dates compare as strings; the deadline day itself is still within the goal.
  return { phase: today > goal.deadline ? 'continuing' : 'open', percent };
}
