import { z } from 'zod';
import {
  type DeliveryReport,
  type InboundSms,
  type SmsAccepted,
  type SmsProvider,
  SmsRefused,
  decimalOrNull,
  postToGateway,
} from './provider';

/**
 * Africa's Talking: `POST {base}/version1/messaging`, headers `apiKey` and
 * `Accept: application/json`, a form with `username`, `to`, `message` and `from`. The
 * answer's `SMSMessageData.Recipients[]` carries each number's `statusCode` (100
 * processed, 101 sent, 102 queued; 4xx refused, 5xx the gateway's trouble), its
 * `messageId` and `cost` ("RWF 15.0000"). Delivery reports (id, status, phoneNumber,
 * failureReason) and incoming messages (from, to, text, date, id) are posted as forms
 * to the callbacks set in its dashboard (`/api/sms/callback/africas-talking`).
 */
export interface AfricasTalkingSettings {
  /** Each call's time limit (tests shorten it). */
  timeoutMs?: number;
  baseUrl: string;
  username: string;
  apiKey: string;
  sender?: string;
}

const answer = z.object({
  SMSMessageData: z.object({
    Message: z.string().optional(),
    Recipients: z.array(
      z.object({
        statusCode: z.coerce.number(),
        status: z.string().optional(),
        messageId: z.string().optional(),
        cost: z.string().optional(),
      }),
    ),
  }),
});

/** Out of credit, or the gateway's own trouble: worth trying again; every other refusal is final. */
const TRANSIENT_CODES = new Set([405, 500, 501, 502]);
const SENT_CODES = new Set([100, 101, 102]);

/** "RWF 15.0000" -> 15.0000 RWF. */
export function readAtCost(cost: string | undefined): { cost: string | null; currency: string | null } {
  const m = /^([A-Z]{3})\s+(\d+(?:\.\d+)?)$/.exec((cost ?? '').trim());
  const amount = m ? decimalOrNull(m[2]) : null;
  return amount ? { cost: amount, currency: m![1]! } : { cost: null, currency: null };
}

export function africasTalkingProvider(s: AfricasTalkingSettings): SmsProvider {
  const url = `${s.baseUrl.replace(/\/+$/, '')}/version1/messaging`;
  return {
    name: 'africas-talking',
    async send(sms): Promise<SmsAccepted> {
      const form = new URLSearchParams({ username: s.username, to: sms.to, message: sms.text });
      if (s.sender) form.set('from', s.sender);
      const res = await postToGateway(s, url, {
        headers: {
          apiKey: s.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
      });
      const raw = await res.text().catch(() => '');
      if (res.status !== 200 && res.status !== 201) {
        const reason = `Africa's Talking ${res.status}: ${raw.slice(0, 200)}`.trim();
        // A refused key, a throttle or the gateway down: later. A malformed request: never.
        if (res.status === 401 || res.status === 403 || res.status === 429 || res.status >= 500)
          throw new Error(reason);
        throw new SmsRefused(reason);
      }
      let parsed: z.infer<typeof answer>;
      try {
        parsed = answer.parse(JSON.parse(raw));
      } catch {
        throw new Error(`Africa's Talking ${res.status}: an answer that is not the messaging answer`);
      }
      const recipient = parsed.SMSMessageData.Recipients[0];
      // No recipient: the whole request was refused ("InvalidSenderId", "InvalidPhoneNumber").
      if (!recipient)
        throw new SmsRefused(`Africa's Talking: ${parsed.SMSMessageData.Message ?? 'no recipient accepted'}`);
      if (!SENT_CODES.has(recipient.statusCode)) {
        const reason = `Africa's Talking ${recipient.statusCode}: ${recipient.status ?? 'refused'}`;
        if (TRANSIENT_CODES.has(recipient.statusCode)) throw new Error(reason);
        throw new SmsRefused(reason);
      }
      const { cost, currency } = readAtCost(recipient.cost);
      return { providerMessageId: recipient.messageId ?? null, cost, costCurrency: currency };
    },
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A delivery report: `id`, `status` (Success, Failed, Rejected, Sent, Submitted, Buffered, ...), `failureReason`. */
export function readAtReport(form: Record<string, unknown>): DeliveryReport | null {
  const id = str(form.id).slice(0, 200);
  const status = str(form.status);
  if (!id || !status || 'text' in form) return null;
  const mapped =
    status === 'Success'
      ? 'delivered'
      : /^(Failed|Rejected|AbsentSubscriber|Expired)$/.test(status)
        ? 'failed'
        : 'sent';
  const reason = mapped === 'failed' ? (str(form.failureReason) || status).slice(0, 300) : null;
  return { providerMessageId: id, status: mapped, reason };
}

/** An incoming message: `from`, `to`, `text`, `date`, `id` (and `linkId`, `networkCode`). */
export function readAtInbound(form: Record<string, unknown>): InboundSms | null {
  const id = str(form.id).slice(0, 200);
  const from = str(form.from).slice(0, 30);
  if (!id || !from || typeof form.text !== 'string') return null;
  return { providerMessageId: id, from, text: form.text.slice(0, 1000) };
}
