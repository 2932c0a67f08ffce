import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsConsents, smsInbound } from '~/server/core/db/sms-schema';
import { type SmsWorker, createSmsWorker } from '~/server/core/sms/workers';
import { pindoProvider } from '~/server/core/sms/pindo';
import type { SmsCallbacks, SmsMessage, SmsSummary } from '~/shared/schemas/sms';
import { quickRetries, smsRows, waitFor } from '~test/sms';
import { type TestServer, startTestServer } from '~test/server';
import { type AtDouble, startAfricasTalkingDouble } from '../../../../tests/doubles/africas-talking';
import { type PindoDouble, startPindoDouble } from '../../../../tests/doubles/pindo';

/** Staff's text messages through Pindo's double: sent, costed, delivered, capped, refused, retried, stopped. */
let s: TestServer;
let pindo: PindoDouble;
let at: AtDouble;
let worker: SmsWorker;
let token: string;
/** The callback addresses, with their secret, as an administrator reads them. */
let hooks: SmsCallbacks;
beforeAll(async () => {
  [pindo, at] = await Promise.all([startPindoDouble(), startAfricasTalkingDouble()]);
  s = await startTestServer({ workers: false, env: { ...pindo.env, SMS_PER_NUMBER_PER_DAY: '3' } });
  worker = createSmsWorker({ db: s.database.db, config: s.config }, { pollMs: 25, policy: quickRetries });
  token = await s.login();
  hooks = ((await (await s.request('/api/sms/callbacks', { token })).json()) as { data: SmsCallbacks }).data;
});
afterAll(async () => {
  await worker.stop();
  await s.close();
  await Promise.all([pindo.close(), at.close()]);
});

const send = (phone: string, text: string, auth = token) =>
  s.request('/api/sms/messages', { method: 'POST', token: auth, json: { phone, text } });
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const rowsTo = (phone: string) => smsRows(s.database.db, phone);

describe('staff text a supporter', () => {
  it('refuses without a session and refuses a number SMS cannot reach, saying what a good one is', async () => {
    expect(
      (await s.request('/api/sms/messages', { method: 'POST', json: { phone: '0781234567', text: 'Hi' } })).status,
    ).toBe(401);
    expect((await s.request('/api/sms/summary')).status).toBe(401);
    expect((await s.request('/api/sms/messages')).status).toBe(401);
    const bad = await send('+254712345678', 'Hello');
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe(
      'phone: Text messages go only to a Rwandan mobile number (MTN or Airtel), such as 0781234567.',
    );
    expect((await send('0781234567', '')).status).toBe(400);
    const tooLong = await send('0781234567', 'ê'.repeat(300));
    expect(tooLong.status).toBe(400);
    expect(await messageOf(tooLong)).toMatch(/^text: The message is too long: 5 text messages \(at most 3\)/);
  });

  it('queues, sends through the gateway with its cost, and a delivery report marks it delivered', async () => {
    const res = await send('0788 111 222', 'Murakoze cyane for visiting the school!');
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data: SmsMessage };
    // Queued, or already taken by the sender, which may claim it before the answer is read back.
    expect(body.data).toMatchObject({ kind: 'staff', phone: '+250788111222', segments: 1 });
    expect(['queued', 'sending']).toContain(body.data.status);
    const [sent] = await waitFor(
      () => rowsTo('+250788111222'),
      (r) => r[0]?.status === 'sent',
      'sent',
    );
    expect(pindo.sent.at(-1)).toMatchObject({ to: '+250788111222', text: 'Murakoze cyane for visiting the school!' });
    expect(sent).toMatchObject({ provider: 'pindo', cost: '15.0000', costCurrency: 'RWF', attempts: 1 });

    expect(await pindo.report(hooks.pindo, Number(sent!.providerMessageId), 'delivered')).toBe(200);
    const [delivered] = await rowsTo('+250788111222');
    expect(delivered!.status).toBe('delivered');
    expect(delivered!.deliveredAt).not.toBeNull();
    // A report for an id we never sent changes nothing and still gets 200.
    expect(await pindo.report(hooks.pindo, 1, 'failed')).toBe(200);

    const summary = (await (await s.request('/api/sms/summary', { token })).json()) as { data: SmsSummary };
    const month = new Date().toISOString().slice(0, 7);
    expect(summary.data.provider).toBe('pindo');
    expect(summary.data.months[0]).toMatchObject({ month, messages: 1, segments: 1, delivered: 1, failed: 0 });
    expect(summary.data.months[0]!.costs).toEqual([{ currency: 'RWF', amount: '15.0000' }]);
  });

  it('holds each number to its daily cap (429 for staff)', async () => {
    for (let i = 0; i < 3; i++) expect((await send('0722000111', `Message ${i}`)).status).toBe(201);
    const over = await send('0722000111', 'One too many');
    expect(over.status).toBe(429);
    expect(await messageOf(over)).toBe("This number has had today's text messages already; try again tomorrow.");
    // Never sent, but kept where staff see it: nothing vanishes unseen.
    expect((await rowsTo('+250722000111')).map((r) => r.status === 'skipped')).toEqual([false, false, false, true]);
  });

  it('retries a gateway that is down, and shows a refused message as failed without retrying it', async () => {
    // Everything before is out first: the fault must meet this message.
    await waitFor(
      () => smsRows(s.database.db),
      (r) => r.every((m) => m.status !== 'queued' && m.status !== 'sending'),
      'idle',
    );
    pindo.fault('/v1/sms', 'server-error');
    expect((await send('0733000222', 'After a failure')).status).toBe(201);
    const [retried] = await waitFor(
      () => rowsTo('+250733000222'),
      (r) => r[0]?.status === 'sent',
      'sent after a retry',
    );
    expect(retried!.attempts).toBe(2);

    // A sender name the gateway refuses: final at the first try, listed with the failed ones.
    const refusing = createSmsWorker(
      { db: s.database.db, config: s.config },
      {
        pollMs: 25,
        policy: quickRetries,
        provider: pindoProvider({ baseUrl: pindo.url, token: pindo.env.PINDO_API_TOKEN!, sender: 'NotOurs' }),
      },
    );
    await worker.stop();
    try {
      expect((await send('0793000333', 'Refused sender')).status).toBe(201);
      const [failed] = await waitFor(
        () => rowsTo('+250793000333'),
        (r) => r[0]?.status === 'failed',
        'failed',
      );
      expect(failed).toMatchObject({ attempts: 1, lastError: 'Pindo 400: Sender ID is not approved' });
    } finally {
      await refusing.stop();
      worker = createSmsWorker({ db: s.database.db, config: s.config }, { pollMs: 25, policy: quickRetries });
    }
    const list = (await (await s.request('/api/sms/messages?status=failed', { token })).json()) as {
      data: SmsMessage[];
      total: number;
    };
    expect(list.data.map((m) => m.phone)).toContain('+250793000333');
    expect(list.data.every((m) => m.status === 'failed')).toBe(true);
    expect((await s.request('/api/sms/messages?status=lost', { token })).status).toBe(400);
  });

  it("ends text messages to a number that replies STOP through Africa's Talking, and records it", async () => {
    const webhook = hooks.africasTalking;
    expect((await send('0781999888', 'Before the stop')).status).toBe(201);
    expect(await at.inbound(webhook, '+250781999888', 'Hagarika')).toBe(200);
    const [consent] = await s.database.db.select().from(smsConsents).where(eq(smsConsents.phone, '+250781999888'));
    expect(consent).toMatchObject({ optOutSource: 'reply:africas-talking' });
    expect(consent!.optedOutAt).toBeInstanceOf(Date);
    const refused = await send('0781999888', 'After the stop');
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe('This number replied STOP: we send it no more text messages.');
    // Any other reply is kept, and changes nothing.
    expect(await at.inbound(webhook, '+250781999777', 'Murakoze!')).toBe(200);
    const kept = await s.database.db.select().from(smsInbound).where(eq(smsInbound.phone, '+250781999777'));
    expect(kept.map((k) => [k.text, k.action])).toEqual([['Murakoze!', null]]);
    // A delivery report by form, and a form that is neither, both answered 200.
    expect(await at.report(webhook, 'ATXid_unknown', 'Failed', 'AbsentSubscriber')).toBe(200);
    const odd = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'x=1',
    });
    expect(odd.status).toBe(200);
  });
});

describe('without a gateway', () => {
  it('writes each message to DATA_DIR/sms-outbox, so nothing is dropped', async () => {
    const bare = await startTestServer({ workers: false });
    const files = createSmsWorker({ db: bare.database.db, config: bare.config }, { pollMs: 25, policy: quickRetries });
    try {
      const admin = await bare.login();
      const res = await bare.request('/api/sms/messages', {
        method: 'POST',
        token: admin,
        json: { phone: '0781230000', text: 'Written to a file' },
      });
      expect(res.status).toBe(201);
      await waitFor(
        () => smsRows(bare.database.db),
        (r) => r[0]?.status === 'sent',
        'sent to a file',
      );
      const dir = path.join(bare.config.DATA_DIR, 'sms-outbox');
      const [file] = readdirSync(dir).filter((f) => f.endsWith('.txt'));
      expect(readFileSync(path.join(dir, file!), 'utf8')).toBe('To: +250781230000\n\nWritten to a file\n');
      const summary = (await (await bare.request('/api/sms/summary', { token: admin })).json()) as { data: SmsSummary };
      expect(summary.data.provider).toBe('file');
    } finally {
      await files.stop();
      await bare.close();
    }
  });
});
