import type { FastifyBaseLogger } from 'fastify';
import type { ApiDeps } from '~/server/core/deps';
import type { MailEvent } from './mail-event';
import { queueMailEvent } from './notify';

/** Queues an e-mail after the record is saved, without waiting; a failure is logged, never passed to the request. */
export function notifyLater(deps: Pick<ApiDeps, 'db' | 'config'>, log: FastifyBaseLogger, event: MailEvent): void {
  try {
    queueMailEvent(deps, event).catch((err: unknown) => log.error({ err, event }, 'could not queue e-mail'));
  } catch (err) {
    log.error({ err, event }, 'could not queue e-mail');
  }
}
