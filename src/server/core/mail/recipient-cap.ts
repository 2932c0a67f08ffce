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

/**
 * Puts a message in the outbox unless its recipient has had `perDay` messages today
 * (UTC): a stranger who types someone's address into every form can make the site
 * write to it only that often. The organisation's own address (`exempt`) is not
 * counted. A duplicate event (same key) is neither queued nor counted.
 *
 * One statement, whatever `db` is: inside a payment's transaction, where every round
 * trip counts, and on the pool (contact, volunteer and subscription mails), where the
 * statement commits at once. The day's count is raised first, only while under the cap
 * and only for a key not already queued, and the message is inserted only if the count
 * was: a message over the cap is never written, so the outbox worker (which claims every
 * committed row it sees) can never send it, and no crash can leave it queued. Concurrent
 * requests on every instance wait on each other's count row and event key, so the cap
 * holds exactly. The one case for a second statement: the same event queued by another
 * request meanwhile (its key committed after this statement's snapshot) was counted here
 * and is counted back; until then, or if that is lost, the cap only errs on the strict side.
 */
export async function enqueueCapped(
  db: Db,
  draft: OutboxDraft,
  { perDay, exempt }: { perDay: number; exempt: string },
): Promise<'queued' | 'duplicate' | 'over-cap'> {
  const address = mailbox(draft.to);
  if (address === mailbox(exempt)) {
    const inserted = await db
      .insert(mailOutbox)
      .values(draft)
      .onConflictDoNothing({ target: mailOutbox.eventKey })
      .returning({ id: mailOutbox.id });
    return inserted.length > 0 ? 'queued' : 'duplicate';
  }
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
  } satisfies Record<keyof OutboxDraft, unknown>;
  const keys = Object.keys(fields) as (keyof OutboxDraft)[];
  const columns = sql.join(
    keys.map((k) => sql.identifier(mailOutbox[k].name)),
    sql`, `,
  );
  const values = sql.join(
    keys.map((k) => sql`${fields[k]}`),
    sql`, `,
  );
  const [row] = await rowsOf<{ id: string | null; counted: boolean; known: boolean }>(
    db,
    sql`WITH known AS (
      SELECT 1 FROM mail_outbox WHERE event_key = ${draft.eventKey}
    ), counted AS (
      INSERT INTO mail_recipient_counts (address, day, count)
      SELECT ${address}, ${day}, 1 WHERE ${perDay}::int >= 1 AND NOT EXISTS (SELECT 1 FROM known)
      ON CONFLICT (address, day) DO UPDATE SET count = mail_recipient_counts.count + 1
        WHERE mail_recipient_counts.count < ${perDay}::int
      RETURNING count
    ), queued AS (
      INSERT INTO mail_outbox (${columns}) SELECT ${values} FROM counted
      ON CONFLICT (event_key) DO NOTHING
      RETURNING id
    )
    SELECT (SELECT id FROM queued) AS id, EXISTS (SELECT 1 FROM counted) AS counted,
      EXISTS (SELECT 1 FROM known) AS known`,
  );
  if (row?.id) return 'queued';
  if (row?.counted) {
    await db
      .update(mailRecipientCounts)
      .set({ count: sql`${mailRecipientCounts.count} - 1` })
      .where(and(eq(mailRecipientCounts.address, address), eq(mailRecipientCounts.day, day)));
    return 'duplicate';
  }
  return row?.known ? 'duplicate' : 'over-cap';
}
