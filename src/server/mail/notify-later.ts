import type { FastifyBaseLogger } from 'fastify';
import type { ApiDeps } from '~/server/api/deps';
import type { PaymentAnswer } from '~/server/payments/take-payment';
import type { MailEvent } from './mail-event';
import { queueMailEvent } from './notify';

/** Queues an e-mail after the record is saved, without waiting; a failure is logged, never passed to the request. */
export function notifyLater(deps: Pick<ApiDeps, 'db' | 'config'>, log: FastifyBaseLogger, event: MailEvent): void {
  try {
    queueMailEvent(deps, event).catch((err: unknown) => log.error({ err, event }, 'could not queue e-mail'));
  } catch (err) {
    log.error({ err, event }, 'could not queue e-mail');
  }
}

/**
 * Queues the e-mail of a payment just taken, before answering (so the confirmation is in
 * the outbox when the payer sees the answer). A replayed answer was mailed the first time.
 */
export async function notifyAfterPayment(
  deps: Pick<ApiDeps, 'db' | 'config'>,
  log: FastifyBaseLogger,
  answer: PaymentAnswer,
  eventFor: (recordId: string) => MailEvent,
): Promise<void> {
  if (answer.replayed) return;
  const event = eventFor((answer.body as { data: { _id: string } }).data._id);
  await queueMailEvent(deps, event).catch((err: unknown) => log.error({ err, event }, 'could not queue e-mail'));
}
