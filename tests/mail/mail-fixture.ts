import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { payments } from '~/server/core/db/schema';
import type { MailEvent } from '~/server/core/mail/mail-event';
import { queueMailEvent } from '~/server/core/mail/notify';
import { startTestServer, type TestServer } from '~test/server';
import { MAIL_ENV, clearMail } from './helpers';
import { startSmtp, type TestSmtp } from './smtp';

/**
 * A server that sends its e-mail to a local SMTP server, one per test file
 * (`withMailServer()` at the top of the file); the bindings below are live, set by it.
 */
export let smtp: TestSmtp;
export let s: TestServer;
export let token: string;

export function withMailServer(): void {
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
}

export const db = () => s.database.db;

/** Waits for the one message to `to` and parses it. */
export async function mailTo(to: string): Promise<ParsedMail> {
  await smtp.waitFor(() => smtp.countFor(to) > 0, 60_000, `a message to ${to}`);
  return smtp.parse(smtp.received.find((m) => m.to.includes(to))!);
}

export function expectPlainFrame(mail: ParsedMail) {
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

export async function payment(amountMinor: number, method: string) {
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

export async function queue(event: MailEvent) {
  await queueMailEvent({ db: db(), config: s.config }, event);
}
