import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { gifts } from '~/server/core/db/schema';
import type { GivingAnswer } from '~/shared/schemas/giving';
import type { SiteSettingsAnswer } from '~/shared/schemas/site-settings';
import { expectError, expectJson } from '~test/api';
import { pdfText } from '~test/pdf';
import { db, mailTo, s, smtp, token, withMailServer } from './mail-fixture';

/**
 * Receipts a tax office accepts (issue 32), as a donor meets them: the e-mail after a
 * gift and the PDFs on their own page carry their name, the charity's legal name, its
 * Rwanda Governance Board number and signatory, and what was given in return, in the
 * language the donor used.
 */
withMailServer();

const LEGAL = {
  legalName: 'Hope for Musanze Children Rwanda Ltd',
  registrationNumber: 'RGB/NGO/RL/0777/2020',
  signatoryName: 'Jeanne Uwase',
  signatoryTitle: 'Director',
};
const card = { cardNumber: '4242 4242 4242 4242', cardExpiry: '09/30', cardCvc: '123', cardName: 'Grace M' };

async function post(path: string, json: unknown, headers: Record<string, string> = {}) {
  const res = await s.request(path, { method: 'POST', json, headers });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return res;
}

const donate = (email: string, lang: string) =>
  post(
    '/api/donations',
    {
      amount: 25_000,
      donationType: 'one-time',
      paymentMethod: 'card',
      firstName: 'Grace',
      lastName: 'Mukamana',
      email,
      phone: '',
      anonymous: false,
      ...card,
    },
    { 'accept-language': lang },
  );

const flat = (s: string) => s.replace(/\s+/g, ' ');
const unescape = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const bothParts = (mail: ParsedMail) => [flat(mail.text!), flat(unescape(String(mail.html)))];

describe('receipts for a tax office', () => {
  it('e-mailed receipts name the donor, the legal name, the RGB number and the signatory, in their language', async () => {
    const { data } = await expectJson<SiteSettingsAnswer>(await s.request('/api/site/settings', { token }), 200);
    const saved = await s.request('/api/site/settings/identity', {
      method: 'PUT',
      token,
      json: { ...data.identity, ...LEGAL },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    await donate('grace-rw@example.com', 'rw');
    const rw = await mailTo('grace-rw@example.com');
    for (const part of bothParts(rw)) {
      expect(part).toMatch(/Byatanzwe na:? Grace Mukamana/);
      expect(part).toContain(LEGAL.legalName);
      expect(part).toContain(
        "Yanditswe mu Rwego rw'Igihugu rw'Imiyoborere (RGB), nimero y'iyandikwa RGB/NGO/RL/0777/2020",
      );
      expect(part).toContain('Nta kintu cyangwa serivisi byatanzwe mu kwitura iyi mpano.');
      expect(part).toContain(`Mu izina rya ${LEGAL.legalName}: Jeanne Uwase, Director`);
    }

    const [gift] = await db().insert(gifts).values({ name: 'Goat', priceCents: 4000, category: 'food' }).returning();
    await post(
      '/api/orders',
      {
        items: [gift!.id],
        buyerName: 'Eric Habimana',
        buyerEmail: 'eric-fr@example.com',
        paymentMethod: 'card',
        paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '01/30', cardCvv: '123', cardName: 'Eric H' },
      },
      { 'accept-language': 'fr' },
    );
    const fr = await mailTo('eric-fr@example.com');
    for (const part of bothParts(fr)) {
      expect(part).toMatch(/Reçu de:? Eric Habimana/);
      expect(part).toContain("numéro d'enregistrement RGB/NGO/RL/0777/2020");
      expect(part).toContain(`Ce paiement a acheté les cadeaux indiqués ci-dessus, que ${LEGAL.legalName} remet`);
      expect(part).not.toContain('Aucun bien ni service');
      expect(part).toContain('40,00 $US');
    }
  });

  it("the donor's own name and postal address, set on their page, are on their PDFs and later receipts", async () => {
    await donate('grace@example.com', 'en');
    const first = await mailTo('grace@example.com');
    const link = decodeURIComponent(/\/my-giving\?token=([^\s"&]+)/.exec(first.text!)![1]!);
    const giving = await expectJson<GivingAnswer>(
      await s.request(`/api/giving?token=${encodeURIComponent(link)}`),
      200,
    );
    expect(giving.data.profile).toEqual({ name: 'Grace Mukamana', postalAddress: '', chosen: false });

    const profile = {
      token: link,
      name: 'Dr Grace Mukamana-Smith',
      postalAddress: '12 Orchard Lane\nOxford OX1 2AB\nUnited Kingdom',
    };
    await expectError(
      await s.request('/api/giving/profile', { method: 'POST', json: { ...profile, token: 'x'.repeat(40) } }),
      403,
    );
    await expectError(
      await s.request('/api/giving/profile', { method: 'POST', json: { ...profile, postalAddress: 'x'.repeat(401) } }),
      400,
      /^postalAddress: /,
    );
    const set = await expectJson<{ data: GivingAnswer['data']['profile'] }>(
      await s.request('/api/giving/profile', { method: 'POST', json: profile }),
      200,
    );
    expect(set.data).toEqual({ name: profile.name, postalAddress: profile.postalAddress, chosen: true });

    const payment = giving.data.payments[0]!;
    const receipt = await s.request(`/api/giving/receipts/${payment._id}?token=${encodeURIComponent(link)}&lang=fr`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const text = flat(pdfText(Buffer.from(await receipt.arrayBuffer())));
    for (const part of [
      profile.name,
      '12 Orchard Lane',
      'Oxford OX1 2AB',
      'grace@example.com',
      `Reçu ${payment.reference}`,
    ])
      expect(text).toContain(part);
    for (const head of ['Date', 'Référence', 'Pour', 'Moyen', 'Montant']) expect(text).toContain(head);
    expect(text).toContain("Aucun bien ni service n'a été fourni en contrepartie de ce don.");

    const year = new Date().getUTCFullYear();
    const statement = await s.request(`/api/giving/statement?token=${encodeURIComponent(link)}&year=${year}&lang=rw`);
    const st = flat(pdfText(Buffer.from(await statement.arrayBuffer())));
    expect(st).toContain(`Raporo y'impano ${year}`);
    expect(st).toContain(profile.name);
    expect(st).toContain('Igiteranyo (RWF)');
    expect(
      (await s.request(`/api/giving/statement?token=${encodeURIComponent(link)}&year=${year}&lang=de`)).status,
    ).toBe(400);

    // The next receipt by e-mail carries the chosen name; an empty name goes back to the given one.
    smtp.received.length = 0;
    await donate('grace@example.com', 'en');
    expect(flat((await mailTo('grace@example.com')).text!)).toContain(`Received from: ${profile.name}`);
    const back = await expectJson<{ data: GivingAnswer['data']['profile'] }>(
      await s.request('/api/giving/profile', { method: 'POST', json: { token: link, name: ' ', postalAddress: '' } }),
      200,
    );
    expect(back.data).toEqual({ name: 'Grace Mukamana', postalAddress: '', chosen: false });
  });
});
