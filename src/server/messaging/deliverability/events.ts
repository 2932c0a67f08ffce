import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';
import { mailEvents } from '~/server/core/db/mail-events-schema';
import { SOFT_BOUNCES, normalEmail, recentSoftBounces, suppress } from '~/server/core/mail/suppression';
import { unsubscribe } from '~/server/messaging/newsletter/unsubscribe';

/** What a relay reported about one recipient of one message, once its request was verified. */
export interface RelayEvent {
  type: (typeof mailEvents.$inferInsert)['type'];
  email: string;
  /** The relay's own id of this event: a replay carries the same one. */
  id: string;
  occurredAt: Date;
  /** The message's Message-ID header when the relay reports it (`<outbox-…@domain>`). */
  messageId?: string | null;
  /** The relay's words (a bounce's diagnostic). */
  detail?: string | null;
}

export const relayNames = ['ses', 'mailgun', 'postmark', 'brevo', 'sendgrid'] as const;
export type RelayName = (typeof relayNames)[number];

export interface Applied {
  applied: number;
  replayed: number;
  unknown: number;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}$/;
const OUTBOX_ID = /<?outbox-([0-9a-f-]{36})@/i;
const NEWSLETTER_ID = /<?newsletter-([0-9a-f-]{36})-(\d+)@/i;

/**
 * The message an event is about: by its Message-ID when the relay reports it, else the
 * last one sent to the address. None: an address we never wrote to.
 */
async function messageOf(db: Db, email: string, messageId: string | null | undefined) {
  const outbox = messageId ? OUTBOX_ID.exec(messageId) : null;
  const newsletter = messageId ? NEWSLETTER_ID.exec(messageId) : null;
  const [row] = await rowsOf<{ kind: string; sendId: string | null }>(
    db,
    sql`SELECT kind, send_id AS "sendId" FROM (
        SELECT kind, NULL::uuid AS send_id, created_at AS at, ${outbox?.[1] ?? null}::uuid = id AS named
        FROM mail_outbox WHERE lower("to") = ${email} AND status IN ('sent', 'sending')
        UNION ALL
        SELECT 'newsletter', send_id, coalesce(sent_at, next_attempt_at),
          ${newsletter?.[2] ?? null}::int = id
        FROM newsletter_deliveries WHERE email = ${email} AND status IN ('sent', 'sending')
      ) m ORDER BY named IS TRUE DESC, at DESC LIMIT 1`,
  );
  return row ?? null;
}

/**
 * Records each event once (a replay of the relay's id changes nothing) and acts on it
 * (docs/operations.md, "Bounces and complaints"): a hard bounce suppresses the address,
 * a third soft bounce in 30 days too, a complaint unsubscribes it from the newsletter and
 * suppresses all but receipts and account notices. An event for an address we never
 * wrote to is recorded as such and changes nothing else.
 */
export async function applyRelayEvents(db: Db, relay: RelayName, events: RelayEvent[]): Promise<Applied> {
  const done: Applied = { applied: 0, replayed: 0, unknown: 0 };
  for (const event of events) {
    const email = normalEmail(event.email);
    if (!EMAIL.test(email)) continue;
    const message = await messageOf(db, email, event.messageId);
    const outcome = message ? 'applied' : 'unknown-address';
    const complained = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mailEvents)
        .values({
          relay,
          eventKey: event.id.slice(0, 300),
          type: event.type,
          email,
          kind: message?.kind ?? null,
          sendId: message?.sendId ?? null,
          detail: event.detail ? event.detail.slice(0, 500) : null,
          outcome,
          occurredAt: event.occurredAt,
        })
        .onConflictDoNothing({ target: [mailEvents.relay, mailEvents.eventKey] })
        .returning({ id: mailEvents.id });
      if (!row) {
        done.replayed++;
        return false;
      }
      if (!message) {
        done.unknown++;
        return false;
      }
      done.applied++;
      if (event.type === 'hard-bounce') await suppress(tx, email, 'hard-bounce', 'all', row.id);
      if (event.type === 'soft-bounce' && (await recentSoftBounces(tx, email)) >= SOFT_BOUNCES)
        await suppress(tx, email, 'soft-bounces', 'all', row.id);
      if (event.type === 'complaint') await suppress(tx, email, 'complaint', 'except-essential', row.id);
      return event.type === 'complaint';
    });
    // Off the newsletter list, as its unsubscribe link does (and its waiting copies cancelled).
    if (complained) await unsubscribe(db, email, 'complaint');
  }
  return done;
}
