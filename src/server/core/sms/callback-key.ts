import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '~/server/core/config';
import type { Db } from '~/server/core/db/client';
import { storedSecret } from '~/server/core/db/stored-secret';
import { HttpError } from '~/server/core/http/errors';

/**
 * Neither gateway signs its callbacks, so the address each is configured with carries a
 * secret (`?key=`): PINDO_CALLBACK_SECRET / AT_CALLBACK_SECRET, or else one made on first
 * use and kept in the database (a backup leaves it out: core/db/backup-secrets.ts). A
 * callback without it is refused (401) and logged: a forged STOP must not end anyone's texts.
 */
export type SmsGateway = 'pindo' | 'africas-talking';

const STORED: Record<SmsGateway, string> = {
  pindo: 'pindo_callback_secret',
  'africas-talking': 'at_callback_secret',
};

export function callbackSecret(
  db: Db,
  config: Pick<Config, 'PINDO_CALLBACK_SECRET' | 'AT_CALLBACK_SECRET'>,
  gateway: SmsGateway,
): Promise<string> {
  const set = gateway === 'pindo' ? config.PINDO_CALLBACK_SECRET : config.AT_CALLBACK_SECRET;
  return set ? Promise.resolve(set) : storedSecret(db, STORED[gateway]);
}

/** The address to set in the gateway's dashboard. */
export async function callbackUrl(
  db: Db,
  config: Pick<Config, 'PINDO_CALLBACK_SECRET' | 'AT_CALLBACK_SECRET'>,
  base: string,
  gateway: SmsGateway,
): Promise<string> {
  const key = await callbackSecret(db, config, gateway);
  return `${base.replace(/\/+$/, '')}/api/sms/callback/${gateway}?key=${encodeURIComponent(key)}`;
}

/** Same length whatever is given, so the comparison takes the same time for any key. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Refuses (401) a callback whose `key` is not the gateway's secret, and logs it without the key. */
export async function requireCallbackKey(
  deps: { db: Db; config: Pick<Config, 'PINDO_CALLBACK_SECRET' | 'AT_CALLBACK_SECRET'> },
  request: FastifyRequest,
  gateway: SmsGateway,
  given: string | undefined,
): Promise<void> {
  const secret = await callbackSecret(deps.db, deps.config, gateway);
  if (given !== undefined && timingSafeEqual(digest(given), digest(secret))) return;
  request.log.warn(
    { gateway, ip: request.ip, keyGiven: given !== undefined },
    'SMS callback refused: the address lacks its secret (a forgery, or the gateway needs the address shown on Text messages)',
  );
  throw new HttpError(401, 'This callback address lacks its secret.');
}
