import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { expectJson } from '~test/api';
import { insertChild, paySponsorship, sponsorCard } from '~test/children';
import { givingTokenOf, mailTo } from '~test/child-news';

/*
 * Issue 39 item 14: a receipt greets the person by the name they gave, carries no stray
 * line with the organisation's name in its body, and its reference is the one their page
 * and the PDF show (one reference a person can match).
 */
let s: TestServer;
testServerForFile((t) => ({ s } = t), { workers: false, env: { MAIL_PER_RECIPIENT_PER_DAY: '100' } });

const EMAIL = 'receipts.reader@example.org';

describe('a receipt', () => {
  it('greets the payer by name, has no stray organisation line, and quotes the reference of their page', async () => {
    const db = s.database.db;
    const child = await insertChild(db, { name: 'Aline Uwase', age: 8 });
    const sponsored = await paySponsorship(s, {
      childId: child.id,
      sponsorName: 'Grace Mukamana',
      sponsorEmail: EMAIL,
      sponsorPhone: '+250 788 123 456',
      amount: 20000,
      paymentMethod: 'card',
      paymentFrequency: 'onetime',
      paymentDetails: sponsorCard,
    });
    expect(sponsored.status, await sponsored.clone().text()).toBe(201);
    const { cardCvv, ...card } = sponsorCard;
    const donated = await s.request('/api/donations', {
      method: 'POST',
      json: {
        amount: 7000,
        donationType: 'one-time',
        paymentMethod: 'card',
        firstName: 'Grace',
        lastName: 'Mukamana',
        email: EMAIL,
        anonymous: false,
        ...card,
        cardCvc: cardCvv,
      },
    });
    expect(donated.status, await donated.clone().text()).toBe(201);

    const token = await givingTokenOf(db, EMAIL);
    const page = await expectJson<{ data: { payments: { kind: string; reference: string }[] } }>(
      await s.request(`/api/giving?token=${encodeURIComponent(token)}`),
      200,
    );
    const references = page.data.payments.map((p) => p.reference);
    expect(references).toHaveLength(2);
    const org = s.config.org.name;
    const receipts = (await mailTo(db, EMAIL)).filter((m) =>
      ['sponsorship-confirmation', 'donation-receipt'].includes(m.kind),
    );
    expect(receipts.map((m) => m.kind).sort()).toEqual(['donation-receipt', 'sponsorship-confirmation']);
    for (const m of receipts) {
      const body = m.text.split('\n-- \n')[0]!;
      expect(body.split('\n')[0], m.kind).toBe('Dear Grace Mukamana,');
      expect(body).not.toContain('Dear friend');
      // The organisation's name alone on a line: only under the signature.
      expect(
        body.split('\n').filter((line) => line.trim() === org),
        m.kind,
      ).toHaveLength(1);
      const quoted = /Reference: (\S+)/.exec(body)?.[1];
      expect(references, m.kind).toContain(quoted);
      expect(m.text).not.toMatch(/sbx_/);
    }
  });

  it('names a general donation in the payer’s language', async () => {
    const email = 'don.general@example.org';
    const res = await s.request('/api/donations', {
      method: 'POST',
      headers: { 'accept-language': 'fr' },
      json: {
        amount: 5000,
        donationType: 'one-time',
        paymentMethod: 'card',
        firstName: 'Claire',
        lastName: 'Uwera',
        email,
        anonymous: false,
        cardNumber: '4242424242424242',
        cardExpiry: '12/30',
        cardCvc: '123',
        cardName: 'Claire Uwera',
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const [receipt] = (await mailTo(s.database.db, email)).filter((m) => m.kind === 'donation-receipt');
    expect(receipt!.text).toContain('Affectation: Don général');
    expect(receipt!.text).not.toContain('General Donation');
  });
});
