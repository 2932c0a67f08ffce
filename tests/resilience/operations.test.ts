import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, freePort, signalGroup, startServerProcess, throwawayPostgres } from '~test/process';
import { runCommand } from '~test/cli';

/**
 * The running site as an operator meets it (issue 29, and issue 24's admin command): health
 * and readiness, one process per embedded database (the admin command refuses beside the
 * site and changes nothing; on PostgreSQL it works beside it), `npm run backup` while the
 * site runs, and readiness turning false on SIGTERM before the server drains.
 */
const ADMIN = { email: 'ops@test.example', password: 'ops-first-password-42' };
let env: Record<string, string>;
let server: ServerProcess;
const cleanups: (() => Promise<void> | void)[] = [];

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'operations-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DRAIN_DELAY_MS: '3000' };
  if (onPostgres) {
    const db = await throwawayPostgres();
    cleanups.push(() => db.drop());
    env.DATABASE_URL = db.url;
  }
  server = await startServerProcess(env);
  cleanups.push(() => server.kill('SIGKILL'));
});
afterAll(async () => {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => {});
});

const run = (script: string, args: string[], stdin = '', extra: Record<string, string> = {}) =>
  runCommand(
    'node_modules/.bin/tsx',
    [script, ...args],
    { ...process.env, LOG_LEVEL: 'warn', ...env, ...extra },
    stdin,
  );
const login = async (password: string) =>
  (
    await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password }),
    })
  ).status;

describe('operating the site', () => {
  it('answers /healthz and /readyz', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('npm run admin beside the running site: refused with no change (embedded), or done (PostgreSQL)', async () => {
    const result = await run('src/server/cli/admin.ts', ['set-password', ADMIN.email], 'ops-second-password-42\n');
    if (onPostgres) {
      expect(result.code).toBe(0);
      expect(await login('ops-second-password-42')).toBe(200);
      expect(await login(ADMIN.password)).toBe(401);
    } else {
      expect(result.code).toBe(3);
      expect(result.out).toContain('in use by the running site');
      expect(result.out).toContain('Nothing changed');
      expect(await login(ADMIN.password)).toBe(200);
      expect(await login('ops-second-password-42')).toBe(401);
    }
  });

  it('npm run backup while the site runs (on the embedded database, the site takes it)', async () => {
    const result = await run('src/server/cli/backup.ts', []);
    expect(result.code, result.out).toBe(0);
    expect(result.out).toContain(onPostgres ? 'Backup written:' : 'Backup written by the running site:');
    const file = /Backup written[^:]*: (\S+)/.exec(result.out)![1]!;
    expect(existsSync(file) && existsSync(`${file}.sha256`)).toBe(true);
  });

  it(`a second server on the same ${onPostgres ? 'PostgreSQL database runs beside it' : 'data directory is refused'}`, async () => {
    if (onPostgres) {
      // Several instances share one PostgreSQL database by design (behind a load balancer).
      const second = await startServerProcess(env);
      try {
        expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
      } finally {
        await second.kill();
      }
      return;
    }
    const port = await freePort();
    const second = await run('src/server/main.ts', [], '', {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
    });
    expect(second.code).toBe(1);
    expect(second.out).toContain('in use by the running site');
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('on SIGTERM, /readyz turns 503 while requests are still answered, then the server stops', async () => {
    signalGroup(server.child.pid!, 'SIGTERM');
    let draining = false;
    for (let i = 0; i < 100 && !draining; i++) {
      const res = await fetch(`${server.url}/readyz`);
      draining = res.status === 503 && ((await res.json()) as { status: string }).status === 'draining';
      if (!draining) await new Promise((r) => setTimeout(r, 20));
    }
    expect(draining).toBe(true);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const exited = await new Promise<number | null>((resolve) => {
      if (server.child.exitCode !== null) resolve(server.child.exitCode);
      server.child.on('exit', (code) => resolve(code));
    });
    expect(exited).toBe(0);
  });
});
