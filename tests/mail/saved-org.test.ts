import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { gifts } from '~/server/core/db/schema';
import { mailRecipientCounts } from '~/server/core/db/mail-schema';
import type { SiteSettingsAnswer } from '~/shared/schemas/site-settings';
import { expectJson } from '~test/api';
import { addSubscribers, sendNewsletter } from './helpers';
import { db, mailTo, s, smtp, token, withMailServer } from './mail-fixture';

/**
 * Every e-mail speaks for the organisation as staff saved it in Site settings, and as
 * the configuration (ORG_*) says while the identity was never saved. Each kind of
 * message is caused through the public API, as a visitor would (the donation's receipt
 * is built inside its payment's transaction).
 */
withMailServer();

const CONFIG = {
  name: 'Hope for Musanze Children',
  email: 'office@charity.example',
  phone: '+250 788 123 456',
  address: 'Musanze, Northern Province, Rwanda',
};
const SAVED = {
  name: 'Musanze Kids Trust',
  email: 'team@kids-trust.example',
  phone: '+250 722 000 111',
  address: 'KN 5 Road, Kigali',
};

async function post(path: string, json: unknown, headers: Record<string, string> = {}) {
  const res = await s.request(path, { method: 'POST', json, headers });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
}

const card = { cardNumber: '4242 4242 4242 4242', cardExpiry: '09/30', cardCvc: '123', cardName: 'Grace M' };

/** One message of each kind, to addresses named after `tag`; the organisation's notice goes to `orgEmail`. */
async function everyKind(tag: string, orgEmail: string): Promise<Record<string, ParsedMail>> {
  const donor = `donor-${tag}@example.com`;
  await post('/api/donations', {
    amount: 10_000,
    donationType: 'one-time',
    paymentMethod: 'card',
    firstName: 'Grace',
    lastName: 'Mukamana',
    email: donor,
    phone: '',
    anonymous: false,
    ...card,
  });
  const donation = await mailTo(donor);
  await post('/api/giving/link', { email: donor }, { 'accept-language': 'fr' });
  await waitForCount(donor, 2);

  const [gift] = await db()
    .insert(gifts)
    .values({ name: `Goat ${tag}`, priceCents: 4000, category: 'food' })
    .returning({ id: gifts.id });
  const buyer = `buyer-${tag}@example.com`;
  await post('/api/orders', {
    items: [gift!.id],
    buyerName: 'Eric H',
    buyerEmail: buyer,
    paymentMethod: 'card',
    paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '01/30', cardCvv: '123', cardName: 'Eric H' },
  });

  await post('/api/contact', { fullname: 'Jean Bosco', email: `jean-${tag}@example.com`, subject: tag, message: 'Hi' });
  const subscriber = `reader-${tag}@example.com`;
  await post('/api/subscriptions', { email: subscriber }, { 'accept-language': 'rw' });
  const listed = `listed-${tag}@example.com`;
  await addSubscribers(db(), [listed]);
  expect((await sendNewsletter(s, token, { subject: `News ${tag}`, message: 'The classroom is open.' })).status).toBe(
    202,
  );

  return {
    donation,
    givingLink: await nth(donor, 1),
    order: await mailTo(buyer),
    contactNotice: await mailTo(orgEmail),
    subscription: await mailTo(subscriber),
    newsletter: await mailTo(listed),
  };
}

async function waitForCount(to: string, n: number) {
  await smtp.waitFor(() => smtp.countFor(to) >= n, 60_000, `${n} messages to ${to}`);
}
async function nth(to: string, i: number): Promise<ParsedMail> {
  return smtp.parse(smtp.received.filter((m) => m.to.includes(to))[i]!);
}

function expectSpeaksFor(kind: string, mail: ParsedMail, org: typeof CONFIG, not: typeof CONFIG) {
  for (const part of [mail.text!, String(mail.html)]) {
    for (const value of Object.values(org)) expect(part, `${kind} shows ${value}`).toContain(value);
    for (const value of Object.values(not)) expect(part, `${kind} does not show ${value}`).not.toContain(value);
  }
}

describe('the organisation in every e-mail', () => {
  it('is the configuration (ORG_*) while Site settings were never saved', async () => {
    const mails = await everyKind('before', CONFIG.email);
    for (const [kind, mail] of Object.entries(mails)) expectSpeaksFor(kind, mail, CONFIG, SAVED);
    expect(mails.donation!.replyTo?.text).toBe(CONFIG.email);
  });

  it('is what staff saved, once saved: name, contact e-mail, phone, address, reply-to and notices', async () => {
    const { data } = await expectJson<SiteSettingsAnswer>(await s.request('/api/site/settings', { token }), 200);
    const res = await s.request('/api/site/settings/identity', {
      method: 'PUT',
      token,
      json: { ...data.identity, ...SAVED },
    });
    expect(res.status, await res.clone().text()).toBe(200);

    const mails = await everyKind('after', SAVED.email);
    for (const [kind, mail] of Object.entries(mails)) expectSpeaksFor(kind, mail, SAVED, CONFIG);
    expect(mails.donation!.subject).toContain(SAVED.name);
    expect(mails.order!.subject).toContain(SAVED.name);
    // The languages the visitors used: French for the giving link, Kinyarwanda for the confirmation.
    expect(mails.givingLink!.subject).toContain(SAVED.name);
    expect(mails.givingLink!.subject).not.toMatch(/^Your /);
    for (const kind of ['donation', 'order', 'subscription', 'givingLink'])
      expect(mails[kind]!.replyTo?.text, kind).toBe(SAVED.email);
    const raw = smtp.received.find((m) => m.to.includes('listed-after@example.com'))!;
    expect(raw.raw).toContain(`<mailto:${SAVED.email}?subject=unsubscribe>`);
    // The From address stays MAIL_FROM: the mailbox the relay may send as.
    expect(mails.donation!.from?.value[0]?.address).toBe('news@charity.example');
    // The saved address is the organisation's own: its notices are not counted against the daily cap.
    const counted = await db().select().from(mailRecipientCounts).where(eq(mailRecipientCounts.address, SAVED.email));
    expect(counted).toEqual([]);
  });
});
