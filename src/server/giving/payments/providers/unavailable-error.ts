import { TranslatedHttpError } from '~/server/core/http/errors';
import type { UnavailableCause } from '~/server/giving/payments/provider';
import { paymentText } from './messages';

/**
 * A provider that could not be asked, or whose answer could not be read, when a
 * payment was requested. 503 with a message for the payer; nothing about the
 * provider's answer, its keys or its headers is in it, so it may be logged as is.
 * `providerRef` is set when the request may have reached the provider anyway (a
 * timeout after sending): the attempt can then be looked up with `getStatus`.
 */
export class PaymentProviderUnavailableError extends TranslatedHttpError {
  constructor(
    readonly provider: string,
    readonly failure: UnavailableCause,
    readonly providerRef?: string,
  ) {
    super(503, (lang) => paymentText('unavailable', lang), { 'retry-after': '60' });
    this.name = 'PaymentProviderUnavailableError';
  }
}
