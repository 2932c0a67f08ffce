import { and, count, sql } from 'drizzle-orm';
import { clientNetwork } from '~/server/core/http/client-network';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { payments } from '~/server/core/db/schema';
import { refusal } from '~/server/core/http/errors';
import { parseRwandanPhone } from './phone';
import type { PaymentInstrument } from './provider';

const ADDRESS_WINDOW_MS = 10 * 60_000;
const EMAIL_WINDOW_MS = 60 * 60_000;
const PHONE_WINDOW_MS = 60 * 60_000;
const OVERALL_WINDOW_MS = 60_000;
/**
 * The overall cap counts each network for at most this many attempts a minute: a few
 * noisy networks cannot fill it for everyone. Past half the cap, a network that has
 * already made this many attempts in the minute is refused, before anyone else is.
 */
export const FAIR_SHARE_PER_MINUTE = 3;

export type VelocityConfig = Pick<
  Config,
  'PAYMENT_LIMIT_PER_ADDRESS' | 'PAYMENT_LIMIT_PER_EMAIL' | 'PAYMENT_LIMIT_OVERALL' | 'PAYMENT_LIMIT_PER_PHONE'
>;

/** The address as the limits count it: an IPv4 address, or an IPv6 address's /64 (one client usually holds one). */
export const payerNetOf = (ip: string | null | undefined): string | null => (ip ? clientNetwork(ip) : null);

/** The number a mobile money or airtime payment prompts (2507…), or null for a card. */
export function payerPhoneOf(instrument: PaymentInstrument): string | null {
  if (instrument.type === 'card') return null;
  return parseRwandanPhone(instrument.phone)?.msisdn ?? (instrument.phone.replace(/\D/g, '') || null);
}

/** The counts in one round trip, each its own subquery on its own index; built once per database. */
function prepareCounts(db: Db) {
  const attempts = (since: string, ...where: Parameters<typeof and>) =>
    sql<number>`(${db
      .select({ n: count() })
      .from(payments)
      .where(and(sql`${payments.createdAt} >= ${sql.placeholder(since)}::timestamptz`, ...where))})`.mapWith(Number);
  // Each network's attempts in the minute, each counted up to its fair share.
  const fairOverall = sql<number>`(SELECT coalesce(sum(least(n, ${FAIR_SHARE_PER_MINUTE})), 0) FROM (
      SELECT count(*) AS n FROM ${payments}
      WHERE ${payments.createdAt} >= ${sql.placeholder('overallSince')}::timestamptz
        AND ${payments.payerNet} IS NOT NULL
      GROUP BY ${payments.payerNet}) AS per_net)`.mapWith(Number);
  return db
    .select({
      overall: attempts('overallSince', sql`${payments.payerNet} IS NOT NULL`),
      fairOverall,
      netMinute: attempts('overallSince', sql`${payments.payerNet} = ${sql.placeholder('net')}::text`),
      address: attempts('addressSince', sql`${payments.payerNet} = ${sql.placeholder('net')}::text`),
      email: attempts('emailSince', sql`${payments.payerEmail} = ${sql.placeholder('email')}::text`),
      phone: attempts('phoneSince', sql`${payments.payerPhone} = ${sql.placeholder('phone')}::text`),
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('payment_velocity_v2');
}
const prepared = new WeakMap<Db, ReturnType<typeof prepareCounts>>();

/**
 * Card testing and prompt flooding: someone with a list of stolen numbers tries them one
 * after another, or makes a stranger's phone ring with payment prompts. Payment attempts
 * (approved, declined or pending: every row of `payments` a payer caused) are counted
 * per network (an IPv4 address or an IPv6 /64, 10 minutes), per payer e-mail (an hour),
 * per mobile number prompted (an hour) and over the whole site (a minute), in the
 * database so every server process sees the same counts. The site-wide cap refuses the
 * noisy networks first (FAIR_SHARE_PER_MINUTE) and everyone only when many networks
 * together reach it. Past a limit the answer is 429 with one message, whichever it was.
 */
export async function checkVelocity(
  db: Db,
  config: VelocityConfig,
  payer: { ip?: string | null; email?: string | null; phone?: string | null },
  now = Date.now(),
): Promise<void> {
  let counts = prepared.get(db);
  if (!counts) prepared.set(db, (counts = prepareCounts(db)));
  const since = (ms: number) => new Date(now - ms).toISOString();
  const net = payerNetOf(payer.ip);
  const [row] = await counts.execute({
    overallSince: since(OVERALL_WINDOW_MS),
    addressSince: since(ADDRESS_WINDOW_MS),
    emailSince: since(EMAIL_WINDOW_MS),
    phoneSince: since(PHONE_WINDOW_MS),
    net,
    email: payer.email?.toLowerCase() ?? null,
    phone: payer.phone ?? null,
  });
  // An address, e-mail or number not given is not counted.
  const reached = (n: number | undefined, limit: number, given = true) => given && (n ?? 0) >= limit;
  const busy = (row?.overall ?? 0) * 2 >= config.PAYMENT_LIMIT_OVERALL;
  const over =
    reached(row?.fairOverall, config.PAYMENT_LIMIT_OVERALL) ||
    (busy && reached(row?.netMinute, FAIR_SHARE_PER_MINUTE, !!net)) ||
    reached(row?.address, config.PAYMENT_LIMIT_PER_ADDRESS, !!net) ||
    reached(row?.email, config.PAYMENT_LIMIT_PER_EMAIL, !!payer.email) ||
    reached(row?.phone, config.PAYMENT_LIMIT_PER_PHONE, !!payer.phone);
  if (over) throw refusal(429, 'common:errors.tooManyRequests', { headers: { 'retry-after': '600' } });
}
