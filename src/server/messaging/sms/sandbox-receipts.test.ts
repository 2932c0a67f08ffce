import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '~test/server';
import { smsRows } from '~test/sms';
import { insertChild } from '~test/children';

/** The sponsorship and gift checkout forms' SMS receipts (sandbox: settled at once, in the request's transaction). */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ workers: false, seed: true });
});
afterAll(() => s.close());

describe('receipts by SMS from the other payment forms', () => {
  it("texts a MoMo sponsorship's receipt to the sponsor's phone, naming the child, with its SP- reference", async () => {
    const child = await insertChild(s.database.db);
    const res = await s.request('/api/pay/sponsors', {
      method: 'POST',
      json: {
        childId: child.id,
        sponsorName: 'Grace',
        sponsorEmail: 'grace@example.org',
        sponsorPhone: '0781112233',
        amount: 20000,
        paymentMethod: 'momo',
        paymentFrequency: 'onetime',
        paymentDetails: { pin: '1234' },
        smsReceipts: true,
      },
    });
    expect(res.status).toBe(201);
    const [sms] = await smsRows(s.database.db, '+250781112233');
    expect(sms).toMatchObject({ kind: 'receipt', status: 'queued', lang: 'en' });
    expect(sms!.text).toMatch(/^Thank you! We received RWF 20,000 by MoMo for sponsoring Aline\. Ref SP-[0-9A-F]{8}\./);
  });

  it("texts an airtime gift order's receipt in francs with its OR- reference; a card order texts nothing", async () => {
    const gifts = (await (await s.request('/api/catalog?pageSize=1')).json()) as { data: { _id: string }[] };
    const order = (paymentMethod: string, paymentDetails: object) =>
      s.request('/api/orders', {
        method: 'POST',
        headers: { 'accept-language': 'fr' },
        json: {
          items: [gifts.data[0]!._id],
          paymentMethod,
          buyerName: 'Eric',
          buyerEmail: 'eric@example.org',
          paymentDetails,
          smsReceipts: true,
        },
      });
    const airtime = await order('airtime', { network: 'airtel', phone: '0731112233', pin: '1234' });
    expect(airtime.status).toBe(201);
    const [sms] = await smsRows(s.database.db, '+250731112233');
    expect(sms!.text).toMatch(
      /^Merci ! Paiement de [\d ]+ RWF par crédit d'appel pour des cadeaux bien arrivé\. Réf\. OR-[0-9A-F]{8}\./,
    );
    // A card payment gives no phone anyone proved to be theirs: no text, even with the box ticked.
    const card = await order('card', {
      cardNumber: '4242424242424242',
      cardExpiry: '12/30',
      cardCvv: '123',
      cardName: 'Eric',
      phone: '0731112244',
    });
    expect(card.status).toBe(201);
    expect(await smsRows(s.database.db, '+250731112244')).toEqual([]);
  });
});
