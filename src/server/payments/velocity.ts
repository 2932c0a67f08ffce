import { and, count, eq, gte } from 'drizzle-orm';
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
  const since = (ms: number) => gte(payments.createdAt, new Date(now - ms));
  const attempts = async (...where: Parameters<typeof and>) => {
    const [row] = await db
      .select({ n: count() })
      .from(payments)
      .where(and(...where));
    return row?.n ?? 0;
  };
  const over =
    (await attempts(since(OVERALL_WINDOW_MS))) >= config.PAYMENT_LIMIT_OVERALL ||
    (payer.ip &&
      (await attempts(since(ADDRESS_WINDOW_MS), eq(payments.payerIp, payer.ip))) >= config.PAYMENT_LIMIT_PER_ADDRESS) ||
    (payer.email &&
      (await attempts(since(EMAIL_WINDOW_MS), eq(payments.payerEmail, payer.email.toLowerCase()))) >=
        config.PAYMENT_LIMIT_PER_EMAIL);
  if (over) throw new HttpError(429, translate('common:errors.tooManyRequests'), { 'retry-after': '600' });
}
