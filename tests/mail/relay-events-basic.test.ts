import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { basicAuth, brevoEvent, postmarkRecord } from '../doubles/mail-relays';
import { RELAY_ENV, eventsFor, post, sentTo, suppressionsFor } from './relay-setup';

/**
 * The event webhooks of Postmark and Brevo, whose requests carry the credentials set in
 * each relay's webhook settings (basic auth in the URL, or a header): payloads as each
 * relay documents them. Also what every relay's route answers to what is not an event.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ workers: false, env: RELAY_ENV });
});
afterAll(() => s.close());
const db = () => s.database.db;
const postmarkAuth = { authorization: basicAuth(RELAY_ENV.POSTMARK_WEBHOOK_USER, RELAY_ENV.POSTMARK_WEBHOOK_PASSWORD) };
const brevoAuth = { authorization: `Bearer ${RELAY_ENV.BREVO_WEBHOOK_TOKEN}` };

describe('Postmark', () => {
  it('suppresses a hard bounce and a spam complaint; a delivery and a replay change nothing', async () => {
    await sentTo(db(), 'pm-hard@example.com');
    await sentTo(db(), 'pm-spam@example.com');
    await sentTo(db(), 'pm-ok@example.com');
    const hard = JSON.stringify(postmarkRecord('HardBounce', 'pm-hard@example.com'));
    expect((await post(s, 'postmark', hard, postmarkAuth)).status).toBe(200);
    expect(await suppressionsFor(db(), 'pm-hard@example.com')).toMatchObject([{ reason: 'hard-bounce' }]);
    expect((await post(s, 'postmark', hard, postmarkAuth)).status).toBe(200);
    expect(await eventsFor(db(), 'pm-hard@example.com')).toHaveLength(1);
    // The custom-header form of the credentials.
    const spam = JSON.stringify(postmarkRecord('SpamComplaint', 'pm-spam@example.com'));
    const byHeader = { 'x-webhook-token': RELAY_ENV.POSTMARK_WEBHOOK_TOKEN };
    expect((await post(s, 'postmark', spam, byHeader)).status).toBe(200);
    expect(await suppressionsFor(db(), 'pm-spam@example.com')).toMatchObject([
      { reason: 'complaint', scope: 'except-essential' },
    ]);
    const delivered = JSON.stringify(postmarkRecord('Delivery', 'pm-ok@example.com'));
    expect((await post(s, 'postmark', delivered, postmarkAuth)).status).toBe(200);
    expect(await eventsFor(db(), 'pm-ok@example.com')).toMatchObject([{ type: 'delivered' }]);
    expect(await suppressionsFor(db(), 'pm-ok@example.com')).toHaveLength(0);
  });

  it('refuses a request without the credentials, or with wrong ones, with 401', async () => {
    await sentTo(db(), 'pm-x@example.com');
    const hard = JSON.stringify(postmarkRecord('HardBounce', 'pm-x@example.com'));
    expect((await post(s, 'postmark', hard)).status).toBe(401);
    const wrong = { authorization: basicAuth(RELAY_ENV.POSTMARK_WEBHOOK_USER, 'not-the-password') };
    expect((await post(s, 'postmark', hard, wrong)).status).toBe(401);
    expect((await post(s, 'postmark', hard, { 'x-webhook-token': 'not-the-token-at-all' })).status).toBe(401);
    expect(await eventsFor(db(), 'pm-x@example.com')).toHaveLength(0);
  });
});

describe('Brevo', () => {
  it('reads an event and a batch behind its bearer token: hard bounce, spam, soft bounces', async () => {
    const messageId = await sentTo(db(), 'bv-hard@example.com');
    await sentTo(db(), 'bv-spam@example.com');
    await sentTo(db(), 'bv-soft@example.com');
    const hard = JSON.stringify(brevoEvent('hard_bounce', 'bv-hard@example.com', messageId));
    expect((await post(s, 'brevo', hard, brevoAuth)).status).toBe(200);
    expect(await eventsFor(db(), 'bv-hard@example.com')).toMatchObject([
      { type: 'hard-bounce', kind: 'donation-receipt', detail: 'user unknown' },
    ]);
    expect(await suppressionsFor(db(), 'bv-hard@example.com')).toMatchObject([{ reason: 'hard-bounce' }]);
    const batch = JSON.stringify([
      brevoEvent('spam', 'bv-spam@example.com'),
      brevoEvent('soft_bounce', 'bv-soft@example.com'),
      brevoEvent('soft_bounce', 'bv-soft@example.com'),
    ]);
    expect((await post(s, 'brevo', batch, brevoAuth)).status).toBe(200);
    expect(await suppressionsFor(db(), 'bv-spam@example.com')).toMatchObject([{ reason: 'complaint' }]);
    expect(await suppressionsFor(db(), 'bv-soft@example.com')).toHaveLength(0);
    expect(
      (await post(s, 'brevo', JSON.stringify(brevoEvent('soft_bounce', 'bv-soft@example.com')), brevoAuth)).status,
    ).toBe(200);
    expect(await suppressionsFor(db(), 'bv-soft@example.com')).toMatchObject([{ reason: 'soft-bounces' }]);
  });

  it('refuses a request without the token, or with another, with 401', async () => {
    await sentTo(db(), 'bv-x@example.com');
    const hard = JSON.stringify(brevoEvent('hard_bounce', 'bv-x@example.com'));
    expect((await post(s, 'brevo', hard)).status).toBe(401);
    expect((await post(s, 'brevo', hard, { authorization: 'Bearer another-token-entirely' })).status).toBe(401);
    expect(await eventsFor(db(), 'bv-x@example.com')).toHaveLength(0);
  });
});

describe('what is not an event', () => {
  it('answers 404 to a relay not set up, 400 to a malformed body, 413 to an oversized one', async () => {
    // Not configured here (no topic, no key), and not a relay at all.
    expect((await post(s, 'ses', '{}')).status).toBe(404);
    expect((await post(s, 'sendgrid', '[]')).status).toBe(404);
    expect((await post(s, 'smtp2go', '{}')).status).toBe(404);
    expect((await post(s, 'brevo', 'not json', brevoAuth)).status).toBe(400);
    expect((await post(s, 'brevo', JSON.stringify({ event: 'hard_bounce' }), brevoAuth)).status).toBe(400);
    expect((await post(s, 'postmark', JSON.stringify([1, 2]), postmarkAuth)).status).toBe(400);
    const huge = JSON.stringify(brevoEvent('hard_bounce', 'bv-huge@example.com')).replace(
      '}',
      `,"pad":"${'x'.repeat(1_100_000)}"}`,
    );
    expect((await post(s, 'brevo', huge, brevoAuth)).status).toBe(413);
    expect(await eventsFor(db(), 'bv-huge@example.com')).toHaveLength(0);
  });
});
