import type { Db } from '~/server/core/db/client';
import type { MailEvent } from '~/server/core/mail/mail-event';
import { insertMailEvent } from '~/server/core/mail/notify';
import { mailLog } from '~/server/core/mail/signals';
import { enqueueSmsFor } from '~/server/giving/sms/sms-for-mail';
import type { PaymentDeps } from '~/server/giving/payments/settle';
import type { Language } from '~/shared/i18n';
import type { PlanRef } from './plan-ref';

export type PlanNotice = Extract<MailEvent, { type: 'plan-notice' }>['notice'];

export const planMail = (
  plan: { id: string; lang: string },
  notice: PlanNotice,
  ref: Omit<PlanRef, 'planId'>,
): MailEvent => ({
  type: 'plan-notice',
  planId: plan.id,
  notice,
  period: ref.period,
  attempt: ref.attempt,
  lang: plan.lang as Language,
});

/** Notices told by text message where the payer consented, else by e-mail (not both). */
const textFirst = new Set<PlanNotice>(['debit-notice']);

/** Queues messages inside a transaction, each in a savepoint: one that cannot be queued is logged, the rest go. */
export async function queueAll(tx: Db, deps: Pick<PaymentDeps, 'db' | 'config'>, events: MailEvent[]): Promise<number> {
  let queued = 0;
  for (const event of events) {
    // A reminder's or a failed month's text message beside its e-mail (with the payer's consent).
    const sms = await enqueueSmsFor(tx, deps, event);
    if (event.type === 'plan-notice' && textFirst.has(event.notice) && (sms === 'queued' || sms === 'duplicate')) {
      queued++;
      continue;
    }
    try {
      if ((await tx.transaction((sp) => insertMailEvent({ db: sp, config: deps.config }, event))) === 'queued')
        queued++;
    } catch (err) {
      mailLog(deps.db).error({ err, event }, 'could not queue e-mail');
    }
  }
  return queued;
}
