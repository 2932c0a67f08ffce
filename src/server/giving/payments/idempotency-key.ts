import type { FastifyRequest } from 'fastify';
import { badRequest } from '~/server/core/http/errors';
import { translate } from '~/shared/i18n';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const MAX_IDEMPOTENCY_KEY = 200;

/** The request's Idempotency-Key (optional; at most 200 characters), or null. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) return null;
  if (key.length > MAX_IDEMPOTENCY_KEY)
    throw badRequest(
      `${IDEMPOTENCY_HEADER}: ${translate('validation:tooLong', { field: IDEMPOTENCY_HEADER, max: MAX_IDEMPOTENCY_KEY })}`,
    );
  return key;
}
