import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess, throwawayPostgres } from '~test/process';

/**
 * A stream of writes, a SIGKILL in the middle, a restart on the same data: every
 * write that got a 2xx answer must be there, intact.
 */
const ADMIN = {
  ADMIN_EMAIL: 'crash@test.example',
  ADMIN_PASSWORD: 'crash-test-password',
  RATE_LIMIT_PUBLIC_WRITES: '100000',
};

type Write = { kind: 'contact' | 'application' | 'donation'; key: string };

/** Writes until `killAfter` of them are acknowledged, then kills the server mid-stream. */
async function writeStream(url: string, killAfter: number, kill: () => void): Promise<Write[]> {
  const acknowledged: Write[] = [];
  let killed = false;
  let n = 0;
  const one = async (): Promise<void> => {
    const i = n++;
    const key = `w${i}-${Math.random().toString(36).slice(2, 8)}`;
    // Applications rather than subscriptions: a subscription is only a confirmation e-mail until its link is followed.
    const kind = (['contact', 'application', 'donation'] as const)[i % 3]!;
    const req =
      kind === 'contact'
        ? {
            path: '/api/contact',
            body: {
              fullname: `Writer ${key}`,
              email: `${key}@crash.example`,
              phoneNumber: '',
              subject: `Subject ${key}`,
              message: `Message ${key}`,
            },
          }
        : kind === 'application'
          ? {
              path: '/api/add/application',
              body: {
                firstName: 'Crash',
                lastName: key,
                email: `${key}@crash.example`,
                country: 'Rwanda',
                availabilityDate: '2026-12-01',
              },
            }
          : {
              path: '/api/donations',
              body: {
                amount: 1000 + i,
                donationType: 'one-time',
                paymentMethod: 'card',
                firstName: 'Crash',
                lastName: key,
                email: `${key}@crash.example`,
                phone: '',
                anonymous: false,
                cardNumber: '4242424242424242',
                cardExpiry: '12/30',
                cardCvc: '123',
                cardName: 'Crash Test',
              },
            };
    try {
      const res = await fetch(url + req.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(req.body),
        // Only a hang: a busy machine may take seconds to answer.
        signal: AbortSignal.timeout(30_000),
      });
      if (res.status >= 200 && res.status < 300) {
        acknowledged.push({ kind, key });
        // By count, not by time: as many writes are at stake on a busy machine as on an idle one.
        if (acknowledged.length === killAfter) {
          killed = true;
          kill();
        }
      } else if (!killed) throw new Error(`${req.path} answered ${res.status}: ${await res.text()}`);
    } catch (e) {
      if (!killed) throw e;
    }
  };
  // Four writers in parallel, still writing when the server is killed.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!killed) await one();
    }),
  );
  return acknowledged;
}

async function adminToken(url: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

async function verify(url: string, writes: Write[]) {
  const token = await adminToken(url);
  const get = async <T>(p: string) =>
    (await (await fetch(url + p, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
  const messages = await get<{ subject: string; message: string; email: string }[]>('/api/message');
  const applications = (await get<{ data: { email: string }[] }>('/api/application')).data;
  const donations: { donor: string; amount: number }[] = [];
  for (let page = 1; ; page++) {
    const res = await get<{ data: { donor: string; amount: number }[] }>(
      `/api/donations?period=all&pageSize=100&page=${page}`,
    );
    donations.push(...res.data);
    if (res.data.length < 100) break;
  }
  expect(Array.isArray(messages) && Array.isArray(applications)).toBe(true);
  for (const w of writes) {
    if (w.kind === 'contact') {
      const m = messages.find((x) => x.subject === `Subject ${w.key}`);
      expect(m, `contact ${w.key}`).toBeDefined();
      expect(m!.message).toBe(`Message ${w.key}`);
      expect(m!.email).toBe(`${w.key}@crash.example`);
    } else if (w.kind === 'application') {
      expect(
        applications.some((x) => x.email === `${w.key}@crash.example`),
        `application ${w.key}`,
      ).toBe(true);
    } else {
      expect(
        donations.some((d) => d.donor.includes(w.key)),
        `donation ${w.key}`,
      ).toBe(true);
    }
  }
}

async function crashAndRecover(env: Record<string, string>) {
  let server: ServerProcess = await startServerProcess({ ...ADMIN, ...env });
  // Killed whatever happens: a write refused before the kill must not leave the server running.
  const writes = await writeStream(server.url, 30, () => void server.kill('SIGKILL')).finally(() =>
    server.kill('SIGKILL'),
  );
  expect(writes.length).toBeGreaterThanOrEqual(30);
  server = await startServerProcess({ ...ADMIN, ...env });
  try {
    await verify(server.url, writes);
  } finally {
    await server.kill();
  }
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe('crash safety', () => {
  it('keeps every acknowledged write across a SIGKILL on PGlite', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crash-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    await crashAndRecover({ DATA_DIR: dir });
  }, 300_000);

  it('keeps every acknowledged write across a SIGKILL on PostgreSQL', async () => {
    const db = await throwawayPostgres();
    cleanups.push(() => db.drop());
    const dir = mkdtempSync(path.join(tmpdir(), 'crash-pg-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    await crashAndRecover({ DATABASE_URL: db.url, DATA_DIR: dir });
  }, 300_000);
});
