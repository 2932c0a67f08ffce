import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '~/server/core/db/client';
import { subscriptions } from '~/server/core/db/schema';
import { newsletterDeliveries } from '~/server/core/db/mail-schema';
import { type ChildServer, freePort, startChildServer, throwawayDatabase } from './child-server';
import { type Progress, waitUntil } from './helpers';
import { startSmtp, type TestSmtp } from './smtp';

/**
 * The process is SIGKILLed in the middle of a newsletter of several hundred copies and
 * started again on the same data: the send resumes where it stopped and no subscriber
 * gets the newsletter twice (docs/decisions/004-email.md).
 */
const N = 300;
const RATE = 50;
const ADMIN = { email: 'crash-admin@example.org', password: 'crash-password-1234' };

let smtp: TestSmtp;
let dir: string;
let server: ChildServer | undefined;
let drop: (() => Promise<void>) | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtp();
  dir = await mkdtemp(path.join(tmpdir(), 'mail-crash-'));
  let databaseUrl = '';
  if (process.env.TEST_DATABASE_URL) {
    const db = await throwawayDatabase(process.env.TEST_DATABASE_URL);
    databaseUrl = db.url;
    drop = db.drop;
  }
  const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir: dir });
  await database.db
    .insert(subscriptions)
    .values(Array.from({ length: N }, (_, i) => ({ email: `reader${String(i).padStart(3, '0')}@example.com` })));
  await database.close();
  env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    // The real build (`npm test` makes it first): the server checks React Router's page shape at start.
    BUILD_DIR: process.env.BUILD_DIR ?? 'build',
    SMTP_URL: smtp.url,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The admin signs in with a password alone (second factors have their own tests).
    STAFF_REQUIRE_2FA: 'none',
    NEWSLETTER_RATE_PER_SECOND: String(RATE),
    PUBLIC_URL: 'https://charity.example',
  };
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await smtp.close();
  await drop?.();
  await rm(dir, { recursive: true, force: true });
}, 30_000);

it('resumes a newsletter after a SIGKILL mid-send and sends no copy twice', async () => {
  server = await startChildServer(env);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const res = await fetch(`${server.url}/api/send-newsletter`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ subject: 'Half way', message: 'Hello\nfrom Musanze' }),
  });
  expect(res.status).toBe(202);
  const { data } = (await res.json()) as { data: { _id: string; total: number } };
  expect(data.total).toBe(N);

  // Killed the moment the SMTP server has taken in the hundredth copy, before its 250
  // reply reaches the sender: the copy is delivered, the sender never learns it. That is
  // the fate a restart cannot know.
  const crashing = server;
  smtp.onAccept = (count) => {
    if (count === N / 3) crashing.killNow();
  };
  await smtp.waitFor(() => smtp.received.length >= N / 3, 30_000, 'a third of the newsletter');
  await server.stop('SIGKILL');
  smtp.onAccept = () => {};
  const atKill = smtp.received.length;
  expect(atKill).toBeLessThan(N);

  server = await startChildServer(env);
  const progress = await waitUntil(
    async () => {
      const r = await fetch(`${server!.url}/api/newsletter/sends/${data._id}`, { headers: auth });
      return r.status === 200 ? ((await r.json()) as { data: Progress }).data : undefined;
    },
    (p) => p?.status === 'done',
    90_000,
    'the send to finish after the restart',
  );
  await server.stop('SIGTERM');

  // Nobody got it twice.
  const perAddress = new Map<string, number>();
  for (const m of smtp.received) for (const to of m.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
  expect([...perAddress.values()].filter((n) => n > 1)).toEqual([]);

  // Every copy is accounted for: sent ones arrived exactly once; the few whose fate the
  // crash made unknown are recorded as failed with that reason and were not sent again.
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: dir });
  const rows = await database.db.select().from(newsletterDeliveries);
  await database.close();
  const sent = rows.filter((r) => r.status === 'sent');
  const failed = rows.filter((r) => r.status === 'failed');
  expect(sent.length + failed.length).toBe(N);
  for (const r of sent) expect(perAddress.get(r.email), r.email).toBe(1);
  for (const r of failed) expect(r.lastError).toMatch(/^Interrupted while sending/);
  // At most one claimed batch (a tenth of a second's worth) was in flight when the process died.
  expect(failed.length).toBeLessThanOrEqual(RATE / 10);
  expect(progress).toMatchObject({ total: N, sent: sent.length, failed: failed.length, queued: 0 });
  // The send went on after the restart: far more arrived than before the kill.
  expect(perAddress.size).toBeGreaterThan(atKill);
  expect(perAddress.size).toBeGreaterThanOrEqual(N - failed.length);
  // The hundredth copy is among them: delivered, unrecorded, and still not sent again.
  const arrivedAnyway = failed.filter((r) => perAddress.has(r.email)).length;
  expect(arrivedAnyway).toBeGreaterThanOrEqual(1);
  console.info(
    `crash test: ${atKill} arrived before the kill; ${sent.length} sent, ${failed.length} unknown ` +
      `(${arrivedAnyway} of which had arrived) and not sent again`,
  );
}, 150_000);
