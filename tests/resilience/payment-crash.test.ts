import { purchases } from '~/server/routes';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/core/config';
import { openDatabase } from '~/server/core/db/client';
import { donations, payments } from '~/server/core/db/schema';
import { createPaymentGateway } from '~/server/giving/payments/gateway';
import { runPaymentPollerPass } from '~/server/giving/payments/poller';
// The purchase writers the poller settles with are registered where the API is (src/server/routes.ts).
import '~/server/routes';
import { type ServerProcess, startServerProcess, throwawayPostgres } from '~test/process';
import { type MomoDouble, startMomoDouble } from '../doubles/momo';

/**
 * A payment is committed pending (with the provider's reference chosen
 * beforehand) before the provider is asked, outside any transaction. The real server
 * is SIGKILLed in between, then the poller resolves what was left: never a lost payment
 * (the request that reached MTN is found and approved), never a charge for one that
 * did not (it fails; nothing was asked of the payer). On PGlite and on PostgreSQL.
 */
let momo: MomoDouble;
const cleanups: (() => Promise<void> | void)[] = [];
beforeAll(async () => {
  momo = await startMomoDouble({ callbackHost: '127.0.0.1' });
});
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  await momo.close();
});

const liveEnv = () => ({
  // The real server renders pages too: it needs a build (`npm run build`, or BUILD_DIR=... npx react-router build).
  BUILD_DIR: process.env.BUILD_DIR ?? 'build',
  ADMIN_EMAIL: 'crash@test.example',
  ADMIN_PASSWORD: 'crash-test-password',
  RATE_LIMIT_PUBLIC_WRITES: '100000',
  PUBLIC_URL: 'http://127.0.0.1:9',
  MOMO_BASE_URL: momo.url,
  MOMO_SUBSCRIPTION_KEY: momo.settings.subscriptionKey,
  MOMO_API_USER: momo.settings.apiUser,
  MOMO_API_KEY: momo.settings.apiKey,
});

let n = 0;
const donate = (url: string, phone: string) =>
  fetch(`${url}/api/donations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      amount: 5000,
      donationType: 'one-time',
      paymentMethod: 'momo',
      phone,
      firstName: 'Crash',
      lastName: `Test ${n++}`,
      email: `crash-${n}@example.org`,
    }),
  }).catch(() => null); // the server dies with the request open

const requestsToPay = () =>
  momo.requests.filter((r) => r.method === 'POST' && r.path === '/collection/v1_0/requesttopay').length;
async function until(what: string, done: () => boolean) {
  for (let i = 0; i < 600 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
  if (!done()) throw new Error(`never happened: ${what}`);
}

/** Starts the server, lets `arrange` stop one payment at the chosen step, SIGKILLs, and answers the payment row. */
async function crashDuring(env: Record<string, string>, phone: string, arrange: () => void, reached: () => boolean) {
  const server: ServerProcess = await startServerProcess({ ...liveEnv(), ...env });
  try {
    arrange();
    void donate(server.url, phone);
    await until('the step to crash at', reached);
  } finally {
    await server.kill('SIGKILL');
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const config = loadConfig({ NODE_ENV: 'test', ...liveEnv() });
  const deps = { db: database.db, config, gateway: createPaymentGateway(config, { timeoutMs: 5_000 }), purchases };
  const [row] = await database.db
    .select()
    .from(payments)
    .where(eq(payments.payerPhone, `250${phone.slice(1)}`));
  return { row: row!, deps, close: () => database.close() };
}

async function bothCrashes(env: Record<string, string>, label: string) {
  // 1. Committed, then killed while fetching the token: the request-to-pay never left.
  const unasked = '0788500001'.replace('5000', label === 'pg' ? '5100' : '5000');
  const sentBefore = requestsToPay();
  const tokens = () => momo.requests.filter((r) => r.path === '/collection/token/').length;
  const tokensBefore = tokens();
  const a = await crashDuring(
    env,
    unasked,
    () => momo.fault('/collection/token/', 'hang', 1),
    () => tokens() > tokensBefore,
  );
  try {
    expect(requestsToPay()).toBe(sentBefore);
    expect(a.row).toMatchObject({ status: 'pending', provider: 'mtn-momo' });
    expect(a.row.providerRef).toMatch(/^[0-9a-f-]{36}$/);
    const later = new Date(Date.now() + 120_000);
    await runPaymentPollerPass(a.deps, later);
    const [after] = await a.deps.db.select().from(payments).where(eq(payments.id, a.row.id));
    // MTN never had it (404 for its reference): failed, nothing charged, nothing bought.
    expect(after).toMatchObject({ status: 'declined', declineDetail: 'provider_error' });
    expect(await a.deps.db.select().from(donations).where(eq(donations.paymentId, a.row.id))).toHaveLength(0);
    expect(requestsToPay()).toBe(sentBefore);
  } finally {
    await a.close();
  }

  // 2. Committed and sent, killed before MTN's answer came back; the payer approves on the phone.
  const asked = label === 'pg' ? '0788510002' : '0788500002';
  momo.script(`250${asked.slice(1)}`, { outcome: 'SUCCESSFUL' });
  const b = await crashDuring(
    env,
    asked,
    () => momo.slow('/collection/v1_0/requesttopay', 60_000, 1),
    () => requestsToPay() === sentBefore + 1,
  );
  try {
    expect(b.row.status).toBe('pending');
    expect(momo.transactions.has(b.row.providerRef!)).toBe(true);
    await runPaymentPollerPass(b.deps, new Date(Date.now() + 120_000));
    const [after] = await b.deps.db.select().from(payments).where(eq(payments.id, b.row.id));
    expect(after!.status).toBe('approved');
    expect(await b.deps.db.select().from(donations).where(eq(donations.paymentId, b.row.id))).toHaveLength(1);
    expect(requestsToPay()).toBe(sentBefore + 1);
  } finally {
    await b.close();
  }
}

describe('a SIGKILL between the pending payment and the provider', () => {
  it('on PGlite: the poller resolves what was left, no payment lost, none charged twice', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pay-crash-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    await bothCrashes({ DATA_DIR: dir }, 'pglite');
  }, 400_000);

  it('on PostgreSQL: the same', async () => {
    const db = await throwawayPostgres();
    cleanups.push(() => db.drop());
    const dir = mkdtempSync(path.join(tmpdir(), 'pay-crash-pg-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    await bothCrashes({ DATABASE_URL: db.url, DATA_DIR: dir }, 'pg');
  }, 400_000);
});
