import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, setNullRef } from './columns';
import { adminUsers } from './schema';
import { supporters } from './supporters-schema';

/**
 * Staff's notes on a supporter's record ("prefers calls after 5 pm", "met at the school
 * visit"): personal data like the rest, so in the supporter's export and gone with an
 * erasure. A merge moves them to the record kept. `kind` 'call': staff called the person from
 * the Sponsor health screen's "who to call" list (docs/sponsor-health.md), the note saying how it went.
 */
export const supporterNotes = pgTable(
  'supporter_notes',
  {
    id: serial('id').primaryKey(),
    supporterId: ownedBy('supporter_id', () => supporters.id),
    text: text('text').notNull(),
    kind: text('kind', { enum: ['note', 'call'] })
      .notNull()
      .default('note'),
    authorId: setNullRef('author_id', () => adminUsers.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('supporter_notes_supporter_idx').on(t.supporterId, t.createdAt),
    // Who was called lately: the "who to call" list leaves them out.
    index('supporter_notes_calls_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'call'`),
  ],
);
