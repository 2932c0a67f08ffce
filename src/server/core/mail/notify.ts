import type { ApiDeps } from '~/server/core/deps';
import { buildEventMail } from './event-messages';
import { enqueueCapped } from './recipient-cap';
import { mailLog, nudge } from './signals';
import { inMailLanguage } from './layout';
import { defaultLanguage } from '~/shared/i18n';
import type { MailEvent } from './mail-event';
import { orgReader } from './org';

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
  // Who the message speaks for (saved Site settings), read at most once for the message.
  const org = orgReader(deps);
  const draft = await inMailLanguage(lang, () => buildEventMail({ ...deps, org }, event));
  if (!draft) {
    mailLog(deps.db).warn({ event }, 'e-mail not queued: record not found or without an address');
    return false;
  }
  const outcome = await enqueueCapped(deps.db, draft, {
    perDay: deps.config.MAIL_PER_RECIPIENT_PER_DAY,
    // The saved contact address: the one staff notices now go to.
    exempt: (await org()).email,
  });
  if (outcome === 'over-cap')
    mailLog(deps.db).warn({ kind: draft.kind }, 'e-mail not queued: recipient over its daily cap');
  return outcome === 'queued';
}
