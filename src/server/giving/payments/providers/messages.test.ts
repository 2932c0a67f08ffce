import { describe, expect, it } from 'vitest';
import { allLanguages } from '~/shared/i18n/core';
import type { DeclineDetail } from '~/server/giving/payments/provider';
import { coarseReason, declineText, paymentText } from './messages';

/** Every detail, checked by the compiler: a new one fails here until it is listed. */
const DETAILS: Record<DeclineDetail, true> = {
  approval_rejected: true,
  expired: true,
  payer_not_found: true,
  not_enough_funds: true,
  payer_limit_reached: true,
  not_approved_in_time: true,
  account_blocked: true,
  wrong_pin: true,
  provider_error: true,
  card_failed: true,
  cancelled: true,
  amount_mismatch: true,
  checkout_unavailable: true,
  declined: true,
};

describe('payer messages of the real providers', () => {
  it.each(allLanguages)('has its own sentence for every decline detail in %s', (lang) => {
    const texts = Object.keys(DETAILS).map((d) => declineText(d as DeclineDetail, lang));
    for (const text of texts) expect(text).toMatch(/^[^{}]{20,}[.!]$/);
    expect(new Set(texts).size).toBe(texts.length);
    expect(paymentText('unavailable', lang)).not.toBe('unavailable');
  });

  it('keeps the coarse reason the older code records', () => {
    expect(coarseReason('wrong_pin')).toBe('wrong_pin');
    expect(coarseReason('card_failed')).toBe('card_declined');
    expect(coarseReason('not_enough_funds')).toBe('payer_declined');
  });
});
