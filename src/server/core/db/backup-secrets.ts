import { eq } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { mailSettings } from '~/server/core/db/mail-schema';

/**
 * What a backup never holds (docs/operations.md, "What a backup leaves out"): the keys
 * the site signs links and cookies with, and the staff's authenticator secrets. Whoever
 * holds one can act as the site (a working link to any donor's page) or as a person.
 * A restore makes new keys (each is made again on first use: stored-secret.ts), so links
 * signed before it are refused; staff whose authenticator app was left out set one up
 * again at their next sign-in, and are told why.
 *
 * The keys of mail_settings (each module names its own; the backup test checks them all):
 * the giving link, the newsletter's confirmation, the staff device cookie, the SMS
 * gateways' callback secrets. The unsubscribe key stays in the backup: every newsletter
 * already sent carries a link signed with it, and a forged one can only unsubscribe.
 */
export const KEYS_LEFT_OUT_OF_BACKUPS = [
  'giving_link_secret',
  'subscription_confirm_secret',
  'device_cookie_secret',
  'pindo_callback_secret',
  'at_callback_secret',
] as const;

/**
 * What a backup holds in place of a person's authenticator secret: not base32, so it can
 * never be mistaken for one; a restore turns it back into "none" and notes the person.
 */
export const TOTP_LEFT_OUT = 'left-out-of-backup';

const RESET_PREFIX = 'second-factor-reset:';

/** Notes that a restore removed these people's authenticator app (kept beside the site's other settings). */
export async function markSecondFactorReset(db: Db, userIds: string[], at = new Date()): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(mailSettings)
    .values(userIds.map((id) => ({ key: `${RESET_PREFIX}${id}`, value: at.toISOString() })))
    .onConflictDoNothing();
}

/** Whether a restore removed this person's authenticator app and they have not yet set up a second factor again. */
export async function secondFactorWasReset(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ key: mailSettings.key })
    .from(mailSettings)
    .where(eq(mailSettings.key, `${RESET_PREFIX}${userId}`));
  return !!row;
}

/** The person has a second factor again: the note goes. */
export async function clearSecondFactorReset(db: Db, userId: string): Promise<void> {
  await db.delete(mailSettings).where(eq(mailSettings.key, `${RESET_PREFIX}${userId}`));
}
