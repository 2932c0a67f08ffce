import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import { mailOutbox, mailRecipientCounts } from '~/server/core/db/mail-schema';
import type { OutboxDraft } from './outbox-draft';

/** The mailbox an address reaches: `Name+anything@host` is counted as `name@host`. */
export function mailbox(address: string): string {
  const [local = '', domain = ''] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.split('+')[0]}@${domain}`;
}

/** What became of a message handed to the outbox. */
export type EnqueueOutcome = 'queued' | 'duplicate' | 'over-cap' | 'suppressed';

/**
 * Puts a message in the outbox, or records why it is not sent (docs/decisions/004-email.md,
 * "Nothing dropped in silence"): a row 'failed' with its reason, which staff see on the
 * supporter's record and the mail log.
 * - `capped` (a public form's answer, core/mail/mail-class.ts): not queued once its
 *   recipient has had `perDay` such messages today (UTC), so a stranger who types someone's
 *   address into every form can make the site write to it only that often. The
 *   organisation's own address (`exempt`) is never counted. Mail to a supporter about
 *   their own gifts, child or account is not capped and not counted.
 * - An address suppressed after bounces or a complaint (core/mail/suppression.ts) gets
 *   nothing, except receipts and account notices (`essential`) after a complaint.
 * A duplicate event (same key) is neither queued, recorded again nor counted.
 *
 * One statement, whatever `db` is: inside a payment's transaction, where every round
 * trip counts, and on the pool (contact, volunteer and subscription mails), where the
 * statement commits at once. The day's count is raised first, only while under the cap
 * and only for a key not already queued, and the message is queued only if the count
 * was: a message over the cap is written 'failed', so the outbox worker (which claims
 * only queued rows) can never send it, and no crash can leave it queued. Concurrent
 * requests on every instance wait on each other's count row and event key, so the cap
 * holds exactly. The one case for a second statement: the same event queued by another
 * request meanwhile (its key committed after this statement's snapshot) was counted here
 * and is counted back; until then, or if that is lost, the cap only errs on the strict side.
 */
export async function enqueueCapped(
  db: Db,
  draft: OutboxDraft,
  opts: { perDay: number; exempt: string; capped: boolean; essential: boolean },
): Promise<EnqueueOutcome> {
  const address = mailbox(draft.to);
  const capped = opts.capped && address !== mailbox(opts.exempt);
  const email = draft.to.trim().toLowerCase();
  const day = new Date().toISOString().slice(0, 10);
  // Every field of the draft (the compiler sees that none is left out), as its column.
  const fields = {
    kind: draft.kind,
    eventKey: draft.eventKey,
    to: draft.to,
    replyTo: draft.replyTo ?? null,
    subject: draft.subject,
    text: draft.text,
    html: draft.html,
    attachment: draft.attachment ? JSON.stringify(draft.attachment) : null,
  } satisfies Record<keyof OutboxDraft, unknown>;
  const keys = Object.keys(fields) as (keyof OutboxDraft)[];
  const columns = sql.join(
    keys.map((k) => sql.identifier(mailOutbox[k].name)),
    sql`, `,
  );
  const values = sql.join(
    keys.map((k) => (k === 'attachment' ? sql`${fields[k]}::jsonb` : sql`${fields[k]}`)),
    sql`, `,
  );
  const [row] = await rowsOf<{ id: string | null; counted: boolean; known: boolean; blocked: boolean }>(
    db,
    sql`WITH known AS (
      SELECT 1 FROM mail_outbox WHERE event_key = ${draft.eventKey}
    ), blocked AS (
      SELECT 1 FROM mail_suppressions WHERE email = ${email} AND lifted_at IS NULL
        AND (scope = 'all' OR NOT ${opts.essential}::boolean)
    ), counted AS (
      INSERT INTO mail_recipient_counts (address, day, count)
      SELECT ${address}, ${day}, 1
      WHERE ${capped}::boolean AND ${opts.perDay}::int >= 1
        AND NOT EXISTS (SELECT 1 FROM known) AND NOT EXISTS (SELECT 1 FROM blocked)
      ON CONFLICT (address, day) DO UPDATE SET count = mail_recipient_counts.count + 1
        WHERE mail_recipient_counts.count < ${opts.perDay}::int
      RETURNING count
    ), queued AS (
      INSERT INTO mail_outbox (${columns}) SELECT ${values}
      WHERE NOT EXISTS (SELECT 1 FROM blocked) AND (NOT ${capped}::boolean OR EXISTS (SELECT 1 FROM counted))
      ON CONFLICT (event_key) DO NOTHING
      RETURNING id
    ), withheld AS (
      INSERT INTO mail_outbox (${columns}, status, reason)
      SELECT ${values}, 'failed', CASE WHEN EXISTS (SELECT 1 FROM blocked) THEN 'suppressed' ELSE 'over-cap' END
      WHERE NOT EXISTS (SELECT 1 FROM known)
        AND (EXISTS (SELECT 1 FROM blocked) OR (${capped}::boolean AND NOT EXISTS (SELECT 1 FROM counted)))
      ON CONFLICT (event_key) DO NOTHING
      RETURNING id
    )
    SELECT (SELECT id FROM queued) AS id, EXISTS (SELECT 1 FROM counted) AS counted,
      EXISTS (SELECT 1 FROM known) AS known, EXISTS (SELECT 1 FROM blocked) AS blocked`,
  );
  if (row?.id) return 'queued';
  if (row?.known) return 'duplicate';
  if (row?.blocked) return 'suppressed';
  if (row?.counted) {
    await db
      .update(mailRecipientCounts)
      .set({ count: sql`${mailRecipientCounts.count} - 1` })
      .where(and(eq(mailRecipientCounts.address, address), eq(mailRecipientCounts.day, day)));
    return 'duplicate';
  }
  // Not counted: over the cap, or (not capped) the same event queued meanwhile by another request.
  return capped ? 'over-cap' : 'duplicate';
}
