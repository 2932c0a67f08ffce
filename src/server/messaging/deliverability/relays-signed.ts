import { type KeyObject, X509Certificate, createHmac, createPublicKey, verify } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '~/server/core/config';
import type { RelayEvent } from './events';
import { type RelayReader, dateOf, header, jsonOf, malformed, sameSecret, unsigned } from './relay-auth';

/** A relay's own names for a delivery, a complaint and a bounce. */
type EventNames = { delivered: string; complaint: string; bounce: string };

/** Our type of a relay's event (null: one we do not use); a bounce is hard or soft as the relay says. */
function eventType(event: string, names: EventNames, hardBounce: boolean): RelayEvent['type'] | null {
  if (event === names.delivered) return 'delivered';
  if (event === names.complaint) return 'complaint';
  if (event === names.bounce) return hardBounce ? 'hard-bounce' : 'soft-bounce';
  return null;
}

/**
 * The relays that sign what they send (docs/operations.md, "Bounces and complaints"):
 * Amazon SES through SNS (RSA over the message's fields, with the certificate at
 * SigningCertURL), Mailgun (HMAC-SHA256 of timestamp and token with the webhook signing
 * key), SendGrid (ECDSA P-256 over timestamp and body). Payloads as each documents them.
 */
const text = z.string().max(2000);

// ---- Amazon SES through SNS ------------------------------------------------------------
const snsMessage = z.looseObject({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: text,
  TopicArn: text,
  Message: z.string().max(200_000),
  Timestamp: text,
  SignatureVersion: z.enum(['1', '2']),
  Signature: text,
  SigningCertURL: text,
  Subject: text.optional(),
  SubscribeURL: text.optional(),
  Token: text.optional(),
});
type SnsMessage = z.infer<typeof snsMessage>;

/** The string SNS signs: these fields, each as `Name\nvalue\n`, in this order (Subject only when present). */
export function snsStringToSign(m: SnsMessage): string {
  const fields =
    m.Type === 'Notification'
      ? (['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const)
      : (['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'] as const);
  return fields
    .filter((f) => m[f] !== undefined)
    .map((f) => `${f}\n${m[f]}\n`)
    .join('');
}

/** A URL SNS may name: https://sns.<region>.amazonaws.com(.cn)/..., or SES_SNS_CERT_ORIGIN's (tests). */
function snsUrlAllowed(config: Pick<Config, 'SES_SNS_CERT_ORIGIN'>, url: string, certificate: boolean): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (certificate && !u.pathname.endsWith('.pem')) return false;
  if (config.SES_SNS_CERT_ORIGIN) return u.origin === new URL(config.SES_SNS_CERT_ORIGIN).origin;
  return u.protocol === 'https:' && !u.port && /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/.test(u.hostname);
}

const certificates = new Map<string, KeyObject>();
async function snsKey(url: string, get: (url: string) => Promise<Response>): Promise<KeyObject> {
  const known = certificates.get(url);
  if (known) return known;
  const res = await get(url);
  const body = await res.text();
  if (!res.ok || body.length > 16_384) throw unsigned();
  const key = new X509Certificate(body).publicKey;
  if (certificates.size >= 20) certificates.clear();
  certificates.set(url, key);
  return key;
}

const sesNotification = z.looseObject({
  notificationType: text.optional(),
  eventType: text.optional(),
  bounce: z
    .looseObject({
      bounceType: text,
      bouncedRecipients: z.array(z.looseObject({ emailAddress: text, diagnosticCode: text.optional() })).max(100),
      timestamp: text.optional(),
    })
    .optional(),
  complaint: z
    .looseObject({
      complainedRecipients: z.array(z.looseObject({ emailAddress: text })).max(100),
      timestamp: text.optional(),
    })
    .optional(),
  delivery: z.looseObject({ recipients: z.array(text).max(100), timestamp: text.optional() }).optional(),
  mail: z
    .looseObject({
      headers: z
        .array(z.looseObject({ name: text, value: text }))
        .max(200)
        .optional(),
      commonHeaders: z.looseObject({ messageId: text.optional() }).optional(),
    })
    .optional(),
});

function sesEvents(id: string, message: string): RelayEvent[] {
  let body: unknown;
  try {
    body = JSON.parse(message);
  } catch {
    throw malformed();
  }
  const parsed = sesNotification.safeParse(body);
  if (!parsed.success) throw malformed();
  const n = parsed.data;
  const messageId =
    n.mail?.headers?.find((h) => h.name.toLowerCase() === 'message-id')?.value ?? n.mail?.commonHeaders?.messageId;
  const one = (type: RelayEvent['type'], email: string, at: string | undefined, detail?: string): RelayEvent => ({
    type,
    email,
    id: `${id}:${email.toLowerCase()}`,
    occurredAt: dateOf(at),
    messageId: messageId ?? null,
    detail: detail ?? null,
  });
  const kind = n.notificationType ?? n.eventType;
  if (kind === 'Bounce' && n.bounce) {
    const type = n.bounce.bounceType === 'Permanent' ? 'hard-bounce' : 'soft-bounce';
    return n.bounce.bouncedRecipients.map((r) => one(type, r.emailAddress, n.bounce?.timestamp, r.diagnosticCode));
  }
  if (kind === 'Complaint' && n.complaint)
    return n.complaint.complainedRecipients.map((r) => one('complaint', r.emailAddress, n.complaint?.timestamp));
  if (kind === 'Delivery' && n.delivery)
    return n.delivery.recipients.map((r) => one('delivered', r, n.delivery?.timestamp));
  return [];
}

export const ses: RelayReader = {
  name: 'ses',
  configured: (c) => !!c.SES_SNS_TOPIC_ARN,
  async read({ raw }, { config, fetch }) {
    const body = jsonOf(raw);
    if (!body || typeof body !== 'object' || !('Signature' in body) || !('SigningCertURL' in body)) throw unsigned();
    const parsed = snsMessage.safeParse(body);
    if (!parsed.success) throw malformed();
    const m = parsed.data;
    // A topic of ours only: anyone can create a topic of their own and subscribe this URL to it.
    const topics = (config.SES_SNS_TOPIC_ARN ?? '').split(',').map((t) => t.trim());
    if (!topics.includes(m.TopicArn) || !snsUrlAllowed(config, m.SigningCertURL, true)) throw unsigned();
    const key = await snsKey(m.SigningCertURL, fetch);
    const algorithm = m.SignatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256';
    const signature = Buffer.from(m.Signature, 'base64');
    if (!verify(algorithm, Buffer.from(snsStringToSign(m), 'utf8'), key, signature)) throw unsigned();
    if (m.Type === 'SubscriptionConfirmation') {
      // Confirmed by visiting the link SNS sent (on an SNS host only).
      if (!m.SubscribeURL || !snsUrlAllowed(config, m.SubscribeURL, false)) throw malformed();
      const res = await fetch(m.SubscribeURL);
      if (!res.ok) throw malformed();
      return [];
    }
    return m.Type === 'Notification' ? sesEvents(m.MessageId, m.Message) : [];
  },
};

// ---- Mailgun ---------------------------------------------------------------------------
const mailgunBody = z.looseObject({
  signature: z.looseObject({ timestamp: z.union([text, z.number()]), token: text, signature: text }),
  'event-data': z.looseObject({
    event: text,
    id: text.optional(),
    recipient: text.optional(),
    severity: text.optional(),
    timestamp: z.number().optional(),
    reason: text.optional(),
    message: z.looseObject({ headers: z.looseObject({ 'message-id': text.optional() }).optional() }).optional(),
    'delivery-status': z.looseObject({ description: text.optional(), message: text.optional() }).optional(),
  }),
});
/** A signature older than this (or this far in the future) is not believed. */
const MAILGUN_WINDOW_S = 24 * 60 * 60;

export const mailgun: RelayReader = {
  name: 'mailgun',
  configured: (c) => !!c.MAILGUN_WEBHOOK_SIGNING_KEY,
  async read({ raw }, { config, firstUse }) {
    const body = jsonOf(raw);
    if (!body || typeof body !== 'object' || !('signature' in body)) throw unsigned();
    const parsed = mailgunBody.safeParse(body);
    if (!parsed.success) throw malformed();
    const { signature: sig, 'event-data': e } = parsed.data;
    const expected = createHmac('sha256', config.MAILGUN_WEBHOOK_SIGNING_KEY ?? '')
      .update(`${sig.timestamp}${sig.token}`)
      .digest('hex');
    const age = Date.now() / 1000 - Number(sig.timestamp);
    if (!sameSecret(sig.signature.toLowerCase(), expected) || !(age < MAILGUN_WINDOW_S && age > -300)) throw unsigned();
    // The signature does not cover event-data: a signature seen before is never believed again.
    if (!(await firstUse(`mailgun:${sig.signature}`, new Date((Number(sig.timestamp) + MAILGUN_WINDOW_S) * 1000))))
      return [];
    const names = { delivered: 'delivered', complaint: 'complained', bounce: 'failed' };
    const type = eventType(e.event, names, e.severity === 'permanent');
    if (!type || !e.recipient) return [];
    return [
      {
        type,
        email: e.recipient,
        id: e.id ?? sig.token,
        occurredAt: dateOf(e.timestamp),
        messageId: e.message?.headers?.['message-id'] ?? null,
        detail: e['delivery-status']?.description || e['delivery-status']?.message || e.reason || null,
      },
    ];
  },
};

// ---- SendGrid --------------------------------------------------------------------------
const sendgridEvents = z
  .array(
    z.looseObject({
      email: text,
      event: text,
      sg_event_id: text.optional(),
      sg_message_id: text.optional(),
      'smtp-id': text.optional(),
      timestamp: z.number().optional(),
      type: text.optional(),
      reason: text.optional(),
    }),
  )
  .max(5000);

function sendgridKey(value: string): KeyObject {
  const pem = value.includes('BEGIN PUBLIC KEY') ? value.replace(/\\n/g, '\n') : null;
  return pem
    ? createPublicKey(pem)
    : createPublicKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'spki' });
}

export const sendgrid: RelayReader = {
  name: 'sendgrid',
  configured: (c) => !!c.SENDGRID_WEBHOOK_PUBLIC_KEY,
  async read({ headers, raw }, { config }) {
    const signature = header(headers, 'x-twilio-email-event-webhook-signature');
    const timestamp = header(headers, 'x-twilio-email-event-webhook-timestamp');
    if (!signature || !timestamp) throw unsigned();
    let good: boolean;
    try {
      const signed = Buffer.concat([Buffer.from(timestamp, 'utf8'), raw]);
      good = verify(
        'sha256',
        signed,
        sendgridKey(config.SENDGRID_WEBHOOK_PUBLIC_KEY ?? ''),
        Buffer.from(signature, 'base64'),
      );
    } catch {
      good = false;
    }
    if (!good) throw unsigned();
    const parsed = sendgridEvents.safeParse(jsonOf(raw));
    if (!parsed.success) throw malformed();
    return parsed.data.flatMap((e): RelayEvent[] => {
      const names = { delivered: 'delivered', complaint: 'spamreport', bounce: 'bounce' };
      const type = eventType(e.event, names, e.type !== 'blocked');
      if (!type) return [];
      return [
        {
          type,
          email: e.email,
          id: e.sg_event_id ?? `${e.sg_message_id}:${e.event}:${e.email}`,
          occurredAt: dateOf(e.timestamp),
          messageId: e['smtp-id'] ?? null,
          detail: e.reason ?? null,
        },
      ];
    });
  },
};
