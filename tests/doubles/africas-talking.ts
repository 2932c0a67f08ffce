import { type HttpDouble, startHttpDouble } from './http-double';
import { shapeOf } from '~/shared/sms-segments';

/**
 * A local stand-in for Africa's Talking's SMS API, as its documentation describes it:
 * `POST /version1/messaging`, header `apiKey` (and `Accept: application/json`, or it
 * answers XML), a form `username`, `to`, `message`, `from`. 201 answers
 * `{ SMSMessageData: { Message: 'Sent to 1/1 Total Cost: RWF 15.0000', Recipients: [{
 * statusCode: 101, number, status: 'Success', cost: 'RWF 15.0000', messageId }] } }`;
 * a sender id the account may not use is `Recipients: []` with Message
 * 'InvalidSenderId'; a bad number statusCode 403 'InvalidPhoneNumber'; out of credit
 * 405 'InsufficientBalance'; a wrong key 401 "The supplied authentication is invalid".
 * Delivery reports (id, status, phoneNumber, networkCode, failureReason, retryCount)
 * and incoming messages (date, from, id, linkId, text, to, networkCode) are form posts.
 */
export const AT_USERNAME = 'hopemusanze';
export const AT_API_KEY = 'atsk_0123456789abcdef';
export const AT_SENDER = 'HopeMusanze';

export interface AtSent {
  messageId: string;
  to: string;
  message: string;
  from: string | null;
}

export interface AtDouble extends HttpDouble {
  sent: AtSent[];
  env: Record<string, string>;
  /** The next sends answer statusCode 405 InsufficientBalance. */
  outOfCredit(on: boolean): void;
  report(webhook: string, messageId: string, status: string, failureReason?: string): Promise<number>;
  /** Someone texts our short code. */
  inbound(webhook: string, from: string, text: string): Promise<number>;
}

const postForm = async (url: string, fields: Record<string, string>) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer();
  return res.status;
};

export async function startAfricasTalkingDouble(): Promise<AtDouble> {
  const sent: AtSent[] = [];
  let noCredit = false;
  let n = 0;
  let inboundId = 0;
  const double = await startHttpDouble((req) => {
    if (req.method !== 'POST' || req.path !== '/version1/messaging') return { status: 404, body: 'Not Found' };
    if (req.headers.apikey !== AT_API_KEY) return { status: 401, body: 'The supplied authentication is invalid' };
    if (!/application\/x-www-form-urlencoded/.test(req.headers['content-type'] ?? ''))
      return { status: 400, body: 'Request is missing required form field' };
    const form = new URLSearchParams(req.raw);
    if (form.get('username') !== AT_USERNAME) return { status: 401, body: 'The supplied authentication is invalid' };
    const to = form.get('to') ?? '';
    const message = form.get('message') ?? '';
    if (!to || !message) return { status: 400, body: 'Request is missing required form field' };
    if (!/application\/json/.test(req.headers.accept ?? '')) return { status: 201, body: '<AfricasTalkingResponse/>' };
    const from = form.get('from');
    if (from !== null && from !== AT_SENDER)
      return { status: 201, body: { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } } };
    if (!/^\+2507\d{8}$/.test(to))
      return {
        status: 201,
        body: {
          SMSMessageData: {
            Message: 'Sent to 0/1 Total Cost: 0',
            Recipients: [{ statusCode: 403, number: to, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' }],
          },
        },
      };
    if (noCredit)
      return {
        status: 201,
        body: {
          SMSMessageData: {
            Message: 'Sent to 0/1 Total Cost: 0',
            Recipients: [{ statusCode: 405, number: to, status: 'InsufficientBalance', cost: '0', messageId: 'None' }],
          },
        },
      };
    const parts = shapeOf(message).segments;
    const cost = `RWF ${(12.5 * parts).toFixed(4)}`;
    const messageId = `ATXid_${(++n).toString(16).padStart(8, '0')}`;
    sent.push({ messageId, to, message, from });
    return {
      status: 201,
      body: {
        SMSMessageData: {
          Message: `Sent to 1/1 Total Cost: ${cost}`,
          Recipients: [{ statusCode: 101, number: to, status: 'Success', cost, messageId }],
        },
      },
    };
  });
  return {
    ...double,
    sent,
    env: { AT_BASE_URL: double.url, AT_USERNAME, AT_API_KEY, AT_SENDER },
    outOfCredit: (on) => {
      noCredit = on;
    },
    report: (webhook, messageId, status, failureReason) =>
      postForm(webhook, {
        id: messageId,
        status,
        phoneNumber: sent.find((s) => s.messageId === messageId)?.to ?? '',
        networkCode: '63510',
        retryCount: '0',
        ...(failureReason ? { failureReason } : {}),
      }),
    inbound: (webhook, from, text) =>
      postForm(webhook, {
        date: new Date().toISOString(),
        from,
        id: `in-${++inboundId}-${Date.now()}`,
        linkId: '',
        text,
        to: '8000',
        networkCode: '63510',
      }),
  };
}
