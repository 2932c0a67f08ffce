import { translate } from '~/shared/i18n';
import type { Language } from '~/shared/i18n/core';
import type { DeclineDetail, DeclineReason } from './provider';
import { declineText } from './providers/messages';

const DECLINE_MESSAGES: Record<DeclineReason, string> = {
  card_declined: 'validation:payment.cardDeclined',
  wrong_pin: 'validation:payment.wrongPin',
  payer_declined: 'validation:payment.payerDeclined',
};

/** The payer's message: the provider's detail when it gave one, else the coarse reason's. */
export const declineMessage = (reason: DeclineReason, detail?: DeclineDetail | null, lang?: Language) =>
  detail ? declineText(detail, lang) : translate(DECLINE_MESSAGES[reason] ?? 'validation:payment.declined', {}, lang);
