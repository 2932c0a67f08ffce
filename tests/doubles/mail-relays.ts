import { createHmac, generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The mail relays' event webhooks as each documents them, signing as each signs:
 * - Amazon SNS (carrying SES notifications): RSA over `Name\nvalue\n` of the message's
 *   fields, the certificate served at SigningCertURL (here by an HTTP server on
 *   127.0.0.1, with a self-signed certificate made by openssl for the test), and the
 *   SubscribeURL a subscription is confirmed by;
 * - Mailgun: `signature` = hex HMAC-SHA256 of timestamp + token with the signing key,
 *   beside `event-data` in the JSON body;
 * - Postmark: a Bounce / SpamComplaint / Delivery record, behind basic auth or a header;
 * - Brevo: a transactional event (`hard_bounce`, `soft_bounce`, `spam`, `delivered`),
 *   behind basic auth or a bearer token;
 * - SendGrid: an array of events, `X-Twilio-Email-Event-Webhook-Signature` = base64 DER
 *   ECDSA P-256 / SHA-256 over timestamp + body, with `...-Timestamp`.
 */

// ---- Amazon SNS ------------------------------------------------------------------------
export interface SnsDouble {
  origin: string;
  topicArn: string;
  certUrl: string;
  /** SubscribeURL visits, by token. */
  confirmed: string[];
  notification(sesMessage: object, opts?: { version?: '1' | '2'; topicArn?: string; certUrl?: string }): string;
  subscriptionConfirmation(): string;
  /** The same message signed by another key (a forger's). */
  forged(sesMessage: object): string;
  close(): Promise<void>;
}

const snsFields = (type: string) =>
  type === 'Notification'
    ? ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type']
    : ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'];

export async function startSns(): Promise<SnsDouble> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sns-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=sns.amazonaws.com',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
  ], { stdio: 'ignore' }); // prettier-ignore
  const key = readFileSync(path.join(dir, 'key.pem'), 'utf8');
  const cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  rmSync(dir, { recursive: true, force: true });
  const confirmed: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.endsWith('.pem')) {
      res.writeHead(200, { 'content-type': 'application/x-pem-file' }).end(cert);
    } else if (url.searchParams.get('Action') === 'ConfirmSubscription') {
      confirmed.push(url.searchParams.get('Token') ?? '');
      res.writeHead(200, { 'content-type': 'text/xml' }).end('<ConfirmSubscriptionResponse/>');
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const topicArn = 'arn:aws:sns:eu-west-1:123456789012:ses-events';
  const certUrl = `${origin}/SimpleNotificationService-test.pem`;
  const signWith = (privateKey: string, m: Record<string, string>) => {
    const text = snsFields(m.Type!)
      .filter((f) => m[f] !== undefined)
      .map((f) => `${f}\n${m[f]}\n`)
      .join('');
    const algorithm = m.SignatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256';
    return JSON.stringify({ ...m, Signature: sign(algorithm, Buffer.from(text), privateKey).toString('base64') });
  };
  const base = (type: string, message: string, opts: { version?: string; topicArn?: string; certUrl?: string }) => ({
    Type: type,
    MessageId: randomUUID(),
    TopicArn: opts.topicArn ?? topicArn,
    Message: message,
    Timestamp: new Date().toISOString(),
    SignatureVersion: opts.version ?? '2',
    SigningCertURL: opts.certUrl ?? certUrl,
  });
  return {
    origin,
    topicArn,
    certUrl,
    confirmed,
    notification: (ses, opts = {}) =>
      signWith(key, {
        ...base('Notification', JSON.stringify(ses), opts),
        UnsubscribeURL: `${origin}/?Action=Unsubscribe`,
      }),
    subscriptionConfirmation() {
      const token = randomBytes(16).toString('hex');
      const message = `You have chosen to subscribe to the topic ${topicArn}.`;
      return signWith(key, {
        ...base('SubscriptionConfirmation', message, {}),
        Token: token,
        SubscribeURL: `${origin}/?Action=ConfirmSubscription&TopicArn=${topicArn}&Token=${token}`,
      });
    },
    forged(ses) {
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      });
      return signWith(other.toString(), base('Notification', JSON.stringify(ses), {}));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SES notification (as SNS's Message) about one message to `email`. */
export function sesNotification(
  type: 'Bounce' | 'Complaint' | 'Delivery',
  email: string,
  opts: { bounceType?: 'Permanent' | 'Transient'; messageId?: string } = {},
) {
  const now = new Date().toISOString();
  const mail = {
    timestamp: now,
    source: 'news@charity.example',
    messageId: `0100${randomBytes(8).toString('hex')}`,
    destination: [email],
    headersTruncated: false,
    headers: opts.messageId ? [{ name: 'Message-ID', value: opts.messageId }] : [],
    commonHeaders: { from: ['news@charity.example'], to: [email], subject: 'Subject' },
  };
  if (type === 'Bounce')
    return {
      notificationType: 'Bounce',
      bounce: {
        bounceType: opts.bounceType ?? 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [
          { emailAddress: email, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' },
        ],
        timestamp: now,
        feedbackId: randomUUID(),
      },
      mail,
    };
  if (type === 'Complaint')
    return {
      notificationType: 'Complaint',
      complaint: {
        complainedRecipients: [{ emailAddress: email }],
        timestamp: now,
        feedbackId: randomUUID(),
        complaintFeedbackType: 'abuse',
      },
      mail,
    };
  return {
    notificationType: 'Delivery',
    delivery: { timestamp: now, recipients: [email], smtpResponse: '250 ok' },
    mail,
  };
}

// ---- Mailgun ---------------------------------------------------------------------------
export function mailgunEvent(
  key: string,
  event: {
    event: 'failed' | 'complained' | 'delivered';
    recipient: string;
    severity?: 'permanent' | 'temporary';
    messageId?: string;
  },
  opts: { timestamp?: number; token?: string; signature?: string } = {},
): string {
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  const token = opts.token ?? randomBytes(25).toString('hex');
  const signature =
    opts.signature ??
    createHmac('sha256', key)
      .update(timestamp + token)
      .digest('hex');
  return JSON.stringify({
    signature: { timestamp, token, signature },
    'event-data': {
      event: event.event,
      id: randomBytes(11).toString('base64url'),
      timestamp: Date.now() / 1000,
      recipient: event.recipient,
      ...(event.severity ? { severity: event.severity, reason: 'bounce' } : {}),
      'delivery-status': { code: 550, description: 'mailbox does not exist', message: '' },
      message: { headers: { 'message-id': event.messageId ?? 'x@charity.example', to: event.recipient } },
    },
  });
}

// ---- Postmark --------------------------------------------------------------------------
export function postmarkRecord(type: 'HardBounce' | 'SoftBounce' | 'SpamComplaint' | 'Delivery', email: string) {
  const id = Math.floor(Math.random() * 1e9);
  if (type === 'Delivery')
    return {
      RecordType: 'Delivery',
      ServerID: 23,
      MessageID: randomUUID(),
      Recipient: email,
      Tag: '',
      DeliveredAt: new Date().toISOString(),
      Details: 'Test delivery',
      MessageStream: 'outbound',
    };
  return {
    RecordType: type === 'SpamComplaint' ? 'SpamComplaint' : 'Bounce',
    ID: id,
    Type: type,
    TypeCode: type === 'HardBounce' ? 1 : type === 'SoftBounce' ? 4096 : 512,
    Name: type,
    MessageID: randomUUID(),
    ServerID: 23,
    Description: 'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
    Details: 'smtp;550 5.1.1 The email account that you tried to reach does not exist.',
    Email: email,
    From: 'news@charity.example',
    BouncedAt: new Date().toISOString(),
    DumpAvailable: true,
    Inactive: type !== 'SoftBounce',
    CanActivate: true,
    Subject: 'Subject',
    MessageStream: 'outbound',
  };
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

// ---- Brevo -----------------------------------------------------------------------------
export function brevoEvent(
  event: 'hard_bounce' | 'soft_bounce' | 'spam' | 'delivered',
  email: string,
  messageId?: string,
) {
  const now = Math.floor(Date.now() / 1000);
  return {
    event,
    email,
    id: 26224,
    date: new Date().toISOString().slice(0, 19).replace('T', ' '),
    ts: now,
    'message-id': messageId ?? `<${randomUUID()}@smtp-relay.mailin.fr>`,
    ts_event: now + Math.floor(Math.random() * 1000),
    subject: 'Subject',
    tag: '',
    sending_ip: '185.41.28.109',
    ts_epoch: now * 1000,
    ...(event.endsWith('bounce') ? { reason: 'user unknown' } : {}),
  };
}

// ---- SendGrid --------------------------------------------------------------------------
export interface SendgridSigner {
  /** The verification key as SendGrid's settings page shows it (base64 DER). */
  publicKey: string;
  sign(body: string, timestamp?: string): Record<string, string>;
}

export function sendgridSigner(): SendgridSigner {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    sign(body, timestamp = String(Math.floor(Date.now() / 1000))) {
      const signature = sign('sha256', Buffer.from(timestamp + body), privateKey).toString('base64');
      return {
        'x-twilio-email-event-webhook-signature': signature,
        'x-twilio-email-event-webhook-timestamp': timestamp,
      };
    },
  };
}

export function sendgridEvent(
  event: 'bounce' | 'spamreport' | 'delivered',
  email: string,
  opts: { type?: 'bounce' | 'blocked'; smtpId?: string } = {},
) {
  return {
    email,
    timestamp: Math.floor(Date.now() / 1000),
    'smtp-id': opts.smtpId ?? `<${randomUUID()}@charity.example>`,
    event,
    category: [],
    sg_event_id: randomBytes(16).toString('base64url'),
    sg_message_id: `${randomBytes(11).toString('base64url')}.filter0001.16648.5515E0B88.0`,
    ...(event === 'bounce' ? { type: opts.type ?? 'bounce', reason: '500 unknown recipient', status: '5.0.0' } : {}),
  };
}
