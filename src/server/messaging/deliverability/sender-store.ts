import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { mailSettings } from '~/server/core/db/mail-schema';
import { mailDomain } from '~/server/core/mail/transport';
import { type SenderCheck, senderCheckSchema } from '~/shared/schemas/mail';
import { checkSender } from './sender-check';

/**
 * The last sender check, kept in mail_settings so every instance and every dashboard page
 * reads it without a DNS lookup; it is looked up again when a day old, when MAIL_FROM or
 * the relay changed, or when staff ask (Site settings, "Check again").
 */
const KEY = 'sender-check';
const DAY_MS = 24 * 60 * 60_000;

export async function storedSenderCheck(db: Db): Promise<SenderCheck | null> {
  const [row] = await db.select({ value: mailSettings.value }).from(mailSettings).where(eq(mailSettings.key, KEY));
  if (!row) return null;
  try {
    const parsed = senderCheckSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Looks the records up now and keeps the answer (the lookups run before, outside any transaction). */
export async function refreshSenderCheck(deps: { db: Db; config: Config }): Promise<SenderCheck> {
  const check = await checkSender(deps.config);
  const value = JSON.stringify(check);
  await deps.db
    .insert(mailSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: mailSettings.key, set: { value } });
  return check;
}

const relayOf = (config: Pick<Config, 'SMTP_URL'>) => (config.SMTP_URL ? new URL(config.SMTP_URL).hostname : null);

export function isStale(check: SenderCheck | null, config: Config, now = Date.now()): boolean {
  return (
    !check ||
    now - Date.parse(check.checkedAt) > DAY_MS ||
    check.domain !== mailDomain(config) ||
    check.relay !== relayOf(config)
  );
}

let inFlight: Promise<unknown> | null = null;

/**
 * The stored check for the launch checklist, which every dashboard page loads: never waits
 * on DNS. A stale one is looked up again in the background (once at a time per process).
 */
export async function senderCheckForChecklist(deps: {
  db: Db;
  config: Config;
  log?: FastifyBaseLogger;
}): Promise<SenderCheck | null> {
  const check = await storedSenderCheck(deps.db);
  // Tests look up only a DNS double of their own (DNS_SERVER), never the machine's resolver.
  const mayLookUp = deps.config.NODE_ENV !== 'test' || !!deps.config.DNS_SERVER;
  if (mayLookUp && isStale(check, deps.config) && !inFlight)
    inFlight = refreshSenderCheck(deps)
      .catch((err: unknown) => deps.log?.warn({ err }, 'sender check failed'))
      .finally(() => {
        inFlight = null;
      });
  return check;
}
