import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, setNullRef } from './columns';
import { adminUsers } from './schema';
import { supporters } from './supporters-schema';

/**
 * Staff's notes on a supporter's record ("prefers calls after 5 pm", "met at the school
 * visit"): personal data like the rest, so in the supporter's export and gone with an
 * erasure. A merge moves them to the record kept.
 */
export const supporterNotes = pgTable(
  'supporter_notes',
  {
    id: serial('id').primaryKey(),
    supporterId: ownedBy('supporter_id', () => supporters.id),
    text: text('text').notNull(),
    authorId: setNullRef('author_id', () => adminUsers.id),
    createdAt: createdAt(),
  },
  (t) => [index('supporter_notes_supporter_idx').on(t.supporterId, t.createdAt)],
);
