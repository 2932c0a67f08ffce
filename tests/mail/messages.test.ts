import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import {
  applications,
  children,
  contactMessages,
  donations,
  mailOutbox,
  payments,
  skills,
  sponsorshipPayments,
} from '~/server/db/schema';
import { type MailEvent, queueMailEvent } from '~/server/mail/notify';
import { nudge } from '~/server/mail/signals';
import { startTestServer, type TestServer } from '../helpers/server';
import { MAIL_ENV, addSubscribers, clearMail, sendNewsletter, waitUntil } from './helpers';
import { startSmtp, type TestSmtp } from './smtp';

let smtp: TestSmtp;
let s: TestServer;
let token: string;

beforeAll(async () => {
  smtp = await startSmtp();
  s = await startTestServer({ env: { ...MAIL_ENV, SMTP_URL: smtp.url, ORG_PHONE: '+250 788 123 456' } });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.refuse = () => undefined;
  smtp.received.length = 0;
  smtp.attempts.clear();
  await clearMail(s.database.db);
});

const db = () => s.database.db;

/** Waits for the one message to `to` and parses it. */
async function mailTo(to: string): Promise<ParsedMail> {
  await smtp.waitFor(() => smtp.countFor(to) > 0, 15_000, `a message to ${to}`);
  return smtp.parse(smtp.received.find((m) => m.to.includes(to))!);
}

function expectPlainFrame(mail: ParsedMail) {
  const html = String(mail.html);
  // No images, remote content or trackers; the organisation's identity in both parts.
  expect(html).not.toMatch(/<img|<script|<link|<iframe|url\(/i);
  expect(html).toContain('name="viewport"');
  for (const part of [mail.text!, html]) {
    expect(part).toContain('Hope for Musanze Children');
    expect(part).toContain('office@charity.example');
    expect(part).toContain('+250 788 123 456');
  }
  expect(mail.from?.value).toEqual([{ name: 'Hope for Musanze Children', address: 'news@charity.example' }]);
  expect(mail.messageId).toMatch(/@charity\.example>$/);
}

async function payment(amountMinor: number, method: string) {
  const [p] = await db()
    .insert(payments)
    .values({
      kind: 'donation',
      amountMinor,
      currency: 'RWF',
      method,
      provider: 'sandbox',
      status: 'approved',
      providerRef: 'SBX-4242',
    })
    .returning();
  return p!;
}

async function queue(event: MailEvent) {
  await queueMailEvent({ db: db(), config: s.config }, event);
}

describe('what each message says', () => {
  it('a newsletter: text and HTML parts with the line breaks, identity, unsubscribe link and RFC 8058 headers', async () => {
    await addSubscribers(db(), ['reader@example.com']);
    const message = 'Dear friends,\nthe new classroom is open.\n\n<b>Thank you</b> & see you soon';
    const res = await sendNewsletter(s, token, { subject: 'Classroom news', message });
    expect(res.status).toBe(202);
    const mail = await mailTo('reader@example.com');

    expect(mail.subject).toBe('Classroom news');
    expect(mail.text).toContain('Dear friends,\nthe new classroom is open.\n\n<b>Thank you</b> & see you soon');
    const html = String(mail.html);
    expect(html).toContain('Dear friends,<br>\nthe new classroom is open.');
    expect(html).toContain('&lt;b&gt;Thank you&lt;/b&gt; &amp; see you soon');
    expectPlainFrame(mail);

    const link = /https:\/\/charity\.example\/unsubscribe\?token=([\w.%-]+)/.exec(mail.text!);
    expect(link).not.toBeNull();
    expect(html).toContain(`href="https://charity.example/unsubscribe?token=${link![1]}"`);
    const raw = smtp.received[0]!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(
      /^List-Unsubscribe: <https:\/\/charity\.example\/api\/unsubscribe\/one-click\?token=[\w.%-]+>, <mailto:office@charity\.example\?subject=unsubscribe>$/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // The link's token works: the one-click POST, as a mailbox provider sends it, removes the address.
    const oneClick = /<(https:\/\/charity\.example\/api\/unsubscribe\/one-click\?token=[^>]+)>/.exec(raw)![1]!;
    const res2 = await s.request(oneClick.replace('https://charity.example', ''), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res2.status).toBe(200);
    const subs = (await (await s.request('/api/subscriptions', { token })).json()) as { email: string }[];
    expect(subs.map((x) => x.email)).not.toContain('reader@example.com');
  });

  it('a donation receipt: amount in RWF, type, method, date, reference and target, to the donor', async () => {
    const p = await payment(1_250_000, 'momo');
    const [d] = await db()
      .insert(donations)
      .values({
        paymentId: p.id,
        amountRwf: 1_250_000,
        donationType: 'monthly',
        paymentMethod: 'momo',
        firstName: 'Aline',
        lastName: 'Uwase',
        email: 'aline@example.com',
        phone: '0788000001',
        target: 'Where it is needed most',
        createdAt: new Date('2026-03-14T10:00:00Z'),
      })
      .returning();
    await queue({ type: 'donation-receipt', donationId: d!.id });
    const mail = await mailTo('aline@example.com');
    expect(mail.subject).toBe('Your donation receipt SBX-4242 – Hope for Musanze Children');
    expect(mail.replyTo?.text).toBe('office@charity.example');
    for (const part of [mail.text!, String(mail.html)]) {
      // The donor typed the name: the address is unproven, so the receipt does not repeat it.
      expect(part).toContain('Dear friend,');
      expect(part).not.toMatch(/Aline|Uwase/);
      expect(part).toContain('If that was not you, you can ignore it.');
      expect(part).toContain('RWF 1,250,000');
      expect(part).toContain('Monthly');
      expect(part).toContain('Mobile Money');
      expect(part).toContain('March 14, 2026');
      expect(part).toContain('SBX-4242');
      expect(part).toContain('Where it is needed most');
    }
    expectPlainFrame(mail);
  });

  it('an anonymous donor still gets a receipt, which does not name them', async () => {
    const p = await payment(5_000, 'card');
    const [d] = await db()
      .insert(donations)
      .values({
        paymentId: p.id,
        amountRwf: 5_000,
        donationType: 'one-time',
        paymentMethod: 'card',
        firstName: 'Jean',
        lastName: 'Habimana',
        email: 'quiet@example.com',
        anonymous: true,
        target: 'Education',
      })
      .returning();
    await queue({ type: 'donation-receipt', donationId: d!.id });
    const mail = await mailTo('quiet@example.com');
    expect(mail.text).toContain('Dear friend,');
    expect(mail.text).toContain('RWF 5,000');
    expect(mail.text).toContain('One-time');
    expect(mail.text).toContain('Card');
    expect(smtp.received[0]!.raw).not.toMatch(/Jean|Habimana/);
  });

  it('a sponsorship confirmation to the sponsor', async () => {
    const [child] = await db()
      .insert(children)
      .values({ name: 'Eric', age: 9, location: 'Musanze', story: '...', monthlySupport: '15000' })
      .returning();
    const p = await payment(15_000, 'card');
    const [sp] = await db()
      .insert(sponsorshipPayments)
      .values({
        paymentId: p.id,
        childId: child!.id,
        sponsorName: 'Grace Mukamana',
        sponsorEmail: 'grace@example.com',
        sponsorPhone: '0788000002',
        amount: '15000.00',
        paymentMethod: 'airtime',
        paymentFrequency: 'monthly',
      })
      .returning();
    await queue({ type: 'sponsorship-confirmation', sponsorshipPaymentId: sp!.id });
    const mail = await mailTo('grace@example.com');
    expect(mail.subject).toBe('Thank you for sponsoring Eric – Hope for Musanze Children');
    for (const part of [mail.text!, String(mail.html)]) {
      expect(part).toContain('Dear friend,');
      expect(part).not.toMatch(/Grace|Mukamana/);
      expect(part).toContain('RWF 15,000');
      expect(part).toContain('Monthly');
      expect(part).toContain('Airtime');
      expect(part).toContain('SBX-4242');
    }
    expectPlainFrame(mail);
  });

  it('a volunteer application: a confirmation to the applicant and a notice to the organisation', async () => {
    const [skill] = await db().insert(skills).values({ name: 'Teaching English' }).returning();
    const [a] = await db()
      .insert(applications)
      .values({
        firstName: 'Paul',
        lastName: 'Nkusi',
        email: 'paul@example.com',
        phone: '+250 788 555 111',
        country: 'Rwanda',
        skillId: skill!.id,
        availabilityDate: '2026-09-01',
      })
      .returning();
    await queue({ type: 'application-confirmation', applicationId: a!.id });
    await queue({ type: 'application-notice', applicationId: a!.id });

    const confirmation = await mailTo('paul@example.com');
    expect(confirmation.subject).toBe('We received your volunteer application – Hope for Musanze Children');
    expect(confirmation.text).toContain('Dear friend,');
    expect(smtp.received.find((m) => m.to.includes('paul@example.com'))!.raw).not.toMatch(/Paul|Nkusi/);
    expect(confirmation.text).not.toContain('Country');
    expect(confirmation.text).toContain('Teaching English');
    expect(confirmation.text).toContain('September 1, 2026');
    expectPlainFrame(confirmation);

    const notice = await mailTo('office@charity.example');
    expect(notice.subject).toBe('New volunteer application: Paul Nkusi');
    expect(notice.replyTo?.text).toBe('paul@example.com');
    for (const text of ['paul@example.com', '+250 788 555 111', 'Rwanda', 'Teaching English', 'September 1, 2026'])
      expect(notice.text).toContain(text);
  });

  it('a contact message: a notice to the organisation that keeps the line breaks and escapes HTML', async () => {
    const [m] = await db()
      .insert(contactMessages)
      .values({
        name: 'Claire <Visitor>',
        email: 'claire@example.com',
        phone: '',
        subject: 'Visiting\r\nBcc: victim@example.com',
        message: 'Hello,\nwe would like to visit.\n<script>alert(1)</script>',
      })
      .returning();
    await queue({ type: 'contact-notice', messageId: m!.id });
    const mail = await mailTo('office@charity.example');
    // A line break in the visitor's subject cannot add a header.
    expect(mail.subject).toBe('New contact message: Visiting Bcc: victim@example.com');
    expect(mail.bcc).toBeUndefined();
    expect(smtp.received[0]!.to).toEqual(['office@charity.example']);
    expect(mail.replyTo?.text).toBe('claire@example.com');
    expect(mail.text).toContain('Hello,\nwe would like to visit.\n<script>alert(1)</script>');
    expect(String(mail.html)).toContain(
      'Hello,<br>\nwe would like to visit.<br>\n&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(String(mail.html)).toContain('Claire &lt;Visitor&gt;');
    expectPlainFrame(mail);
  });
});

describe('the outbox', () => {
  it('queues one message per event however often it is queued, and never throws', async () => {
    const [m] = await db()
      .insert(contactMessages)
      .values({ name: 'Twice', email: 'twice@example.com', subject: 'Hi', message: 'Hi' })
      .returning();
    await Promise.all([
      queue({ type: 'contact-notice', messageId: m!.id }),
      queue({ type: 'contact-notice', messageId: m!.id }),
    ]);
    await queue({ type: 'contact-notice', messageId: '00000000-0000-4000-8000-000000000000' });
    await queue({ type: 'contact-notice', messageId: 'not-a-uuid' });
    await mailTo('office@charity.example');
    await new Promise((r) => setTimeout(r, 1_000));
    expect(smtp.countFor('office@charity.example')).toBe(1);
    expect(await db().select().from(mailOutbox)).toHaveLength(1);
  });

  it('retries a receipt after a transient failure and records a permanent one', async () => {
    smtp.refuse = (r, n) =>
      r === 'office@charity.example' && n === 1
        ? { code: 421, text: 'Service not available' }
        : r === 'nobody@example.com'
          ? { code: 550, text: 'Mailbox unavailable' }
          : undefined;
    const [m] = await db()
      .insert(contactMessages)
      .values({ name: 'Retry', email: 'retry@example.com', subject: 'Hi', message: 'Hi' })
      .returning();
    await queue({ type: 'contact-notice', messageId: m!.id });
    const row = await waitUntil(
      async () => (await db().select().from(mailOutbox))[0]!,
      (r) => r.attempts === 1 && r.status === 'queued',
      10_000,
      'the refused first attempt',
    );
    expect(row.lastError).toMatch(/^421 /);
    await db()
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, row.id));
    nudge(db(), 'outbox');
    await mailTo('office@charity.example');
    const sent = await waitUntil(
      async () => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, row.id)))[0]!,
      (r) => r.status === 'sent',
    );
    expect(sent).toMatchObject({ attempts: 2, lastError: null });

    const p = await payment(1_000, 'card');
    const [d] = await db()
      .insert(donations)
      .values({
        paymentId: p.id,
        amountRwf: 1_000,
        donationType: 'one-time',
        paymentMethod: 'card',
        firstName: 'No',
        lastName: 'Body',
        email: 'nobody@example.com',
        target: 'Education',
      })
      .returning();
    await queue({ type: 'donation-receipt', donationId: d!.id });
    const failed = await waitUntil(
      async () => (await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody@example.com')))[0],
      (r) => r?.status === 'failed',
    );
    expect(failed).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/^550 .*Mailbox unavailable/) });
  });
});

describe('from the visitor’s request to the mailbox', () => {
  it('a donation through the API sends a receipt quoting the reference the donor was shown', async () => {
    const res = await s.request('/api/donations', {
      method: 'POST',
      json: {
        amount: 30_000,
        donationType: 'one-time',
        paymentMethod: 'card',
        firstName: 'Diane',
        lastName: 'Ingabire',
        email: 'diane@example.com',
        cardNumber: '4242424242424242',
        cardExpiry: '12/30',
        cardCvc: '123',
        cardName: 'Diane Ingabire',
      },
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { reference: string; target: string } };
    const mail = await mailTo('diane@example.com');
    expect(mail.subject).toContain(data.reference);
    expect(mail.text).toContain(`Reference: ${data.reference}`);
    expect(mail.text).toContain('Amount: RWF 30,000');
    expect(mail.text).toContain(`For: ${data.target}`);
  });

  it('a contact message through the API notifies the organisation', async () => {
    const res = await s.request('/api/contact', {
      method: 'POST',
      json: {
        fullname: 'Olivier',
        email: 'olivier@example.com',
        phoneNumber: '',
        subject: 'School visit',
        message: 'Line 1\nLine 2',
      },
    });
    expect(res.status).toBe(201);
    const mail = await mailTo('office@charity.example');
    expect(mail.subject).toBe('New contact message: School visit');
    expect(mail.replyTo?.text).toBe('olivier@example.com');
    expect(mail.text).toContain('Line 1\nLine 2');
  });
});
