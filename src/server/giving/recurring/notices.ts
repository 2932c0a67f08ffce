import { type SQL, and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import type { PaymentDeps } from '~/server/giving/payments/settle';
import { automaticSql } from './automatic-sql';
import { type PlanNotice, planMail, queueAll } from './plan-mail';

/** An automatic debit is announced this long before it (issue 43). */
export const DEBIT_NOTICE_MS = 24 * 3600_000;

/**
 * 24 hours before each automatic debit (a pre-approved MoMo month, a card charged with its
 * token), the payer is told the amount, the date and how to skip this month or stop: by
 * text message where they consented, else by e-mail (plan-mail.ts). Once per month (a
 * conditional update); a month being retried is not announced again.
 */
export async function noticeDebits(deps: Pick<PaymentDeps, 'db' | 'config'>, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + DEBIT_NOTICE_MS).toISOString();
  return noticeOncePerMonth(
    deps,
    'debitNoticeFor',
    'debit-notice',
    and(
      eq(recurringPlans.failures, 0),
      sql`${recurringPlans.nextRunAt} <= ${horizon}::timestamptz`,
      sql`${recurringPlans.nextRunAt} > ${now.toISOString()}::timestamptz`,
      or(automaticSql, and(eq(recurringPlans.method, 'card'), isNotNull(recurringPlans.cardToken))),
    ),
  );
}

/** A card plan is told this many days before a charge its card will not live to. */
export const CARD_NOTICE_DAYS = 14;

/**
 * A card plan whose card expires before its next charge: "update your card", with the
 * link to the payer's page, 14 days before that charge (once per month; a new card's
 * token and expiry, paid on the card page, clear it).
 */
export async function noticeCardExpiry(deps: Pick<PaymentDeps, 'db' | 'config'>, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + CARD_NOTICE_DAYS * 24 * 3600_000).toISOString().slice(0, 10);
  return noticeOncePerMonth(
    deps,
    'cardNoticeFor',
    'card-expiring',
    and(
      eq(recurringPlans.method, 'card'),
      isNotNull(recurringPlans.cardToken),
      sql`${recurringPlans.cardExpiresOn} < ${recurringPlans.nextDueOn}`,
      sql`${recurringPlans.nextDueOn} <= ${horizon}::date`,
    ),
  );
}

/**
 * Queues a notice to each active plan that `due` picks and has not had it this month:
 * `mark` (the plan's month it was last told) takes the plan's period in the same update.
 */
function noticeOncePerMonth(
  deps: Pick<PaymentDeps, 'db' | 'config'>,
  mark: 'debitNoticeFor' | 'cardNoticeFor',
  notice: PlanNotice,
  due: SQL | undefined,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const told = await tx
      .update(recurringPlans)
      .set({ [mark]: sql`${recurringPlans.period}` })
      .where(
        and(
          eq(recurringPlans.status, 'active'),
          sql`${recurringPlans[mark]} IS DISTINCT FROM ${recurringPlans.period}`,
          due,
        ),
      )
      .returning({ id: recurringPlans.id, lang: recurringPlans.lang, period: recurringPlans.period });
    return queueAll(
      tx,
      deps,
      told.map((p) => planMail(p, notice, { period: p.period, attempt: 0 })),
    );
  });
}
