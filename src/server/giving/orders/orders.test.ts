import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftOrderItems, giftOrders, gifts, payments } from '~/server/core/db/schema';
import { testServerForFile, type TestServer } from '~test/server';
import { expectError } from '~test/api';

let s: TestServer;
let token: string;
let goat: string;
let books: string;
testServerForFile(async (t) => {
  ({ s, token } = t);
  const rows = await s.database.db
    .insert(gifts)
    .values([
      { name: 'Goat', priceCents: 4000, category: 'food' },
      { name: 'School books', priceCents: 1250, category: 'education' },
    ])
    .returning();
  [goat, books] = rows.map((r) => r.id) as [string, string];
});

const card = { cardNumber: '4242424242424242', cardExpiry: '01/30', cardCvv: '123', cardName: 'Eric H' };
const order = (items: string[], extra: Record<string, unknown> = {}) => ({
  items,
  paymentMethod: 'card',
  paymentDetails: card,
  buyerName: 'Eric Habimana',
  buyerEmail: 'eric@example.org',
  ...extra,
});
const buy = (body: unknown, headers: Record<string, string> = {}) =>
  s.request('/api/orders', { method: 'POST', json: body, headers });
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

interface Answer {
  message: string;
  data: { _id: string; total: number; items: { giftId: string; name: string; price: number }[] };
}

describe('POST /api/orders', () => {
  it('prices the cart from the catalogue, the same gift several times, whatever the browser says', async () => {
    const res = await buy({ ...order([goat, books, goat]), total: 0.01, prices: [0, 0, 0] });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Answer;
    expect(body.message).toBe('Payment successful! Your order has been processed.');
    expect(body.data.total).toBe(92.5);
    expect(body.data.items).toEqual([
      { giftId: goat, name: 'Goat', price: 40 },
      { giftId: books, name: 'School books', price: 12.5 },
      { giftId: goat, name: 'Goat', price: 40 },
    ]);
    const [o] = await s.database.db
      .select()
      .from(giftOrders)
      .innerJoin(payments, eq(payments.id, giftOrders.paymentId))
      .where(eq(giftOrders.id, body.data._id));
    expect(o!.gift_orders.totalCents).toBe(9250);
    expect(o!.payments).toMatchObject({
      kind: 'order',
      amountMinor: 9250,
      currency: 'USD',
      method: 'card',
      cardLast4: '4242',
    });
    expect(
      await s.database.db.select().from(giftOrderItems).where(eq(giftOrderItems.orderId, body.data._id)),
    ).toHaveLength(3);
  });

  it('takes mobile money and airtime with a phone and a 4-digit PIN', async () => {
    const mobile = await buy(
      order([books], {
        paymentMethod: 'mobile',
        paymentDetails: { provider: 'mtn', phone: '0788123456', pin: '1234' },
      }),
    );
    expect(mobile.status).toBe(201);
    // Francs at the configured rate (default 1,450 per dollar), rounded up; the order keeps its dollars.
    const mobileId = ((await mobile.json()) as Answer).data._id;
    const [m] = await s.database.db
      .select()
      .from(giftOrders)
      .innerJoin(payments, eq(payments.id, giftOrders.paymentId))
      .where(eq(giftOrders.id, mobileId));
    expect(m!.gift_orders.totalCents).toBe(1250);
    expect(m!.payments).toMatchObject({ amountMinor: 18_125, currency: 'RWF', method: 'mobile' });
    const airtime = await buy(
      order([goat], {
        paymentMethod: 'airtime',
        paymentDetails: { network: 'airtel', phone: '0733123456', pin: '9876' },
      }),
    );
    expect(airtime.status).toBe(201);
  });

  it('refuses a gift that is gone and bad input with 400 naming the field', async () => {
    const gone = await buy(order([goat, '00000000-0000-4000-8000-000000000000']));
    expect(gone.status).toBe(400);
    expect(await message(gone)).toBe('items: A gift in your cart is no longer available');
    const [gold] = await s.database.db.insert(gifts).values({ name: 'Gold', priceCents: 100_000_000 }).returning();
    const cases: [unknown, string | RegExp][] = [
      [order(Array(22).fill(gold!.id)), 'items: This order is too large to pay online. Please contact us.'],
      [order([]), 'items: Your cart is empty'],
      [order(['nope']), 'items.0: A gift in your cart is no longer available'],
      [{ paymentMethod: 'card', paymentDetails: card, buyerName: 'E', buyerEmail: 'e@example.org' }, /^items: /],
      [order(Array(101).fill(goat)), /^items: /],
      [order([goat], { paymentMethod: 'cash' }), /^paymentMethod: /],
      [
        order([goat], { paymentDetails: { ...card, cardNumber: '1234' } }),
        'paymentDetails.cardNumber: Please enter a valid card number',
      ],
      [
        order([goat], { paymentDetails: { ...card, cardExpiry: '2030-01' } }),
        'paymentDetails.cardExpiry: Please enter a valid expiry date (MM/YY)',
      ],
      [order([goat], { paymentDetails: { ...card, cardCvv: '' } }), 'paymentDetails.cardCvv: Please enter a valid CVC'],
      [
        order([goat], { paymentDetails: { ...card, cardName: '' } }),
        'paymentDetails.cardName: Cardholder name is required',
      ],
      [
        order([goat], { paymentMethod: 'mobile', paymentDetails: { pin: '1234' } }),
        'paymentDetails.phone: Phone number is required for this payment method',
      ],
      [
        order([goat], { paymentMethod: 'airtime', paymentDetails: { phone: '0788', pin: '1' } }),
        'paymentDetails.pin: Please enter your 4-digit PIN',
      ],
      [
        order([goat], { paymentMethod: 'mobile', paymentDetails: { provider: 'mpesa', phone: '0788', pin: '1234' } }),
        /^paymentDetails\.provider: /,
      ],
    ];
    for (const [body, text] of cases) await expectError(await buy(body), 400, text);
  });

  it('declines the sandbox test inputs with 402 and records no order', async () => {
    const before = (await s.database.db.select().from(giftOrders)).length;
    for (const body of [
      order([goat], { paymentDetails: { ...card, cardNumber: '4000 0000 0000 0002' } }),
      order([goat], { paymentMethod: 'mobile', paymentDetails: { phone: '0788123456', pin: '0000' } }),
      order([goat], { paymentMethod: 'airtime', paymentDetails: { phone: '0788100002', pin: '1234' } }),
    ]) {
      const res = await buy(body);
      expect(res.status).toBe(402);
      expect(await message(res)).toMatch(/declined/);
    }
    expect(await s.database.db.select().from(giftOrders)).toHaveLength(before);
    const declined = await s.database.db.select().from(payments).where(eq(payments.status, 'declined'));
    expect(declined).toHaveLength(3);
    // The card attempt in dollars (cents), mobile money and airtime in francs ($40 at 1,450).
    expect(declined.map((p) => [p.kind, p.method, p.amountMinor, p.currency])).toEqual(
      expect.arrayContaining([
        ['order', 'card', 4000, 'USD'],
        ['order', 'mobile', 58_000, 'RWF'],
        ['order', 'airtime', 58_000, 'RWF'],
      ]),
    );
  });

  it('records one order for a repeated Idempotency-Key', async () => {
    const key = { 'idempotency-key': 'cart-checkout-1' };
    const first = await buy(order([books, books]), key);
    const again = await buy(order([books, books]), key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    expect(
      await s.database.db.select().from(payments).where(eq(payments.idempotencyKey, 'cart-checkout-1')),
    ).toHaveLength(1);
  });
});

describe('GET /api/orders (admin)', () => {
  it('lists the orders newest first with their items as sold', async () => {
    const res = await s.request('/api/orders', { token });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        _id: string;
        total: number;
        paymentMethod: string;
        createdAt: string;
        items: { name: string; price: number }[];
      }[];
    };
    expect(data).toHaveLength(4);
    expect(data.map((o) => o.createdAt)).toEqual(
      data
        .map((o) => o.createdAt)
        .sort()
        .reverse(),
    );
    const first = data.find((o) => o.total === 92.5)!;
    expect(first.items.map((i) => i.name)).toEqual(['Goat', 'School books', 'Goat']);
    expect(first.paymentMethod).toBe('card');
  });

  it('refuses without a session (401)', async () => {
    expect((await s.request('/api/orders')).status).toBe(401);
  });
});
