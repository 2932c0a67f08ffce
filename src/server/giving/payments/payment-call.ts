import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { requestLanguage } from '~/server/core/http/language';
import type { Language } from '~/shared/i18n';
import { readIdempotencyKey } from './idempotency-key';

/** What a payment route reads from its request besides the body. */
export interface PaymentCall {
  log: FastifyBaseLogger;
  idempotencyKey: string | null;
  /** The receipt's language. */
  lang: Language;
  /** The client's address (TRUST_PROXY decides which), for the velocity limits. */
  ip: string;
}

export const paymentCall = (request: FastifyRequest): PaymentCall => ({
  log: request.log,
  idempotencyKey: readIdempotencyKey(request),
  lang: requestLanguage(request),
  ip: request.ip,
});
