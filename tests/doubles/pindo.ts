import { type HttpDouble, bearer, sendCallback, startHttpDouble } from './http-double';
import { shapeOf } from '~/shared/sms-segments';

/**
 * A local stand-in for Pindo's SMS API (pindo.io), as its documentation describes it:
 * `POST /v1/sms/` with `Authorization: Bearer <token>` and JSON `{ to, text, sender }`
 * answers 201 `{ sms_id, status: 'sent', to, text, sender, item_count, item_price,
 * total_cost, remaining_balance }` (prices in RWF, one item per SMS part); 401 for a
 * wrong token, 400 `{ message }` for a sender name not approved for the account or a
 * number it cannot reach. Delivery reports are JSON posts to the webhook set in the
 * dashboard: `{ sms_id, status: 'delivered' | 'failed', to }`.
 */
export const PINDO_TOKEN = 'pindo-token-0123456789';
export const PINDO_SENDER = 'HopeMusanze';
export const PINDO_PRICE_RWF = 15;

export interface PindoSent {
  smsId: number;
  to: string;
  text: string;
  sender: string;
}

export interface PindoDouble extends HttpDouble {
  sent: PindoSent[];
  env: Record<string, string>;
  /** Posts a delivery report for a sent message to our webhook; answers the status we gave. */
  report(webhook: string, smsId: number, status: 'delivered' | 'failed'): Promise<number>;
}

export async function startPindoDouble(): Promise<PindoDouble> {
  const sent: PindoSent[] = [];
  let nextId = 9_000;
  const double = await startHttpDouble((req) => {
    if (req.method !== 'POST' || req.path !== '/v1/sms/') return { status: 404, body: { message: 'Not Found' } };
    if (bearer(req.headers) !== PINDO_TOKEN) return { status: 401, body: { message: 'Unauthorized' } };
    if (!/^application\/json/.test(req.headers['content-type'] ?? ''))
      return { status: 415, body: { message: 'Unsupported Media Type' } };
    const body = req.body as { to?: unknown; text?: unknown; sender?: unknown } | undefined;
    if (!body || typeof body.text !== 'string' || !body.text)
      return { status: 400, body: { message: 'text is required' } };
    if (body.sender !== PINDO_SENDER) return { status: 400, body: { message: 'Sender ID is not approved' } };
    if (typeof body.to !== 'string' || !/^\+2507[2389]\d{7}$/.test(body.to))
      return { status: 400, body: { message: 'Invalid phone number' } };
    const items = shapeOf(body.text).segments;
    const record = { smsId: nextId++, to: body.to, text: body.text, sender: body.sender };
    sent.push(record);
    return {
      status: 201,
      body: {
        sms_id: record.smsId,
        status: 'sent',
        to: record.to,
        text: record.text,
        sender: record.sender,
        item_count: items,
        item_price: PINDO_PRICE_RWF,
        total_cost: PINDO_PRICE_RWF * items,
        remaining_balance: 100_000,
        bonus: 0,
        discount: 0,
      },
    };
  });
  return {
    ...double,
    sent,
    env: { PINDO_BASE_URL: double.url, PINDO_API_TOKEN: PINDO_TOKEN, PINDO_SENDER },
    report: (webhook, smsId, status) => {
      const to = sent.find((s) => s.smsId === smsId)?.to ?? '';
      return sendCallback(webhook, { sms_id: smsId, status, to });
    },
  };
}
