import { sql } from 'drizzle-orm';
import type { Db } from '~/server/core/db/client';
import { rowsOf } from '~/server/core/db/rows';

/**
 * Records for the Sponsor health tests (src/server/people/health), written straight into
 * the database at chosen moments: supporters, their gifts, plans, sponsorships, departures.
 */
const one = async (db: Db, query: ReturnType<typeof sql>) => (await rowsOf<{ id: string }>(db, query))[0]!.id;

export const supporter = (db: Db, name: string, email: string, phone = '') =>
  one(db, sql`INSERT INTO supporters (name, email, phone) VALUES (${name}, ${email}, ${phone}) RETURNING id`);

/** A payment row (approved unless told), at `at`. */
export const payment = (db: Db, at: string, kind = 'donation', status = 'approved', amount = 10_000) =>
  one(
    db,
    sql`INSERT INTO payments (kind, amount_minor, currency, method, provider, status, created_at)
        VALUES (${kind}, ${amount}, 'RWF', 'momo', 'sandbox', ${status}, ${at}::timestamptz) RETURNING id`,
  );

/** An offline donation (no payment row) of `amount` RWF at `at`. */
export const donation = (db: Db, sid: string, at: string, amount = 10_000, method = 'cash') =>
  one(
    db,
    sql`INSERT INTO donations (amount_rwf, donation_type, payment_method, first_name, last_name, email, target,
                               supporter_id, created_at)
        SELECT ${amount}, 'one-time', ${method}, name, '', email, 'general', id, ${at}::timestamptz
          FROM supporters WHERE id = ${sid} RETURNING id`,
  );

/** A sponsorship payment at `at`, its payment approved or not. */
export async function sponsorshipPayment(db: Db, sid: string, at: string, status = 'approved') {
  const pid = await payment(db, at, 'sponsorship', status, 20_000);
  return one(
    db,
    sql`INSERT INTO sponsorship_payments (payment_id, sponsor_name, sponsor_email, sponsor_phone, supporter_id, amount,
                                          payment_method, payment_frequency, created_at)
        SELECT ${pid}, name, email, phone, id, 20000, 'momo', 'monthly', ${at}::timestamptz
          FROM supporters WHERE id = ${sid} RETURNING id`,
  );
}

/** A monthly plan of `sid` in `status`, last changed at `changed`. */
export async function plan(
  db: Db,
  sid: string,
  opts: { status: string; changed: string; kind?: string; stopReason?: string; childId?: string; email?: string },
) {
  const pid = await payment(db, opts.changed);
  return one(
    db,
    sql`INSERT INTO recurring_plans (kind, payer_email, payer_name, supporter_id, amount_rwf, method, child_id, target,
                                     day_of_month, period, next_due_on, next_run_at, status, template, origin_payment_id,
                                     stop_reason, updated_at)
        SELECT ${opts.kind ?? 'donation'}, coalesce(${opts.email ?? null}::text, email), name, id, 15000, 'momo', ${opts.childId ?? null}::uuid,
               'general', 5, '2026-01', '2026-01-05', now(), ${opts.status}, '{}'::jsonb, ${pid},
               ${opts.stopReason ?? null}::text, ${opts.changed}::timestamptz
          FROM supporters WHERE id = ${sid} RETURNING id`,
  );
}

/** A try of a plan's month, `status` at `at`. */
export const charge = (db: Db, planId: string, at: string, status = 'failed', period = '2026-01') =>
  db.execute(
    sql`INSERT INTO recurring_charges (plan_id, period, attempt, status, created_at, updated_at)
        VALUES (${planId}, ${period}, 0, ${status}, ${at}::timestamptz, ${at}::timestamptz)`,
  );

/** An active sponsorship of `childId` by `sid`, begun at `started`. */
export async function sponsorship(db: Db, sid: string, childId: string, started: string, status = 'active') {
  const id = await one(
    db,
    sql`INSERT INTO sponsorships (child_id, sponsor_name, sponsor_email, sponsor_phone, supporter_id, source, status, started_at)
        SELECT ${childId}, name, email, phone, id, 'staff', ${status}, ${started}::timestamptz
          FROM supporters WHERE id = ${sid} RETURNING id`,
  );
  if (status === 'active')
    await db.execute(sql`UPDATE children SET is_sponsored = true, sponsorship_id = ${id} WHERE id = ${childId}`);
  return id;
}

/** News of a child posted at `at` (seen by its sponsors of then). */
export const childUpdate = (db: Db, childId: string, at: string) =>
  db.execute(
    sql`INSERT INTO child_updates (child_id, kind, texts, posted_at) VALUES (${childId}, 'progress', '{"en":"News"}'::jsonb, ${at}::timestamptz)`,
  );

/** The child left at `at`; their sponsor has not chosen yet. */
export async function departure(db: Db, childId: string, sponsorshipId: string, at: string) {
  await db.execute(
    sql`UPDATE sponsorships SET status = 'ended', ended_at = ${at}::timestamptz WHERE id = ${sponsorshipId}`,
  );
  await db.execute(
    sql`UPDATE children SET left_at = ${at}::timestamptz, is_sponsored = false, sponsorship_id = NULL WHERE id = ${childId}`,
  );
  return one(
    db,
    sql`INSERT INTO child_departures (child_id, reason, message, sponsorship_id, sponsor_name, sponsor_email, created_at)
        SELECT ${childId}, 'moved_away', 'They moved.', s.id, s.sponsor_name, s.sponsor_email, ${at}::timestamptz
          FROM sponsorships s WHERE s.id = ${sponsorshipId} RETURNING id`,
  );
}
