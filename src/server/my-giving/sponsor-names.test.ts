import { describe, expect, it } from 'vitest';
import { testServerForFile, type TestServer } from '~test/server';
import { expectJson, send } from '~test/api';
import { insertChild, paySponsorship } from '~test/children';
import { givingTokenOf, mailTo } from '~test/child-news';
import { pdfText } from '~test/pdf';
import { smsRows } from '~test/sms';
import { recordSmsConsent } from '~/server/core/sms/consent';

/*
 * docs/children-protection.md (updated 2026-11-28): the sponsor too reads the child's preferred name only,
 * on their page, in e-mails, receipts and texts (issue 39 item 3, issue 37 item 5). The
 * child here is "Eric Habimana", known to the public and the sponsor as "Ricky".
 */
let s: TestServer;
let admin = '';
testServerForFile((t) => ({ s, token: admin } = t), {
  workers: false,
  env: { MAIL_PER_RECIPIENT_PER_DAY: '100' },
});

const SPONSOR = 'names.sponsor@example.org';
const PHONE = '+250788555111';
const card = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/29', cardCvc: '123', cardName: 'Grace M' };
const FULL = /Habimana|Eric/;

describe('what a sponsor reads names the child by the preferred name', () => {
  it('on the signed page, in every e-mail, text, receipt and error', async () => {
    const db = s.database.db;
    const child = await insertChild(db, { name: 'Eric Habimana', preferredName: 'Ricky', age: 9, story: 'Story' });
    await recordSmsConsent(db, { phone: PHONE, lang: 'en', source: 'staff' });
    const paid = await paySponsorship(s, {
      childId: child.id,
      sponsorName: 'Grace Mukamana',
      sponsorEmail: SPONSOR,
      sponsorPhone: PHONE,
      amount: 20000,
      paymentMethod: 'card',
      paymentFrequency: 'onetime',
      paymentDetails: { ...card, cardCvc: undefined, cardCvv: '123' },
    });
    expect(paid.status, await paid.clone().text()).toBe(201);
    const token = await givingTokenOf(db, SPONSOR);

    // News of the child, posted by staff (e-mail and text).
    const news = new FormData();
    news.append('childId', child.id);
    news.append('kind', 'school');
    news.append('textEn', 'Top of the class.');
    expect((await s.request('/api/child-news', { method: 'POST', body: news, token: admin })).status).toBe(201);

    // A gift, and one past the cap.
    const give = (amount: number) =>
      s.request('/api/giving/child-gifts', {
        method: 'POST',
        json: { token, childId: child.id, kind: 'birthday', amount, paymentMethod: 'card', paymentDetails: card },
      });
    const gift = await expectJson<{ data: { _id: string } }>(await give(40_000), 201);
    const over = await give(90_000);
    expect(over.status).toBe(409);
    const overText = await over.text();
    expect(overText).toContain('Ricky');
    expect(overText).not.toMatch(FULL);

    // The gift delivered (news of the child), and a letter returned.
    const delivered = new FormData();
    delivered.append('note', 'She loved it.');
    expect(
      (
        await s.request(`/api/child-gifts/${gift.data._id}/delivered`, {
          method: 'POST',
          body: delivered,
          token: admin,
        })
      ).status,
    ).toBe(200);
    const page0 = await expectJson<{ data: { news: { sponsorshipId: string }[] } }>(
      await s.request(`/api/giving/page?token=${encodeURIComponent(token)}`),
      200,
    );
    const sponsorshipId = page0.data.news[0]!.sponsorshipId;
    const letter = await expectJson<{ data: { _id: string } }>(
      await s.request('/api/giving/letters', { method: 'POST', json: { token, sponsorshipId, text: 'Hello!' } }),
      201,
    );
    expect(
      (await send(s, 'POST', `/api/letters/${letter.data._id}`, { action: 'return', reason: 'x' }, admin)).status,
    ).toBe(200);

    // The page, in one read and in its parts.
    const q = `token=${encodeURIComponent(token)}`;
    for (const path of ['/api/giving/page', '/api/giving', '/api/giving/news', '/api/giving/child-gifts']) {
      const body = await (await s.request(`${path}?${q}`)).text();
      expect(body, path).toContain('Ricky');
      expect(body, path).not.toMatch(FULL);
    }

    // Every e-mail to the sponsor: subject, text and HTML.
    const mails = await mailTo(db, SPONSOR);
    expect(mails.map((m) => m.kind).sort()).toEqual(
      expect.arrayContaining(['child-gift-receipt', 'child-update', 'letter-returned']),
    );
    for (const m of mails) {
      expect(`${m.subject}\n${m.text}\n${m.html}`, m.kind).not.toMatch(FULL);
    }
    expect(mails.find((m) => m.kind === 'child-update')!.subject).toContain('Ricky');

    // The text message of the news.
    const texts = await smsRows(db, PHONE);
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t.text).not.toMatch(FULL);

    // The PDF receipts of every payment.
    const giving = await expectJson<{ data: { payments: { _id: string }[] } }>(
      await s.request(`/api/giving?${q}`),
      200,
    );
    for (const p of giving.data.payments) {
      const pdf = Buffer.from(await (await s.request(`/api/giving/receipts/${p._id}?${q}`)).arrayBuffer());
      expect(pdfText(pdf)).not.toMatch(FULL);
    }
  });
});
