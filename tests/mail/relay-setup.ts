import { eq } from 'drizzle-orm';
import { mailEvents, mailSuppressions } from '~/server/core/db/mail-events-schema';
import type { Db } from '~/server/core/db/client';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { mailDraft } from '~test/outbox';
import type { TestServer } from '~test/server';

/** The relays' credentials the event tests configure (tests/doubles/mail-relays.ts signs with them). */
export const RELAY_ENV = {
  MAILGUN_WEBHOOK_SIGNING_KEY: 'key-3ax6xnjp29jd6fds4gc373sgvjxteol0',
  POSTMARK_WEBHOOK_USER: 'postmark',
  POSTMARK_WEBHOOK_PASSWORD: 'a-long-postmark-password',
  POSTMARK_WEBHOOK_TOKEN: 'a-long-postmark-header-token',
  BREVO_WEBHOOK_TOKEN: 'a-long-brevo-bearer-token',
};

let n = 0;
/** A message we sent to `email` (a receipt unless told), as the outbox worker leaves it: its Message-ID. */
export async function sentTo(db: Db, email: string, kind = 'donation-receipt'): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mailDraft(kind, `sent-${n++}-${email}`, email), status: 'sent', sentAt: new Date() })
    .returning({ id: mailOutbox.id });
  return `<outbox-${row!.id}@charity.example>`;
}

export const eventsFor = (db: Db, email: string) => db.select().from(mailEvents).where(eq(mailEvents.email, email));
export const suppressionsFor = (db: Db, email: string) =>
  db.select().from(mailSuppressions).where(eq(mailSuppressions.email, email));

/** Posts a body to a relay's webhook as the relay does (its own content type and headers). */
export const post = (
  s: TestServer,
  relay: string,
  body: string,
  headers: Record<string, string> = {},
  type = 'application/json',
) => s.request(`/api/mail/events/${relay}`, { method: 'POST', body, headers: { 'content-type': type, ...headers } });
