import { assertOutsideTransaction } from '~/server/core/db/outside-call';
import { NotSent } from '~/server/core/mail/transport';

/**
 * One contract for every SMS gateway (docs/operations.md#text-message-gateways), like payments' provider:
 * Pindo and Africa's Talking when configured, otherwise files under DATA_DIR/sms-outbox.
 * `send` throws `SmsRefused` when the gateway refuses this message for good (a bad
 * number, a sender it does not allow) and any other error when trying again later may
 * work (a gateway down, slow, out of credit, our key refused while staff fix it).
 */
export type SmsProviderName = 'pindo' | 'africas-talking' | 'file';

export interface OutgoingSms {
  /** Our message id: the file name, and a key the gateway may echo. */
  id: string;
  /** `+2507XXXXXXXX` */
  to: string;
  text: string;
}

export interface SmsAccepted {
  providerMessageId: string | null;
  /** What the gateway said it cost, as a decimal string ('15.0000'); null when it did not say. */
  cost: string | null;
  costCurrency: string | null;
}

export interface SmsProvider {
  readonly name: SmsProviderName;
  send(sms: OutgoingSms): Promise<SmsAccepted>;
}

/** A permanent refusal: the job runner (core/jobs) marks the message failed with this reason, no retry. */
export class SmsRefused extends NotSent {}

/** A delivery report as a gateway posts it to our webhook, read into one shape. */
export interface DeliveryReport {
  providerMessageId: string;
  status: 'delivered' | 'failed' | 'sent';
  reason: string | null;
}

/** A message a person sent us (a reply of STOP). */
export interface InboundSms {
  providerMessageId: string;
  from: string;
  text: string;
}

/** Every call to a gateway has a time limit: a slow gateway is a transient failure, retried later. */
export const SMS_CALL_TIMEOUT_MS = 15_000;

/**
 * Posts a message to a gateway: outside any transaction (the call waits on the outside
 * world), within the settings' time limit (`SMS_CALL_TIMEOUT_MS` unless they shorten it).
 */
export function postToGateway(
  settings: { timeoutMs?: number },
  url: string,
  request: { headers: Record<string, string>; body: string },
): Promise<Response> {
  assertOutsideTransaction('the SMS gateway');
  return fetch(url, {
    method: 'POST',
    ...request,
    signal: AbortSignal.timeout(settings.timeoutMs ?? SMS_CALL_TIMEOUT_MS),
  });
}

/** A decimal amount as a string ('15.0000'), or null for anything that is not one. */
export function decimalOrNull(v: unknown): string | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return /^\d{1,8}(\.\d{1,4})?$/.test(s) ? s : null;
}
