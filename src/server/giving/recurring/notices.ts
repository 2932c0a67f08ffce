import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { recurringPlans } from '~/server/core/db/recurring-schema';
import type { PaymentDeps } from '~/server/giving/payments/settle';
import { automaticSql } from './automatic-sql';
import { planMail, queueAll } from './plan-mail';

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
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .update(recurringPlans)
      .set({ debitNoticeFor: sql`${recurringPlans.period}` })
      .where(
        and(
          eq(recurringPlans.status, 'active'),
          eq(recurringPlans.failures, 0),
          sql`${recurringPlans.debitNoticeFor} IS DISTINCT FROM ${recurringPlans.period}`,
          sql`${recurringPlans.nextRunAt} <= ${horizon}::timestamptz`,
          sql`${recurringPlans.nextRunAt} > ${now.toISOString()}::timestamptz`,
          or(automaticSql, and(eq(recurringPlans.method, 'card'), isNotNull(recurringPlans.cardToken))),
        ),
      )
      .returning({ id: recurringPlans.id, lang: recurringPlans.lang, period: recurringPlans.period });
    return queueAll(
      tx,
      deps,
      due.map((p) => planMail(p, 'debit-notice', { period: p.period, attempt: 0 })),
    );
  });
}
