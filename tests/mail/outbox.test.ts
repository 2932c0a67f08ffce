import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, donations } from '~/server/core/db/schema';
import { mailOutbox } from '~/server/core/db/mail-schema';
import { nudge } from '~/server/core/mail/signals';
import { waitUntil } from './helpers';
import { db, mailTo, payment, queue, s, smtp, withMailServer } from './mail-fixture';

withMailServer();

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
