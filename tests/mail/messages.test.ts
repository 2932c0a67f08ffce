import { describe, expect, it } from 'vitest';
import { donationReference, sponsorshipReference } from '~/server/giving/payments/purchase-details';
import { applications, children, contactMessages, donations, skills } from '~/server/core/db/schema';
import { sponsorshipPayments } from '~/server/core/db/sponsorship-schema';
import { addSubscribers, sendNewsletter } from './helpers';
import { db, expectPlainFrame, mailTo, payment, queue, s, smtp, token, withMailServer } from './mail-fixture';
import { listedChild } from '~test/children';

withMailServer();

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
    // The reference of the payer's page and PDF (DN-…), not the provider's (issue 39.14).
    const reference = donationReference(d!.id);
    expect(mail.subject).toBe(`Your donation receipt ${reference} – Hope for Musanze Children`);
    expect(mail.replyTo?.text).toBe('office@charity.example');
    for (const part of [mail.text!, String(mail.html)]) {
      // A receipt names its payer, as a tax office asks (issue 32); nothing else they typed.
      expect(part).toContain('Dear Aline Uwase,');
      expect(part).toMatch(/Received from(:|<\/td>\s*<td[^>]*>)\s*Aline Uwase/);
      expect(part).not.toContain('0788000001');
      expect(part).toContain('No goods or services were provided in return for this gift.');
      expect(part).toContain('If that was not you, you can ignore it.');
      expect(part).toContain('RWF 1,250,000');
      expect(part).toContain('Monthly');
      expect(part).toContain('Mobile Money');
      expect(part).toContain('March 14, 2026');
      expect(part).toContain(reference);
      expect(part).not.toContain('SBX-4242');
      expect(part).toContain('Where it is needed most');
    }
    expectPlainFrame(mail);
  });

  it('an anonymous donor still gets a receipt; a name that could carry a link or a number is not printed', async () => {
    const p = await payment(5_000, 'card');
    const [d] = await db()
      .insert(donations)
      .values({
        paymentId: p.id,
        amountRwf: 5_000,
        donationType: 'one-time',
        paymentMethod: 'card',
        firstName: 'Win at',
        lastName: 'prizes-now.example.com',
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
    expect(smtp.received[0]!.raw).not.toMatch(/prizes-now|Win at|Received from/);
    expect(mail.text).toContain('No goods or services were provided in return for this gift.');
  });

  it('a sponsorship confirmation to the sponsor', async () => {
    const [child] = await db()
      .insert(children)
      .values({ ...listedChild, name: 'Eric', age: 9, location: 'Musanze', story: '...', monthlySupport: '15000' })
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
      expect(part).toContain('Dear Grace Mukamana,');
      expect(part).toContain('Grace Mukamana');
      expect(part).not.toContain('0788000002');
      expect(part).toContain('No goods or services were provided in return for this gift.');
      expect(part).toContain('RWF 15,000');
      expect(part).toContain('Monthly');
      expect(part).toContain('Airtime');
      expect(part).toContain(sponsorshipReference(sp!.id));
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

  it('a volunteer application in Kinyarwanda names the skill by its Kinyarwanda name', async () => {
    const [skill] = await db()
      .insert(skills)
      .values({ name: 'Teaching English', translations: { rw: { name: 'Kwigisha Icyongereza' } } })
      .returning();
    const [a] = await db()
      .insert(applications)
      .values({
        firstName: 'Aline',
        lastName: 'Uwase',
        email: 'aline@example.com',
        country: 'Rwanda',
        skillId: skill!.id,
        availabilityDate: '2026-09-01',
      })
      .returning();
    await queue({ type: 'application-confirmation', applicationId: a!.id, lang: 'rw' });
    const confirmation = await mailTo('aline@example.com');
    expect(confirmation.text).toContain('Kwigisha Icyongereza');
    expect(confirmation.text).not.toContain('Teaching English');
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
