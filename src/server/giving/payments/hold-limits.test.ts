import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children } from '~/server/core/db/schema';
import { type LivePayments, startLivePayments } from '~test/live-payments';
import { insertChild } from '~test/children';
import { holdNetOf } from './child-holds';

/**
 * Issue 37 (7, 16): one client given an IPv6 /56 could hold every child, one /64 at a
 * time. Holds count per /56 (IPv4: per address), per payer e-mail and per phone, and
 * never more than a share of the waiting children; the refusal is a sentence in the
 * visitor's language.
 */
let live: LivePayments;
beforeAll(async () => {
  live = await startLivePayments({
    timeoutMs: 2_000,
    env: { PAYMENT_HOLDS_PER_ADDRESS: '2', PAYMENT_HOLDS_SHARE: '0.25', TRUST_PROXY: '127.0.0.1' },
  });
});
afterAll(() => live.close());

const db = () => live.s.database.db;
let n = 0;
/** Asks to sponsor by card (a hosted page: the child is held meanwhile) from an address. */
const sponsor = (childId: string, ip: string, extra: { email?: string; lang?: string; momo?: string } = {}) =>
  live.s.request('/api/pay/sponsors', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, 'accept-language': extra.lang ?? 'en' },
    json: {
      childId,
      sponsorName: 'Grace',
      sponsorEmail: extra.email ?? `payer${++n}@example.org`,
      sponsorPhone: '0788123456',
      amount: 20000,
      paymentFrequency: 'onetime',
      ...(extra.momo ? { paymentMethod: 'momo', momoNumber: extra.momo } : { paymentMethod: 'card' }),
    },
  });

describe('holds per payer', () => {
  it('reads an IPv6 address as its /56 and an IPv4 address as itself', () => {
    expect(holdNetOf('2001:db8:0:1ff::1')).toBe(holdNetOf('2001:db8:0:100:ffff::9'));
    expect(holdNetOf('2001:db8:0:200::1')).not.toBe(holdNetOf('2001:db8:0:100::1'));
    expect(holdNetOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('lets one payer hold no more than a share of the waiting children, and one child at least', async () => {
    // Three children waiting, a share of 0.25: one hold per payer (the configured 2 would be two of three).
    const kids = [(await insertChild(db())).id, (await insertChild(db())).id, (await insertChild(db())).id];
    expect((await sponsor(kids[0]!, '192.0.2.1')).status).toBe(202);
    const second = await sponsor(kids[1]!, '192.0.2.1', { lang: 'rw' });
    expect(second.status).toBe(429);
    expect(((await second.json()) as { message: string }).message).toMatch(/^Hari abana basanzwe/);
    expect((await sponsor(kids[1]!, '192.0.2.2')).status).toBe(202);
  });

  it('counts one IPv6 /56, one e-mail and one phone, and answers in the visitor language', async () => {
    const kids = [];
    for (let i = 0; i < 12; i++) kids.push((await insertChild(db())).id);
    // 15 waiting children, a share of 0.25: the configured 2 per payer holds.
    expect((await sponsor(kids[0]!, '2001:db8:0:100::1')).status).toBe(202);
    expect((await sponsor(kids[1]!, '2001:db8:0:1ff::1')).status).toBe(202);
    // A third /64 of the same /56 is the same client.
    const third = await sponsor(kids[2]!, '2001:db8:0:1a0::5', { lang: 'fr' });
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({
      message:
        "Des enfants attendent déjà votre paiement. Terminez ou annulez d'abord ces paiements, puis réessayez dans quelques minutes.",
    });
    expect((await db().select().from(children).where(eq(children.id, kids[2]!)))[0]!.isSponsored).toBe(false);
    // Another /56 may.
    expect((await sponsor(kids[2]!, '2001:db8:0:200::1')).status).toBe(202);

    // One e-mail from two addresses, one phone from two addresses and e-mails.
    expect((await sponsor(kids[3]!, '198.51.100.1', { email: 'same@example.org' })).status).toBe(202);
    expect((await sponsor(kids[4]!, '198.51.100.2', { email: 'Same@example.org' })).status).toBe(202);
    const byEmail = await sponsor(kids[5]!, '198.51.100.3', { email: 'same@example.org' });
    expect(byEmail.status).toBe(429);
    expect(((await byEmail.json()) as { message: string }).message).toMatch(/^You already have children waiting/);
    expect((await sponsor(kids[5]!, '198.51.100.4', { momo: '0788555001' })).status).toBe(202);
    expect((await sponsor(kids[6]!, '198.51.100.5', { momo: '0788555001' })).status).toBe(202);
    expect((await sponsor(kids[7]!, '198.51.100.6', { momo: '0788555001' })).status).toBe(429);
  });
});
