import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '~/server/core/db/schema';
import { startTestServer, type TestServer } from '~test/server';
import {
  type SendgridSigner,
  type SnsDouble,
  mailgunEvent,
  sendgridEvent,
  sendgridSigner,
  sesNotification,
  startSns,
} from '../doubles/mail-relays';
import { RELAY_ENV, eventsFor, post, sentTo, suppressionsFor } from './relay-setup';

/**
 * The signed event webhooks (docs/operations.md, "Bounces and complaints") against doubles
 * that sign as Amazon SNS, Mailgun and SendGrid do: what is believed, what is refused
 * (401, nothing changed), and what a replay does (nothing).
 */
let s: TestServer;
let sns: SnsDouble;
let sendgrid: SendgridSigner;
beforeAll(async () => {
  sns = await startSns();
  sendgrid = sendgridSigner();
  s = await startTestServer({
    workers: false,
    env: {
      ...RELAY_ENV,
      SES_SNS_TOPIC_ARN: sns.topicArn,
      SES_SNS_CERT_ORIGIN: sns.origin,
      SENDGRID_WEBHOOK_PUBLIC_KEY: sendgrid.publicKey,
    },
  });
});
afterAll(async () => {
  await s.close();
  await sns.close();
});
const db = () => s.database.db;
const snsPost = (body: string) => post(s, 'ses', body, { 'x-amz-sns-message-type': 'Notification' }, 'text/plain');

describe('Amazon SES through SNS', () => {
  it('confirms the subscription by visiting the SubscribeURL SNS signed', async () => {
    expect((await snsPost(sns.subscriptionConfirmation())).status).toBe(200);
    expect(sns.confirmed).toHaveLength(1);
  });

  it('suppresses a hard-bounced address once; a replay changes nothing', async () => {
    const messageId = await sentTo(db(), 'gone@example.com');
    const body = sns.notification(sesNotification('Bounce', 'gone@example.com', { messageId }));
    expect((await snsPost(body)).status).toBe(200);
    expect(await suppressionsFor(db(), 'gone@example.com')).toMatchObject([
      { reason: 'hard-bounce', scope: 'all', liftedAt: null },
    ]);
    const [event] = await eventsFor(db(), 'gone@example.com');
    expect(event).toMatchObject({ relay: 'ses', type: 'hard-bounce', kind: 'donation-receipt', outcome: 'applied' });
    expect(event!.detail).toContain('user unknown');
    expect((await snsPost(body)).status).toBe(200);
    expect(await eventsFor(db(), 'gone@example.com')).toHaveLength(1);
  });

  it('refuses a forged, unsigned or foreign message with 401 and changes nothing', async () => {
    await sentTo(db(), 'target@example.com');
    const bounce = sesNotification('Bounce', 'target@example.com');
    const forged = await snsPost(sns.forged(bounce));
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { message: string }).message).toMatch(/not signed|signature/i);
    const unsigned = JSON.parse(sns.notification(bounce)) as Record<string, unknown>;
    delete unsigned.Signature;
    expect((await snsPost(JSON.stringify(unsigned))).status).toBe(401);
    // Signed by SNS, but for a topic that is not ours (anyone can subscribe our URL to theirs).
    expect((await snsPost(sns.notification(bounce, { topicArn: 'arn:aws:sns:eu-west-1:999:other' }))).status).toBe(401);
    // A certificate from anywhere but SNS's hosts is not fetched.
    const elsewhere = sns.notification(bounce, { certUrl: 'http://127.0.0.2:9/cert.pem' });
    expect((await snsPost(elsewhere)).status).toBe(401);
    // A message tampered with after signing.
    const tampered = JSON.parse(sns.notification(sesNotification('Delivery', 'target@example.com'))) as {
      Message: string;
    };
    tampered.Message = JSON.stringify(bounce);
    expect((await snsPost(JSON.stringify(tampered))).status).toBe(401);
    expect(await eventsFor(db(), 'target@example.com')).toHaveLength(0);
    expect(await suppressionsFor(db(), 'target@example.com')).toHaveLength(0);
  });

  it('takes a complaint off the newsletter and stops all but receipts and account notices (signature version 1)', async () => {
    await db().insert(subscriptions).values({ email: 'angry@example.com' });
    await sentTo(db(), 'angry@example.com', 'child-update');
    const body = sns.notification(sesNotification('Complaint', 'angry@example.com'), { version: '1' });
    expect((await snsPost(body)).status).toBe(200);
    expect(await suppressionsFor(db(), 'angry@example.com')).toMatchObject([
      { reason: 'complaint', scope: 'except-essential' },
    ]);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.email, 'angry@example.com'))).toHaveLength(0);
  });

  it('records a delivery, and an event for an address we never wrote to changes nothing', async () => {
    await sentTo(db(), 'fine@example.com');
    expect((await snsPost(sns.notification(sesNotification('Delivery', 'fine@example.com')))).status).toBe(200);
    expect(await eventsFor(db(), 'fine@example.com')).toMatchObject([{ type: 'delivered', outcome: 'applied' }]);
    expect(await suppressionsFor(db(), 'fine@example.com')).toHaveLength(0);
    expect((await snsPost(sns.notification(sesNotification('Bounce', 'stranger@example.com')))).status).toBe(200);
    expect(await eventsFor(db(), 'stranger@example.com')).toMatchObject([{ outcome: 'unknown-address' }]);
    expect(await suppressionsFor(db(), 'stranger@example.com')).toHaveLength(0);
  });
});

describe('Mailgun', () => {
  const key = RELAY_ENV.MAILGUN_WEBHOOK_SIGNING_KEY;

  it('suppresses after a permanent failure, and after the third temporary one in 30 days', async () => {
    await sentTo(db(), 'hard@example.com');
    const hard = mailgunEvent(key, { event: 'failed', severity: 'permanent', recipient: 'hard@example.com' });
    expect((await post(s, 'mailgun', hard)).status).toBe(200);
    expect(await suppressionsFor(db(), 'hard@example.com')).toMatchObject([{ reason: 'hard-bounce' }]);

    await sentTo(db(), 'soft@example.com');
    const soft = () => mailgunEvent(key, { event: 'failed', severity: 'temporary', recipient: 'soft@example.com' });
    for (let i = 0; i < 2; i++) expect((await post(s, 'mailgun', soft())).status).toBe(200);
    expect(await suppressionsFor(db(), 'soft@example.com')).toHaveLength(0);
    expect((await post(s, 'mailgun', soft())).status).toBe(200);
    expect(await suppressionsFor(db(), 'soft@example.com')).toMatchObject([{ reason: 'soft-bounces', scope: 'all' }]);
  });

  it('refuses a wrong or stale signature (401), and never believes a signature twice', async () => {
    await sentTo(db(), 'mg@example.com');
    const event = { event: 'failed', severity: 'permanent', recipient: 'mg@example.com' } as const;
    expect((await post(s, 'mailgun', mailgunEvent(key, event, { signature: 'ab'.repeat(32) }))).status).toBe(401);
    expect((await post(s, 'mailgun', mailgunEvent('another-signing-key', event))).status).toBe(401);
    const old = Math.floor(Date.now() / 1000) - 3 * 24 * 3600;
    expect((await post(s, 'mailgun', mailgunEvent(key, event, { timestamp: old }))).status).toBe(401);
    expect((await post(s, 'mailgun', JSON.stringify({ 'event-data': { event: 'failed' } }))).status).toBe(401);
    expect(await eventsFor(db(), 'mg@example.com')).toHaveLength(0);
    // A delivery, signed; then its signature reused on a bounce (the signature does not cover event-data).
    const delivered = JSON.parse(mailgunEvent(key, { event: 'delivered', recipient: 'mg@example.com' })) as {
      signature: object;
    };
    expect((await post(s, 'mailgun', JSON.stringify(delivered))).status).toBe(200);
    const reused = { ...(JSON.parse(mailgunEvent(key, event)) as object), signature: delivered.signature };
    expect((await post(s, 'mailgun', JSON.stringify(reused))).status).toBe(200);
    expect(await eventsFor(db(), 'mg@example.com')).toMatchObject([{ type: 'delivered' }]);
    expect(await suppressionsFor(db(), 'mg@example.com')).toHaveLength(0);
  });

  it('answers 400 to a body that is not JSON and 413 to one too large', async () => {
    expect((await post(s, 'mailgun', '{"signature": ')).status).toBe(400);
    expect((await post(s, 'mailgun', `{"x":"${'a'.repeat(1100 * 1024)}"}`)).status).toBe(413);
  });
});

describe('SendGrid', () => {
  it('reads a signed batch: a bounce suppresses, a spam report is a complaint, a block is a soft bounce', async () => {
    const smtpId = await sentTo(db(), 'sg-hard@example.com');
    await sentTo(db(), 'sg-spam@example.com', 'child-update');
    await sentTo(db(), 'sg-soft@example.com');
    const body = JSON.stringify([
      sendgridEvent('bounce', 'sg-hard@example.com', { smtpId }),
      sendgridEvent('spamreport', 'sg-spam@example.com'),
      sendgridEvent('bounce', 'sg-soft@example.com', { type: 'blocked' }),
      sendgridEvent('delivered', 'sg-soft@example.com'),
    ]);
    expect((await post(s, 'sendgrid', body, sendgrid.sign(body))).status).toBe(200);
    expect(await suppressionsFor(db(), 'sg-hard@example.com')).toMatchObject([{ reason: 'hard-bounce' }]);
    expect(await suppressionsFor(db(), 'sg-spam@example.com')).toMatchObject([{ reason: 'complaint' }]);
    expect(await suppressionsFor(db(), 'sg-soft@example.com')).toHaveLength(0);
    expect((await eventsFor(db(), 'sg-soft@example.com')).map((e) => e.type).sort()).toEqual([
      'delivered',
      'soft-bounce',
    ]);
    // The same request again (SendGrid retries): nothing new.
    expect((await post(s, 'sendgrid', body, sendgrid.sign(body))).status).toBe(200);
    expect(await eventsFor(db(), 'sg-hard@example.com')).toHaveLength(1);
  });

  it('refuses an unsigned, wrongly signed or altered batch with 401', async () => {
    await sentTo(db(), 'sg-x@example.com');
    const body = JSON.stringify([sendgridEvent('bounce', 'sg-x@example.com')]);
    expect((await post(s, 'sendgrid', body)).status).toBe(401);
    expect((await post(s, 'sendgrid', body, sendgridSigner().sign(body))).status).toBe(401);
    const altered = body.replace('sg-x@', 'sg-y@');
    expect((await post(s, 'sendgrid', altered, sendgrid.sign(body))).status).toBe(401);
    expect(await eventsFor(db(), 'sg-x@example.com')).toHaveLength(0);
  });
});
