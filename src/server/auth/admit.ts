import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import type { Db } from '~/server/db/client';
import { HttpError } from '~/server/http/errors';
import { translate } from '~/shared/i18n';
import { isKnownDevice } from './device';
import { THROTTLE_WINDOW_MS, beginAttempt } from './throttle';

/**
 * Lets a login attempt go on to the password check, or refuses it with 429 when its
 * address has failed too often. A browser without a device cookie for the account
 * waits first when the account is being guessed at from everywhere (decision 002).
 */
export async function admitLoginAttempt(db: Db, request: FastifyRequest, email: string): Promise<void> {
  const knownDevice = await isKnownDevice(db, request, email);
  const { throttled, delayMs } = await beginAttempt(db, email, request.ip, { knownDevice });
  if (throttled) {
    throw new HttpError(429, translate('common:errors.tooManyLogins'), {
      'retry-after': String(THROTTLE_WINDOW_MS / 1000),
    });
  }
  if (delayMs > 0) await sleep(delayMs);
}
