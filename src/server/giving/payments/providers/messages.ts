import { TranslatedHttpError } from '~/server/core/http/errors';
import type { Translator } from '~/shared/i18n/translator';
import { resourcesFor } from '~/shared/i18n/catalogues';
import { type Language, createI18nInstance, defaultLanguage } from '~/shared/i18n/core';
import type { DeclineDetail, DeclineReason, PaymentOutcome } from '~/server/giving/payments/provider';

/**
 * Payer-facing texts of the real providers (`payments` catalogue): why a payment was
 * refused, that the provider is not answering, that a number is not a Rwandan one.
 * Kept apart from `validation` so the payments module owns its own words.
 */
const instances = new Map<Language, Translator>();

export function paymentText(key: string, lang: Language = defaultLanguage, values?: Record<string, string>): string {
  let i18n = instances.get(lang);
  if (!i18n) {
    i18n = createI18nInstance(lang, resourcesFor(lang, ['payments']));
    instances.set(lang, i18n);
  }
  return i18n.t(`payments:${key}`, values) as string;
}

/** The message a payer reads for a refused payment. */
export const declineText = (detail: DeclineDetail, lang?: Language) => paymentText(`decline.${detail}`, lang);

/**
 * A refusal answered in the caller's language: `status` with the catalogue's `key`
 * (`values` worded per language), after `field: ` when it names one.
 */
export function paymentRefusal(
  status: number,
  key: string,
  {
    field,
    values,
    headers,
  }: { field?: string; values?: (lang: Language) => Record<string, string>; headers?: Record<string, string> } = {},
) {
  return new TranslatedHttpError(
    status,
    (lang) => `${field ? `${field}: ` : ''}${paymentText(key, lang, values?.(lang))}`,
    headers,
  );
}

/** The coarse reason the older code records beside a provider's detail. */
export function coarseReason(detail: DeclineDetail): DeclineReason {
  if (detail === 'wrong_pin') return 'wrong_pin';
  if (detail === 'card_failed' || detail === 'cancelled') return 'card_declined';
  return 'payer_declined';
}

/** A refusal as the contract carries it: the provider's detail and the coarse reason beside it. */
export function declined(providerRef: string, detail: DeclineDetail): Extract<PaymentOutcome, { status: 'declined' }> {
  return { status: 'declined', providerRef, reason: coarseReason(detail), detail };
}
