import { and, count, sql } from 'drizzle-orm';
import type { Config } from '~/server/config';
import type { Db } from '~/server/db/client';
import { payments } from '~/server/db/schema';
import { HttpError } from '~/server/http/errors';
import { translate } from '~/shared/i18n';

const ADDRESS_WINDOW_MS = 10 * 60_000;
const EMAIL_WINDOW_MS = 60 * 60_000;
const OVERALL_WINDOW_MS = 60_000;

export type VelocityConfig = Pick<
  Config,
  'PAYMENT_LIMIT_PER_ADDRESS' | 'PAYMENT_LIMIT_PER_EMAIL' | 'PAYMENT_LIMIT_OVERALL'
>;

/** The three counts in one round trip, each its own subquery on its own index; built once per database. */
function prepareCounts(db: Db) {
  const attempts = (since: string, ...where: Parameters<typeof and>) =>
    sql<number>`(${db
      .select({ n: count() })
      .from(payments)
      .where(and(sql`${payments.createdAt} >= ${sql.placeholder(since)}::timestamptz`, ...where))})`.mapWith(Number);
  return db
    .select({
      overall: attempts('overallSince'),
      address: attempts('addressSince', sql`${payments.payerIp} = ${sql.placeholder('ip')}::text`),
      email: attempts('emailSince', sql`${payments.payerEmail} = ${sql.placeholder('email')}::text`),
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('payment_velocity');
}
const prepared = new WeakMap<Db, ReturnType<typeof prepareCounts>>();

/**
 * Card testing: someone with a list of stolen numbers tries them one after another.
 * Payment attempts (approved, declined or pending: every row of `payments`) are counted
 * per client address (10 minutes), per payer e-mail (an hour) and over the whole site
 * (a minute), in the database so every server process sees the same counts. Past a
 * limit the answer is 429 with one message, whichever limit it was.
 */
export async function checkVelocity(
  db: Db,
  config: VelocityConfig,
  payer: { ip?: string | null; email?: string | null },
  now = Date.now(),
): Promise<void> {
  let counts = prepared.get(db);
  if (!counts) prepared.set(db, (counts = prepareCounts(db)));
  const since = (ms: number) => new Date(now - ms).toISOString();
  const [row] = await counts.execute({
    overallSince: since(OVERALL_WINDOW_MS),
    addressSince: since(ADDRESS_WINDOW_MS),
    emailSince: since(EMAIL_WINDOW_MS),
    ip: payer.ip ?? null,
    email: payer.email?.toLowerCase() ?? null,
  });
  // An address or e-mail not given is not counted.
  const reached = (n: number | undefined, limit: number, given = true) => given && (n ?? 0) >= limit;
  const over =
    reached(row?.overall, config.PAYMENT_LIMIT_OVERALL) ||
    reached(row?.address, config.PAYMENT_LIMIT_PER_ADDRESS, !!payer.ip) ||
    reached(row?.email, config.PAYMENT_LIMIT_PER_EMAIL, !!payer.email);
  if (over) throw new HttpError(429, translate('common:errors.tooManyRequests'), { 'retry-after': '600' });
}
