import { eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { rowsOf } from '~/server/db/rows';
import { mailOutbox } from '~/server/db/mail-schema';
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
 * One statement on the usual path (it runs inside a payment's transaction, where every
 * round trip counts): the message is inserted, and only if it was new is the day's count
 * raised, and only while under the cap. A message over the cap is deleted again in the
 * same transaction, so no other request ever sees it. Concurrent requests on every
 * instance wait on each other's count row and event key, so the cap holds exactly.
 */
export async function enqueueCapped(
  db: Db,
  draft: OutboxDraft,
  { perDay, exempt }: { perDay: number; exempt: string },
): Promise<'queued' | 'duplicate' | 'over-cap'> {
  const address = mailbox(draft.to);
  const insert = db
    .insert(mailOutbox)
    .values(draft)
    .onConflictDoNothing({ target: mailOutbox.eventKey })
    .returning({ id: mailOutbox.id });
  if (address === mailbox(exempt)) return (await insert).length > 0 ? 'queued' : 'duplicate';
  const day = new Date().toISOString().slice(0, 10);
  const [row] = await rowsOf<{ id: string | null; counted: boolean }>(
    db,
    sql`WITH queued AS (${insert.getSQL()}), counted AS (
      INSERT INTO mail_recipient_counts (address, day, count)
      SELECT ${address}, ${day}, 1 FROM queued WHERE ${perDay}::int >= 1
      ON CONFLICT (address, day) DO UPDATE SET count = mail_recipient_counts.count + 1
        WHERE mail_recipient_counts.count < ${perDay}::int
      RETURNING count
    )
    SELECT (SELECT id FROM queued) AS id, EXISTS (SELECT 1 FROM counted) AS counted`,
  );
  if (!row?.id) return 'duplicate';
  if (row.counted) return 'queued';
  await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
  return 'over-cap';
}
