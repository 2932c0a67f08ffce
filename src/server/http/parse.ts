import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ApiDeps } from '~/server/api';
import { notFound, parseInput } from '~/server/http/errors';
import { type MailEvent, queueMailEvent } from '~/server/mail/notify';
import { idSchema } from '~/shared/schemas/common';

/* Small helpers shared by the messages, applications, skills and subscriptions routes. */

/** `parseInput` (which also refuses text PostgreSQL cannot store, 400 naming the field). */
export function parseBody<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  return parseInput(schema, input);
}

/** A record id from the path: anything that is not a uuid cannot name a record, so 404. */
export function parseId(raw: unknown, message?: string): string {
  const result = idSchema.safeParse(raw);
  if (!result.success) throw notFound(message);
  return result.data.toLowerCase();
}

/** The SQLSTATE of a failed query, whether the driver error arrives bare or wrapped by Drizzle. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Queues an e-mail after the record is saved; a failure is logged, never passed to the request. */
export function notifyLater(deps: Pick<ApiDeps, 'db' | 'config'>, log: FastifyBaseLogger, event: MailEvent): void {
  try {
    queueMailEvent(deps, event).catch((err: unknown) => log.error({ err, event }, 'could not queue e-mail'));
  } catch (err) {
    log.error({ err, event }, 'could not queue e-mail');
  }
}
