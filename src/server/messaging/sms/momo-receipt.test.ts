import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '~/server/core/db/schema';
import { smsConsents } from '~/server/core/db/sms-schema';
import { type LivePayments, startLivePayments } from '~test/live-payments';
import { momoDonation } from '~test/payers';
import { quickRetries, smsRows, waitFor } from '~test/sms';
import { type PindoDouble, startPindoDouble } from '../../../../tests/doubles/pindo';
import { type SmsWorker, createSmsWorker } from '~/server/core/sms/workers';

/**
 * A donor gives by MTN MoMo (its double), ticks "send my receipts by SMS", approves on
 * the phone: the settlement queues the text beside the e-mail, and the sender hands it
 * to Pindo's double after the commit, in the donor's language.
 */
let live: LivePayments;
let pindo: PindoDouble;
let worker: SmsWorker;
beforeAll(async () => {
  pindo = await startPindoDouble();
  live = await startLivePayments({ env: pindo.env });
  worker = createSmsWorker({ db: live.s.database.db, config: live.s.config }, { pollMs: 25, policy: quickRetries });
});
afterAll(async () => {
  await worker.stop();
  await live.close();
  await pindo.close();
});

const donation = momoDonation;

async function giveAndApprove(phone: string, lang: string, extra: Record<string, unknown> = {}) {
  const res = await live.s.request('/api/donations', {
    method: 'POST',
    headers: { 'accept-language': lang },
    json: donation(phone, extra),
  });
  expect(res.status).toBe(202);
  const { paymentId } = ((await res.json()) as { data: { paymentId: string } }).data;
  const [row] = await live.s.database.db.select().from(payments).where(eq(payments.id, paymentId));
  expect(await live.momo.callback(row!.providerRef!, { url: live.callbackUrl('mtn-momo') })).toBe(200);
  const [settled] = await live.s.database.db.select().from(payments).where(eq(payments.id, paymentId));
  expect(settled!.status).toBe('approved');
  const reference = (settled!.response as { body: { data: { reference: string } } }).body.data.reference;
  return { reference, providerRef: row!.providerRef! };
}

describe('a MoMo donation ends in an SMS receipt', () => {
  it('texts the receipt in Kinyarwanda with amount, purpose and reference, once, after the consent was recorded', async () => {
    const { reference, providerRef } = await giveAndApprove('0788 123 001', 'rw', { smsReceipts: true });
    const [consent] = await live.s.database.db.select().from(smsConsents).where(eq(smsConsents.phone, '+250788123001'));
    expect(consent).toMatchObject({ consentSource: 'donate-form', lang: 'rw', optedOutAt: null });
    expect(consent!.consentedAt).toBeInstanceOf(Date);

    const [sms] = await waitFor(
      () => smsRows(live.s.database.db, '+250788123001'),
      (r) => r[0]?.status === 'sent',
      'sent',
    );
    expect(sms).toMatchObject({ kind: 'receipt', lang: 'rw', segments: 1, encoding: 'gsm7', provider: 'pindo' });
    const text = pindo.sent.find((m) => m.to === '+250788123001')!.text;
    expect(text).toBe(
      `Murakoze! Twakiriye 5,000 Frw mwishyuye kuri MoMo ku gufasha abana. Nomero: ${reference}. Musubize HAGARIKA ngo tureke kuboherereza SMS.`,
    );
    // The same callback again settles nothing more and texts nothing more.
    const before = pindo.sent.length;
    expect(await live.momo.callback(providerRef, { url: live.callbackUrl('mtn-momo') })).toBe(200);
    expect((await smsRows(live.s.database.db, '+250788123001')).length).toBe(1);
    expect(pindo.sent.length).toBe(before);
  });

  it('texts nothing to a donor who did not ask, and refuses a tick with a number SMS cannot reach', async () => {
    await giveAndApprove('0788123002', 'en');
    const refused = await live.s.request('/api/donations', {
      method: 'POST',
      json: donation('0788123003', { paymentMethod: 'card', phone: '+33 6 12 34 56 78', smsReceipts: true }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'phone: To get receipts by SMS, give a Rwandan mobile number (MTN or Airtel), such as 0781234567.',
    );
    // The first donor's e-mail receipt went; no text was queued for them.
    await waitFor(
      () => smsRows(live.s.database.db),
      (r) => r.every((m) => m.status !== 'queued'),
      'idle',
    );
    expect(await smsRows(live.s.database.db, '+250788123002')).toEqual([]);
  });

  it('sends no receipt to a number that replied STOP, even though it once consented', async () => {
    await giveAndApprove('0788123004', 'fr', { smsReceipts: true });
    await waitFor(
      () => smsRows(live.s.database.db, '+250788123004'),
      (r) => r[0]?.status === 'sent',
      'first receipt',
    );
    expect(pindo.sent.find((m) => m.to === '+250788123004')!.text).toMatch(/^Merci ! Paiement de 5 000 RWF par MoMo/);
    const callbacks = await live.s.request('/api/sms/callbacks', { token: await live.s.login() });
    const { africasTalking } = ((await callbacks.json()) as { data: { africasTalking: string } }).data;
    // PUBLIC_URL is a stand-in here: the same path and key, at the test server.
    const stop = await fetch(`${live.s.url}${new URL(africasTalking).pathname}${new URL(africasTalking).search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        id: 'in-1',
        from: '+250788123004',
        to: '8000',
        text: 'ARRÊT',
        date: '2026-11-26',
      }).toString(),
    });
    expect(stop.status).toBe(200);
    await giveAndApprove('0788123004', 'fr');
    expect(await smsRows(live.s.database.db, '+250788123004')).toHaveLength(1);
  });
});
