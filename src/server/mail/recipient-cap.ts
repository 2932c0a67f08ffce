import { sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { mailOutbox, mailRecipientCounts } from '~/server/db/mail-schema';
import type { OutboxDraft } from './outbox-draft';

class OverCap extends Error {}

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
 * counted. The count and the message are written together, so concurrent requests on
 * every instance see each other; a duplicate event (same key) is neither.
 */
export async function enqueueCapped(
  db: Db,
  draft: OutboxDraft,
  { perDay, exempt }: { perDay: number; exempt: string },
): Promise<'queued' | 'duplicate' | 'over-cap'> {
  const address = mailbox(draft.to);
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(mailOutbox)
        .values(draft)
        .onConflictDoNothing({ target: mailOutbox.eventKey })
        .returning({ id: mailOutbox.id });
      if (inserted.length === 0) return 'duplicate';
      if (address === mailbox(exempt)) return 'queued';
      const [row] = await tx
        .insert(mailRecipientCounts)
        .values({ address, day: new Date().toISOString().slice(0, 10), count: 1 })
        .onConflictDoUpdate({
          target: [mailRecipientCounts.address, mailRecipientCounts.day],
          set: { count: sql`${mailRecipientCounts.count} + 1` },
        })
        .returning({ count: mailRecipientCounts.count });
      if ((row?.count ?? 1) > perDay) throw new OverCap(); // rolls the message back
      return 'queued';
    });
  } catch (err) {
    if (err instanceof OverCap) return 'over-cap';
    throw err;
  }
}
