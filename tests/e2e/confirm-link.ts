import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { type APIRequestContext, expect } from './fixtures';

/**
 * Links the site e-mails, in e2e: the server has no SMTP_URL, so each e-mail is an .eml
 * file under its DATA_DIR/outbox (the newsletter's double opt-in, the giving page's link).
 */
const outboxOf = (port: number | string) => path.join(`.e2e-data-${port}`, 'outbox');

/** The path and query of the last link to `page` (e.g. '/my-giving') e-mailed to `email` (by the site on `port`). */
export async function emailedLinkFor(
  email: string,
  page: string,
  port: number | string = process.env.E2E_PORT ?? 3210,
): Promise<string> {
  const outbox = outboxOf(port);
  const pattern = new RegExp(`https?://\\S+${page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?token=\\S+`);
  let link: string | undefined;
  await expect(async () => {
    for (const file of (await readdir(outbox)).filter((f) => f.endsWith('.eml'))) {
      const raw = await readFile(path.join(outbox, file));
      if (!raw.includes(email)) continue;
      const mail = await simpleParser(raw);
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      if (to?.value[0]?.address !== email) continue;
      link = pattern.exec(mail.text ?? '')?.[0] ?? link;
    }
    expect(link).toBeDefined();
  }).toPass({ timeout: 15_000 });
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** The path and query of the newsletter confirmation link e-mailed to `email`. */
export const confirmLinkFor = (email: string) => emailedLinkFor(email, '/subscribe/confirm');

/** Subscribes `email` as a visitor does: the request, then the e-mailed link's confirmation. */
export async function subscribeConfirmed(request: APIRequestContext, email: string): Promise<void> {
  expect((await request.post('/api/subscriptions', { data: { email } })).status()).toBe(201);
  const token = new URL(await confirmLinkFor(email), 'http://x').searchParams.get('token');
  expect((await request.post('/api/subscriptions/confirm', { data: { token } })).status()).toBe(200);
}
