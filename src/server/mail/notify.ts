import type { ApiDeps } from '~/server/api/deps';
import { mailOutbox } from '~/server/db/mail-schema';
import { buildEventMail } from './event-messages';
import { mailLog, nudge } from './signals';
import { inMailLanguage } from './layout';
import { defaultLanguage } from '~/shared/i18n';
import type { MailEvent } from './mail-event';

/**
 * Builds the message from the stored record and puts it in mail_outbox (the outbox
 * worker sends it, with retries). One message per event: queuing the same event twice
 * (a replayed request) is a no-op. Never throws: a failure is logged.
 */
export async function queueMailEvent(deps: Pick<ApiDeps, 'db' | 'config'>, event: MailEvent): Promise<void> {
  const { db } = deps;
  try {
    if (await insertMailEvent(deps, event)) nudge(db, 'outbox');
  } catch (err) {
    mailLog(db).error({ err, event }, 'could not queue e-mail');
  }
}

/**
 * The message put in the outbox, or false when there is nothing to send; throws on a
 * failure. For a caller that queues inside its own transaction (a payment's settlement,
 * in a savepoint) and nudges the outbox after the commit.
 */
export async function insertMailEvent(deps: Pick<ApiDeps, 'db' | 'config'>, event: MailEvent): Promise<boolean> {
  // Messages to the visitor are in the language they used; notices to staff in English.
  const lang = ('lang' in event && event.lang) || defaultLanguage;
  const draft = await inMailLanguage(lang, () => buildEventMail(deps, event));
  if (!draft) {
    mailLog(deps.db).warn({ event }, 'e-mail not queued: record not found or without an address');
    return false;
  }
  await deps.db.insert(mailOutbox).values(draft).onConflictDoNothing({ target: mailOutbox.eventKey });
  return true;
}
