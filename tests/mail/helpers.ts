import type { Db } from '~/server/core/db/client';
import { subscriptions } from '~/server/core/db/schema';
import { mailOutbox, mailRecipientCounts, newsletterSends } from '~/server/core/db/mail-schema';
import type { TestServer } from '~test/server';

export const MAIL_ENV = {
  PUBLIC_URL: 'https://charity.example',
  ORG_NAME: 'Hope for Musanze Children',
  ORG_EMAIL: 'office@charity.example',
  MAIL_FROM: 'Hope for Musanze Children <news@charity.example>',
};

export async function addSubscribers(db: Db, emails: string[]): Promise<Map<string, string>> {
  const rows = await db
    .insert(subscriptions)
    .values(emails.map((email) => ({ email })))
    .returning();
  return new Map(rows.map((r) => [r.email, r.id]));
}

export async function clearMail(db: Db): Promise<void> {
  for (const table of [newsletterSends, subscriptions, mailOutbox, mailRecipientCounts]) await db.delete(table);
}

export interface Progress {
  _id: string;
  subject: string;
  status: 'queued' | 'sending' | 'done';
  total: number;
  sent: number;
  failed: number;
  queued: number;
  createdAt: string;
  finishedAt: string | null;
  failures: { email: string; reason: string | null }[];
}

/** The send's progress; a 503 (a busy test machine trips the event-loop guard) is asked again. */
export async function progress(s: Pick<TestServer, 'request'>, token: string, id: string): Promise<Progress> {
  for (let i = 0; ; i++) {
    const res = await s.request(`/api/newsletter/sends/${id}`, { token });
    if (res.status === 200) return ((await res.json()) as { data: Progress }).data;
    if (res.status !== 503 || i >= 20) throw new Error(`progress: ${res.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function waitUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
  what = 'condition',
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function sendNewsletter(
  s: Pick<TestServer, 'request'>,
  token: string,
  body: { subject: string; message: string; subscriptionId?: string },
  headers: Record<string, string> = {},
) {
  const res = await s.request('/api/send-newsletter', { method: 'POST', token, json: body, headers });
  return { status: res.status, body: (await res.json()) as { message: string; data: { _id: string; total: number } } };
}
