import type { ApiDeps } from '~/server/core/deps';
import { isCapped, isEssential, mailClassOf } from '~/server/core/mail/mail-class';
import { buildEventMail } from './event-mail';
import { type EnqueueOutcome, enqueueCapped } from './recipient-cap';
import { mailLog, nudge } from './signals';
import { inMailLanguage } from './layout';
import { defaultLanguage } from '~/shared/i18n';
import type { MailEvent } from './mail-event';
import { orgReader } from './org';

/**
 * What became of an event's e-mail: queued (or queued earlier: `duplicate`), not sent and
 * recorded with its reason (`over-cap`, `suppressed`), `none` (no record or no address),
 * or `error` (logged). A screen that says "we e-mailed you" says it only for the first two.
 */
export type MailOutcome = EnqueueOutcome | 'none' | 'error';
export const wasQueued = (o: MailOutcome) => o === 'queued' || o === 'duplicate';

/**
 * Builds the message from the stored record and puts it in mail_outbox (the outbox
 * worker sends it, with retries). One message per event: queuing the same event twice
 * (a replayed request) is a no-op. Never throws: a failure is logged.
 */
export async function queueMailEvent(deps: Pick<ApiDeps, 'db' | 'config'>, event: MailEvent): Promise<MailOutcome> {
  const { db } = deps;
  try {
    const outcome = await insertMailEvent(deps, event);
    if (outcome === 'queued') nudge(db, 'outbox');
    return outcome;
  } catch (err) {
    mailLog(db).error({ err, event }, 'could not queue e-mail');
    return 'error';
  }
}

/**
 * The event's message put in the outbox, or why not; throws on a failure. For a caller
 * that queues inside its own transaction (a payment's settlement, in a savepoint) and
 * nudges the outbox after the commit when the answer is 'queued'.
 */
export async function insertMailEvent(
  deps: Pick<ApiDeps, 'db' | 'config'>,
  event: MailEvent,
): Promise<EnqueueOutcome | 'none'> {
  // Messages to the visitor are in the language they used; notices to staff in English.
  const lang = ('lang' in event && event.lang) || defaultLanguage;
  // Who the message speaks for (saved Site settings), read at most once for the message.
  const org = orgReader(deps);
  const draft = await inMailLanguage(lang, () => buildEventMail({ ...deps, org }, event));
  if (!draft) {
    mailLog(deps.db).warn({ event }, 'e-mail not queued: record not found or without an address');
    return 'none';
  }
  const outcome = await enqueueCapped(deps.db, draft, {
    perDay: deps.config.MAIL_PER_RECIPIENT_PER_DAY,
    // The saved contact address: the one staff notices now go to.
    exempt: (await org()).email,
    capped: isCapped(draft.kind, event),
    essential: isEssential(mailClassOf(draft.kind)),
  });
  if (outcome === 'over-cap' || outcome === 'suppressed')
    mailLog(deps.db).warn({ kind: draft.kind, outcome }, 'e-mail not sent: recorded with its reason');
  return outcome;
}
