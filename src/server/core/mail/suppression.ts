import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { mailEvents, mailSuppressions } from '~/server/core/db/mail-events-schema';

/**
 * The suppression list (docs/operations.md, "Bounces and complaints"): addresses the
 * site stops writing to after a hard bounce, three soft bounces in 30 days (everything),
 * or a complaint (everything but receipts and account notices). The outbox and the
 * newsletter read it when a message is queued and again when it is sent
 * (recipient-cap.ts, outbox-queue.ts, newsletter-queue.ts).
 */
export type SuppressionReason = (typeof mailSuppressions.$inferSelect)['reason'];
export type SuppressionScope = (typeof mailSuppressions.$inferSelect)['scope'];

/** Soft bounces within this many days that suppress an address. */
export const SOFT_BOUNCES = 3;
export const SOFT_BOUNCE_DAYS = 30;

export const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Suppresses an address (in the caller's transaction). An active suppression is only ever
 * widened: a hard bounce after a complaint stops everything; a complaint after a hard
 * bounce changes nothing.
 */
export async function suppress(
  db: Db,
  email: string,
  reason: SuppressionReason,
  scope: SuppressionScope,
  eventId: string | null,
): Promise<void> {
  await db
    .insert(mailSuppressions)
    .values({ email: normalEmail(email), reason, scope, eventId })
    .onConflictDoUpdate({
      target: mailSuppressions.email,
      targetWhere: isNull(mailSuppressions.liftedAt),
      set: { reason, scope, eventId },
      setWhere: sql`${mailSuppressions.scope} <> 'all' AND ${scope} = 'all'`,
    });
}

/**
 * Soft bounces of the address in the last 30 days, counting only those since its last
 * suppression was lifted (a lifted address starts again from none).
 */
export async function recentSoftBounces(db: Db, email: string): Promise<number> {
  const address = normalEmail(email);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailEvents)
    .where(
      and(
        eq(mailEvents.email, address),
        eq(mailEvents.type, 'soft-bounce'),
        eq(mailEvents.outcome, 'applied'),
        sql`${mailEvents.occurredAt} > now() - ${SOFT_BOUNCE_DAYS}::int * interval '1 day'`,
        sql`${mailEvents.createdAt} > coalesce((SELECT max(lifted_at) FROM mail_suppressions
          WHERE email = ${address}), '-infinity'::timestamptz)`,
      ),
    );
  return row?.n ?? 0;
}

/** The suppressions of these addresses, active first, newest first (a person's record). */
export async function suppressionsOf(db: Db, emails: string[]) {
  const addresses = [...new Set(emails.map(normalEmail))];
  if (!addresses.length) return [];
  return db
    .select({
      s: mailSuppressions,
      event: { type: mailEvents.type, relay: mailEvents.relay, detail: mailEvents.detail },
    })
    .from(mailSuppressions)
    .leftJoin(mailEvents, eq(mailEvents.id, mailSuppressions.eventId))
    .where(inArray(mailSuppressions.email, addresses))
    .orderBy(sql`${mailSuppressions.liftedAt} IS NOT NULL`, desc(mailSuppressions.createdAt))
    .limit(20);
}

/** The active suppression of an address, or null. */
export async function activeSuppression(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(mailSuppressions)
    .where(and(eq(mailSuppressions.email, normalEmail(email)), isNull(mailSuppressions.liftedAt)));
  return row ?? null;
}

/**
 * Lifts a suppression: the address is written to again. `by`: staff (with their id), or
 * the supporter from their own page. Answers the lifted row's address, null when there
 * was no active suppression with that id (or of that address).
 */
export async function liftSuppression(
  db: Db,
  where: { id: string } | { email: string },
  by: { kind: 'staff'; id: string } | { kind: 'supporter' },
): Promise<string | null> {
  const [row] = await db
    .update(mailSuppressions)
    .set({ liftedAt: new Date(), liftedBy: by.kind, liftedById: by.kind === 'staff' ? by.id : null })
    .where(
      and(
        'id' in where ? eq(mailSuppressions.id, where.id) : eq(mailSuppressions.email, normalEmail(where.email)),
        isNull(mailSuppressions.liftedAt),
      ),
    )
    .returning({ email: mailSuppressions.email });
  return row?.email ?? null;
}
