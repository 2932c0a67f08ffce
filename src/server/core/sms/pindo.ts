import { z } from 'zod';
import {
  type DeliveryReport,
  type SmsAccepted,
  type SmsProvider,
  SmsRefused,
  decimalOrNull,
  postToGateway,
} from './provider';

/**
 * Pindo (pindo.io), Rwanda's SMS gateway: `POST {base}/v1/sms/` with
 * `Authorization: Bearer <token>` and JSON `{ to, text, sender }`; 201 answers
 * `{ sms_id, status, to, item_price, total_cost, ... }` (prices in RWF). Delivery
 * reports are posted as JSON to the webhook set in Pindo's dashboard
 * (`/api/sms/callback/pindo`).
 */
export interface PindoSettings {
  /** Each call's time limit (tests shorten it). */
  timeoutMs?: number;
  baseUrl: string;
  token: string;
  sender: string;
}

const accepted = z.object({
  sms_id: z.union([z.number(), z.string()]),
  status: z.string().optional(),
  total_cost: z.union([z.number(), z.string()]).optional(),
  item_price: z.union([z.number(), z.string()]).optional(),
});

async function reasonOf(res: Response): Promise<string> {
  const raw = await res.text().catch(() => '');
  try {
    const body = JSON.parse(raw) as { message?: unknown; detail?: unknown; error?: unknown };
    const text = [body.message, body.detail, body.error].find((v) => typeof v === 'string');
    if (text) return `Pindo ${res.status}: ${String(text).slice(0, 300)}`;
  } catch {
    // not JSON: the status alone
  }
  return `Pindo ${res.status}`;
}

export function pindoProvider(s: PindoSettings): SmsProvider {
  const url = `${s.baseUrl.replace(/\/+$/, '')}/v1/sms/`;
  return {
    name: 'pindo',
    async send(sms): Promise<SmsAccepted> {
      const res = await postToGateway(s, url, {
        headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ to: sms.to, text: sms.text, sender: s.sender }),
      });
      if (res.status === 200 || res.status === 201) {
        const body = accepted.safeParse(await res.json().catch(() => null));
        if (!body.success) throw new Error(`Pindo ${res.status}: an answer without sms_id`);
        const cost = decimalOrNull(body.data.total_cost ?? body.data.item_price);
        return { providerMessageId: String(body.data.sms_id), cost, costCurrency: cost ? 'RWF' : null };
      }
      const reason = await reasonOf(res);
      // Our token refused, too many calls, the gateway failing: worth another try later.
      if (res.status === 401 || res.status === 403 || res.status === 408 || res.status === 429 || res.status >= 500)
        throw new Error(reason);
      // The message itself refused (a number, a sender name it does not allow): for good.
      throw new SmsRefused(reason);
    },
  };
}

const report = z.object({
  sms_id: z.union([z.number(), z.string()]),
  status: z.string().max(40),
  error: z.string().max(300).nullish(),
  reason: z.string().max(300).nullish(),
});

/** Pindo's delivery report (JSON): `{ sms_id, status: 'delivered' | 'failed' | 'sent' | ..., to }`. */
export function readPindoReport(body: unknown): DeliveryReport | null {
  const r = report.safeParse(body);
  if (!r.success) return null;
  const status = r.data.status.toLowerCase();
  const mapped = status === 'delivered' ? 'delivered' : /fail|undeliver|reject|expire/.test(status) ? 'failed' : 'sent';
  return {
    providerMessageId: String(r.data.sms_id),
    status: mapped,
    reason: mapped === 'failed' ? (r.data.error ?? r.data.reason ?? r.data.status) : null,
  };
}
