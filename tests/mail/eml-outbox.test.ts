import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactMessages } from '~/server/core/db/schema';
import { queueMailEvent } from '~/server/core/mail/notify';
import { startTestServer, type TestServer } from '~test/server';
import { MAIL_ENV, addSubscribers, progress, sendNewsletter, waitUntil } from './helpers';

let s: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mail-eml-'));
  s = await startTestServer({ env: { ...MAIL_ENV, DATA_DIR: dataDir } });
});
afterAll(async () => {
  await s.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('writes every message as an .eml file under DATA_DIR/outbox when SMTP_URL is not set', async () => {
  const token = await s.login();
  await addSubscribers(s.database.db, ['one@example.com', 'two@example.com']);
  const { body } = await sendNewsletter(s, token, { subject: 'Offline news', message: 'Line one\nLine two' });
  const [m] = await s.database.db
    .insert(contactMessages)
    .values({ name: 'Visitor', email: 'visitor@example.com', subject: 'Hello', message: 'Hi' })
    .returning();
  await queueMailEvent({ db: s.database.db, config: s.config }, { type: 'contact-notice', messageId: m!.id });

  const outbox = path.join(dataDir, 'outbox');
  const files = await waitUntil(
    async () => (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')),
    (f) => f.length === 3,
    15_000,
    'three .eml files',
  );
  // Written atomically: no temporary file is left behind.
  expect(await readdir(outbox)).toHaveLength(3);
  const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(outbox, f)))));
  const to = (addr: string) => mails.find((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === addr);

  const news = to('one@example.com')!;
  expect(news.subject).toBe('Offline news');
  expect(news.text).toContain('Line one\nLine two');
  expect(String(news.html)).toContain('Line one<br>\nLine two');
  const header = (key: string) => news.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
  expect(header('list-unsubscribe')).toMatch(
    /^List-Unsubscribe: <https:\/\/charity\.example\/api\/unsubscribe\/one-click\?token=[\w.%-]+>, <mailto:office@charity\.example\?subject=unsubscribe>$/,
  );
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(to('two@example.com')).toBeDefined();
  expect(to('office@charity.example')?.subject).toBe('New contact message: Hello');

  const p = await waitUntil(
    () => progress(s, token, body.data._id),
    (x) => x.status === 'done',
  );
  expect(p).toMatchObject({ total: 2, sent: 2, failed: 0 });
});
