import { eq, sql } from 'drizzle-orm';
import { findOrCreateSupporter } from '~/server/core/supporters/find-or-create';
import type { Db } from '~/server/core/db/client';
import { givingProfiles } from '~/server/core/db/recurring-schema';
import type { ReceiptProfile } from '~/shared/schemas/giving';

const key = (email: string) => email.trim().toLowerCase();

/**
 * The name given with an address's latest gift: a donation, a sponsorship, a gift order
 * or a monthly plan, whichever is newest (each read by its lower(email) index).
 */
async function latestGivenName(db: Db, address: string): Promise<string> {
  const result = (await db.execute(sql`
    SELECT name FROM (
      (SELECT trim(first_name || ' ' || last_name) AS name, created_at FROM donations
        WHERE lower(email) = ${address} ORDER BY created_at DESC LIMIT 1)
      UNION ALL
      (SELECT trim(sponsor_name), created_at FROM sponsorship_payments
        WHERE lower(sponsor_email) = ${address} ORDER BY created_at DESC LIMIT 1)
      UNION ALL
      (SELECT trim(buyer_name), created_at FROM gift_orders
        WHERE lower(buyer_email) = ${address} ORDER BY created_at DESC LIMIT 1)
      UNION ALL
      (SELECT trim(payer_name), created_at FROM recurring_plans
        WHERE payer_email = ${address} ORDER BY created_at DESC LIMIT 1)
    ) given
    WHERE name <> ''
    ORDER BY created_at DESC
    LIMIT 1`)) as unknown as { rows: { name: string }[] } | { name: string }[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows[0]?.name ?? '';
}

/**
 * Who a receipt or statement is made out to: the name the payer chose on their page,
 * else the one given with their latest gift, else the address itself; and the postal
 * address they gave there, if any.
 */
export async function receiptProfileOf(db: Db, email: string): Promise<ReceiptProfile> {
  const address = key(email);
  const [saved] = await db.select().from(givingProfiles).where(eq(givingProfiles.emailKey, address));
  if (saved?.name) return { name: saved.name, postalAddress: saved.postalAddress, chosen: true };
  const given = await latestGivenName(db, address);
  return { name: given || address, postalAddress: saved?.postalAddress ?? '', chosen: false };
}

/** The name the payer chose for their receipts on their page, if they did. */
export async function chosenReceiptName(db: Db, email: string): Promise<string | null> {
  const [saved] = await db
    .select({ name: givingProfiles.name })
    .from(givingProfiles)
    .where(eq(givingProfiles.emailKey, key(email)));
  return saved?.name || null;
}

/** Saves what the payer wants on their receipts; an empty name goes back to the one given with the gifts. */
export async function saveReceiptProfile(
  db: Db,
  email: string,
  input: { name: string; postalAddress: string },
): Promise<ReceiptProfile> {
  await db.transaction(async (tx) => {
    const supporterId = await findOrCreateSupporter(tx, { email });
    const values = { name: input.name, postalAddress: input.postalAddress, supporterId, updatedAt: new Date() };
    await tx
      .insert(givingProfiles)
      .values({ emailKey: key(email), ...values })
      .onConflictDoUpdate({ target: givingProfiles.emailKey, set: values });
  });
  return receiptProfileOf(db, email);
}
