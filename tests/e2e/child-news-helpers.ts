import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { type APIRequestContext, expect } from './fixtures';
import { E2E_ADMIN } from './helpers';
import { GUARDIAN_CONSENT } from './no-js-helpers';

/** The e2e server's e-mail (no SMTP_URL): .eml files under its DATA_DIR/outbox. */
const outbox = path.join(`.e2e-data-${process.env.E2E_PORT ?? 3210}`, 'outbox');

export interface SentMail {
  subject: string;
  text: string;
}

/** Every e-mail sent to `email` so far. */
export async function mailsTo(email: string): Promise<SentMail[]> {
  const found: SentMail[] = [];
  for (const file of (await readdir(outbox)).filter((f) => f.endsWith('.eml'))) {
    const raw = await readFile(path.join(outbox, file));
    if (!raw.includes(email)) continue;
    const mail = await simpleParser(raw);
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    if (to?.value[0]?.address === email) found.push({ subject: mail.subject ?? '', text: mail.text ?? '' });
  }
  return found;
}

/** The e-mail to `email` with this subject, once it is sent. */
export async function mailWithSubject(email: string, subject: string): Promise<SentMail> {
  let mail: SentMail | undefined;
  await expect(async () => {
    mail = (await mailsTo(email)).find((m) => m.subject === subject);
    expect(mail, `an e-mail "${subject}" to ${email}`).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return mail!;
}

/** The first e-mail to `email` that carries a link to their giving page (a confirmation, a receipt). */
export async function givingMailTo(email: string): Promise<SentMail> {
  let mail: SentMail | undefined;
  await expect(async () => {
    mail = (await mailsTo(email)).find((m) => /\/my-giving\?token=/.test(m.text));
    expect(mail, `an e-mail with a giving link to ${email}`).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return mail!;
}

/** The giving link (path and query) in a mail. */
export function givingLinkIn(mail: SentMail): string {
  const url = new URL(/https?:\/\/\S+\/my-giving\?token=\S+/.exec(mail.text)![0]);
  return url.pathname + url.search;
}

export const photoFile = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

/** A new child, sponsored at once by `sponsorEmail` (sandbox card, one-time): its id. */
export async function sponsoredChild(request: APIRequestContext, name: string, sponsorEmail: string) {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const token = ((await login.json()) as { token: string }).token;
  const photo = await photoFile('p.png', '#0f766e');
  const made = await request.post('/api/add/sponsors', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name,
      age: '10',
      location: 'Kinigi, Musanze',
      story: `${name} loves football and maths.`,
      needs: '["Books"]',
      monthlySupport: '20000',
      // Listed (docs/children-protection.md), under the whole name the test looks for.
      preferredName: name,
      ...GUARDIAN_CONSENT,
      photo: { name: photo.name, mimeType: photo.mimeType, buffer: photo.buffer },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const childId = ((await made.json()) as { data: { _id: string } }).data._id;
  const paid = await request.post('/api/pay/sponsors', {
    headers: { cookie: '' },
    data: {
      childId,
      sponsorName: `Sponsor of ${name}`,
      sponsorEmail,
      sponsorPhone: '+250 788 555 010',
      amount: 20000,
      paymentMethod: 'card',
      paymentFrequency: 'onetime',
      paymentDetails: { cardNumber: '4242424242424242', cardExpiry: '12/30', cardCvv: '123', cardName: 'A Sponsor' },
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return childId;
}
