import { sql } from 'drizzle-orm';
import type { ApiDeps } from '~/server/core/deps';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import { activityLog } from '~/server/core/db/activity-schema';
import { givingLinkRevocations } from '~/server/core/db/giving-links-schema';
import { HttpError, badRequest, conflict } from '~/server/core/http/errors';
import { type MailOutcome, queueMailEvent } from '~/server/core/mail/notify';
import { liftSuppression, normalEmail } from '~/server/core/mail/suppression';
import { isSpent, spendToken } from '~/server/core/mail/used-tokens';
import { supportersOfAddress } from '~/server/core/supporters/of-address';
import {
  EMAIL_CHANGE_TTL_MS,
  givingSecret,
  givingText,
  verifyEmailChangeToken,
  type EmailChange,
} from '~/server/giving';
import { PERSON_TABLES } from '~/server/people';
import type { Language } from '~/shared/i18n';
import { payerOf } from './service';

/*
 * A supporter corrects their e-mail address from their own signed page (issue 41): the
 * change waits for a link mailed to the NEW address; once followed, every record kept
 * under the old address moves to the new one, the new address is written to (no
 * suppression), the old one's suppression stays as it was, the activity log says so and
 * the OLD address is told ("if this was not you...").
 */

/**
 * What stays under the old address: what we wrote to it and what the relays told us of it
 * (the mail log, a newsletter's deliveries, the daily counts, bounces, complaints and
 * suppressions), its signed-out links, and the activity log's history. Every other column
 * of PERSON_TABLES that holds an e-mail address is the person's record and moves (a table
 * added there later moves too).
 */
const STAYS = new Set([
  'activity_log',
  'mail_outbox',
  'newsletter_deliveries',
  'mail_recipient_counts',
  'mail_suppressions',
  'mail_events',
  'giving_link_revocations',
]);
export const MOVED_COLUMNS = PERSON_TABLES.filter((t) => !STAYS.has(t.table)).flatMap((t) =>
  (t.emails ?? []).map((column) => ({ table: t.table, column })),
);

const ident = (name: string) => sql.identifier(name);
const text = (key: string, lang: Language, vars: Record<string, unknown> = {}) =>
  givingText(`myData.email.${key}`, vars, lang);

/** Asks for the change: the confirmation goes to the new address; nothing changes yet. */
export async function requestEmailChange(
  deps: Pick<ApiDeps, 'db' | 'config'>,
  token: string,
  email: string,
  lang: Language,
): Promise<{ to: string; outcome: MailOutcome }> {
  const from = await payerOf(deps, token);
  const to = normalEmail(email);
  if (to === from) throw badRequest(text('same', lang));
  // Whether the new address is known to us is told only to whoever reads its mail (at confirmation).
  const expiresAt = Date.now() + EMAIL_CHANGE_TTL_MS;
  const outcome = await queueMailEvent(deps, { type: 'email-change-confirm', from, to, expiresAt, lang });
  return { to, outcome };
}

/** The change a confirmation link stands for; 403 forged or expired, 409 already followed. */
export async function pendingEmailChange(db: Db, token: string, lang: Language): Promise<EmailChange> {
  const change = verifyEmailChangeToken(token, await givingSecret(db));
  if (!change) throw new HttpError(403, text('invalid', lang));
  if (await isSpent(db, token)) throw conflict(text('used', lang));
  return change;
}

/** Whether any record of the person's kind already holds the address (another supporter's, or theirs from before). */
async function addressKnown(db: Db, email: string): Promise<boolean> {
  const checks = MOVED_COLUMNS.map(
    ({ table, column }) => sql`SELECT 1 FROM ${ident(table)} WHERE lower(trim(${ident(column)})) = ${email}`,
  );
  const rows = await rowsOf<{ known: boolean }>(
    db,
    sql`SELECT EXISTS (${sql.join(checks, sql` UNION ALL `)}) AS known`,
  );
  return rows[0]?.known === true;
}

/** Every record kept under `from` now under `to` (in the caller's transaction): rows moved per table. */
export async function moveAddress(db: Db, from: string, to: string): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  for (const { table, column } of MOVED_COLUMNS) {
    const rows = await rowsOf(
      db,
      sql`UPDATE ${ident(table)} SET ${ident(column)} = ${to} WHERE lower(trim(${ident(column)})) = ${from} RETURNING 1`,
    );
    if (rows.length) moved[table] = (moved[table] ?? 0) + rows.length;
  }
  return moved;
}

/**
 * Follows the link, once: the records move, the new address is written to again, the old
 * address's giving links stop working, the log says so; then the old address is told.
 * 409 when the new address already has records with us (staff join the two: docs/data-protection.md).
 */
export async function confirmEmailChange(
  deps: Pick<ApiDeps, 'db' | 'config'>,
  token: string,
  lang: Language,
): Promise<{ change: EmailChange; mailed: boolean }> {
  const change = await pendingEmailChange(deps.db, token, lang);
  const { from, to } = change;
  await deps.db.transaction(async (tx) => {
    if (!(await spendToken(tx, token))) throw conflict(text('used', lang));
    if (await addressKnown(tx, to)) throw conflict(text('known', lang, { email: to }));
    const [supporterId] = await supportersOfAddress(tx, from);
    const tables = await moveAddress(tx, from, to);
    await liftSuppression(tx, { email: to }, { kind: 'supporter' });
    // Links to the old address's page (which would now be empty) stop working.
    await tx
      .insert(givingLinkRevocations)
      .values({ email: from, revokedBefore: new Date() })
      .onConflictDoUpdate({ target: givingLinkRevocations.email, set: { revokedBefore: new Date() } });
    await tx.insert(activityLog).values({
      userId: null,
      action: 'change-email',
      entity: 'supporter',
      entityId: supporterId ?? null,
      before: { email: from },
      after: { email: to, by: 'supporter', tables },
    });
  });
  const at = new Date().toISOString();
  const outcome = await queueMailEvent(deps, { type: 'email-changed', from, to, at, lang });
  return { change, mailed: outcome === 'queued' || outcome === 'duplicate' };
}
