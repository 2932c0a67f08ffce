import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, payments } from '~/server/core/db/schema';
import { sponsorshipPayments } from '~/server/core/db/sponsorship-schema';
import { startTestServer, type TestServer } from '~test/server';
import { expectError, sendRaw } from '~test/api';
import { cardSponsorship, insertChild, sponsorCard } from '~test/children';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

async function newChild(name = 'Aline'): Promise<string> {
  return (await insertChild(s.database.db, { name, story: 'Story', needs: ['Books'], monthlySupport: '35000.00' })).id;
}
const isSponsored = async (id: string) =>
  (await s.database.db.select({ v: children.isSponsored }).from(children).where(eq(children.id, id)))[0]?.v;

const pay = (body: unknown, headers: Record<string, string> = {}) =>
  s.request('/api/pay/sponsors', { method: 'POST', json: body, headers });
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

interface Answer {
  message: string;
  data: { _id: string; childId: string; amount: number; paymentMethod: string; paymentFrequency: string };
}

describe('POST /api/pay/sponsors', () => {
  it('takes a card payment, marks the child sponsored and keeps only the last four digits', async () => {
    const id = await newChild('Aline');
    const res = await pay(cardSponsorship(id));
    expect(res.status).toBe(201);
    const body = (await res.json()) as Answer;
    expect(body).toEqual({
      message: 'Thank you for sponsoring Aline!',
      data: { _id: body.data._id, childId: id, amount: 35000, paymentMethod: 'card', paymentFrequency: 'monthly' },
    });
    expect(await isSponsored(id)).toBe(true);

    const [row] = await s.database.db
      .select()
      .from(sponsorshipPayments)
      .innerJoin(payments, eq(payments.id, sponsorshipPayments.paymentId))
      .where(eq(sponsorshipPayments.id, body.data._id));
    expect(row!.sponsorship_payments).toMatchObject({
      childId: id,
      sponsorEmail: 'grace@example.org',
      amount: '35000.00',
    });
    expect(row!.payments).toMatchObject({
      kind: 'sponsorship',
      method: 'card',
      status: 'approved',
      cardLast4: '4242',
      amountMinor: 35000,
      currency: 'RWF',
      provider: 'sandbox',
    });

    const list = (await (await s.request('/api/pending/sponsors')).json()) as {
      data: { _id: string; isSponsored: boolean }[];
    };
    expect(list.data.find((c) => c._id === id)?.isSponsored).toBe(true);
    expect(JSON.stringify(list)).not.toContain('grace@example.org');

    // The admin sees who sponsored the child.
    const admin = await s.request('/api/sponsors', { token: await s.login() });
    const rows = ((await admin.json()) as { data: { _id: string; sponsor: unknown }[] }).data;
    expect(rows.find((c) => c._id === id)?.sponsor).toMatchObject({
      name: 'Grace Mukamana',
      email: 'grace@example.org',
      phone: '+250 788 123 456',
      amount: 35000,
      paymentFrequency: 'monthly',
    });
  });

  it('takes MoMo (with the MoMo number or the sponsor phone) and airtime payments with a 4-digit PIN', async () => {
    const momo = await pay(
      cardSponsorship(await newChild(), {
        paymentMethod: 'momo',
        paymentDetails: { momoNumber: '0788000001', pin: '1234' },
      }),
    );
    expect(momo.status).toBe(201);
    const airtime = await pay(
      cardSponsorship(await newChild(), {
        paymentMethod: 'airtime',
        paymentFrequency: 'onetime',
        paymentDetails: { pin: '1234' },
      }),
    );
    expect(airtime.status).toBe(201);
    expect(((await airtime.json()) as Answer).data).toMatchObject({
      paymentMethod: 'airtime',
      paymentFrequency: 'onetime',
    });
  });

  it('answers 404 for an unknown child and 409 for a sponsored one', async () => {
    const unknown = await pay(cardSponsorship('00000000-0000-4000-8000-000000000000'));
    expect(unknown.status).toBe(404);
    expect(await message(unknown)).toBe('This child could not be found.');

    const id = await newChild();
    expect((await pay(cardSponsorship(id))).status).toBe(201);
    const again = await pay(cardSponsorship(id, { sponsorEmail: 'other@example.org' }));
    expect(again.status).toBe(409);
    expect(await message(again)).toBe('This child has already been sponsored.');
  });

  it('lets exactly one of two sponsors paying at the same instant win', async () => {
    const id = await newChild('Eric');
    const results = await Promise.all([
      pay(cardSponsorship(id, { sponsorEmail: 'a@example.org' })),
      pay(cardSponsorship(id, { sponsorEmail: 'b@example.org' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await s.database.db.select().from(sponsorshipPayments).where(eq(sponsorshipPayments.childId, id));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const id = await newChild();
    const cases: [unknown, string | RegExp][] = [
      [cardSponsorship(id, { sponsorName: '' }), 'sponsorName: Name is required'],
      [cardSponsorship(id, { sponsorName: 'x'.repeat(101) }), 'sponsorName: Must be at most 100 characters'],
      [cardSponsorship(id, { sponsorEmail: 'nope' }), 'sponsorEmail: Please enter a valid email address'],
      [cardSponsorship(id, { sponsorPhone: undefined }), 'sponsorPhone: Phone number is required'],
      [cardSponsorship(id, { amount: 'lots' }), 'amount: Please enter a valid amount'],
      [cardSponsorship(id, { amount: -5 }), 'amount: Please enter a valid amount'],
      [cardSponsorship(id, { amount: 0.2 }), 'amount: Please enter a valid amount'],
      [cardSponsorship(id, { paymentMethod: 'cash' }), /^paymentMethod: /],
      [cardSponsorship(id, { paymentFrequency: 'weekly' }), /^paymentFrequency: /],
      [cardSponsorship('not-a-uuid'), /^childId: /],
      [
        cardSponsorship(id, { paymentDetails: { ...sponsorCard, cardNumber: '4242 4242 4242 424' } }),
        'paymentDetails.cardNumber: Please enter a valid card number',
      ],
      [
        cardSponsorship(id, { paymentDetails: { ...sponsorCard, cardExpiry: '13/29' } }),
        'paymentDetails.cardExpiry: Please enter a valid expiry date (MM/YY)',
      ],
      [
        cardSponsorship(id, { paymentDetails: { ...sponsorCard, cardCvv: '12' } }),
        'paymentDetails.cardCvv: Please enter a valid CVC',
      ],
      [
        cardSponsorship(id, { paymentDetails: { ...sponsorCard, cardName: ' ' } }),
        'paymentDetails.cardName: Cardholder name is required',
      ],
      [
        cardSponsorship(id, { paymentDetails: { ...sponsorCard, cardNumber: '4'.repeat(31) } }),
        /^paymentDetails\.cardNumber: /,
      ],
      [
        cardSponsorship(id, { paymentMethod: 'momo', paymentDetails: { pin: '12' } }),
        'paymentDetails.pin: Please enter your 4-digit PIN',
      ],
      [
        cardSponsorship(id, { paymentMethod: 'airtime', paymentDetails: {} }),
        'paymentDetails.pin: Please enter your 4-digit PIN',
      ],
    ];
    for (const [body, text] of cases) await expectError(await pay(body), 400, text);
    expect(await isSponsored(id)).toBe(false);

    const text = await sendRaw(s, 'POST', '/api/pay/sponsors', ['text/plain', 'x']);
    expect(text.status).toBe(415);
    const broken = await sendRaw(s, 'POST', '/api/pay/sponsors', ['application/json', '{"childId":']);
    expect(broken.status).toBe(400);
  });

  it('declines the sandbox test inputs with 402, leaves the child available and records the attempt', async () => {
    const id = await newChild();
    const cases: [Record<string, unknown>, string][] = [
      [
        { paymentDetails: { ...sponsorCard, cardNumber: '4000 0000 0000 0002' } },
        'Your card was declined. Please check the details or use another card.',
      ],
      [
        { paymentMethod: 'momo', paymentDetails: { pin: '0000' } },
        'The payment was declined because the PIN is incorrect. Please try again.',
      ],
      [
        { paymentMethod: 'airtime', paymentDetails: { momoNumber: '0788 000 0002', pin: '1234' } },
        'The mobile payment was declined. Please check the number or choose another payment method.',
      ],
      [
        { paymentMethod: 'momo', sponsorPhone: '+250788000002', paymentDetails: { pin: '1234' } },
        'The mobile payment was declined. Please check the number or choose another payment method.',
      ],
    ];
    for (const [extra, text] of cases) {
      const res = await pay(cardSponsorship(id, extra));
      expect(res.status).toBe(402);
      expect(await message(res)).toBe(text);
    }
    expect(await isSponsored(id)).toBe(false);
    const declined = await s.database.db.execute(
      sql`SELECT count(*)::int AS n FROM payments WHERE kind = 'sponsorship' AND status = 'declined'`,
    );
    expect(JSON.stringify(declined)).toMatch(/"n":4\b/);
    // ...and after a decline, a good card still sponsors the child.
    expect((await pay(cardSponsorship(id))).status).toBe(201);
  });

  it('records one payment for a repeated Idempotency-Key and answers the first answer again', async () => {
    const id = await newChild('Jean');
    const key = { 'idempotency-key': `sponsor-${id}` };
    const first = await pay(cardSponsorship(id), key);
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const second = await pay(cardSponsorship(id), key);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(firstBody);
    const rows = await s.database.db.select().from(payments).where(eq(payments.idempotencyKey, key['idempotency-key']));
    expect(rows).toHaveLength(1);

    // The same key sent twice at once: still one payment, the same answer twice.
    const other = await newChild('Divine');
    const raceKey = { 'idempotency-key': `race-${other}` };
    const both = await Promise.all([pay(cardSponsorship(other), raceKey), pay(cardSponsorship(other), raceKey)]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    const [a, b] = (await Promise.all(both.map((r) => r.json()))) as Answer[];
    expect(a!.data._id).toBe(b!.data._id);
    expect(
      await s.database.db.select().from(payments).where(eq(payments.idempotencyKey, raceKey['idempotency-key'])),
    ).toHaveLength(1);

    const long = await pay(cardSponsorship(await newChild()), { 'idempotency-key': 'k'.repeat(201) });
    expect(long.status).toBe(400);
    expect(await message(long)).toBe('Idempotency-Key: Must be at most 200 characters');
  });

  // A fraction of a franc used to be rounded and taken (35000.5 → 35000, 201);
  // amounts are whole francs now, so it is refused and the child stays available.
  it('refuses an amount that is not whole francs, and the child stays available', async () => {
    const id = await newChild('Claude');
    const res = await pay(cardSponsorship(id, { amount: 35000.5 }));
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('amount: Please enter a valid amount');
    expect(await isSponsored(id)).toBe(false);
  });
});
