import { describe, expect, it } from 'vitest';
import { buildServer } from '~/server/app';
import { loadConfig } from '~/server/core/config';
import { openDatabase } from '~/server/core/db/client';
import { operatorCommand } from '~test/cli';

/**
 * `npm run admin` as an operator runs it: a process on the server's database (PGlite in
 * a data directory, or PostgreSQL with TEST_DATABASE_URL), then sign-ins over HTTP.
 */
const cli = operatorCommand('admin');
const admin = (args: string[], stdin = '') => cli.run(args, stdin);

describe('npm run admin', () => {
  it('refuses what is not an e-mail address, a weak password and a password on the command line', async () => {
    const bad = await admin(['create', 'not-an-email'], 'a-good-password-42\n');
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('Not an e-mail address');
    const weak = await admin(['create', 'weak@example.org'], `${'a'.repeat(12)}\n`);
    expect(weak.code).toBe(2);
    expect(weak.out).toContain('at least 6 different characters');
    const argv = await admin(['create', 'argv@example.org', 'a-good-password-42']);
    expect(argv.code).toBe(2);
    expect(argv.out).toContain('not taken on the command line');
  }, 120_000);

  it('reads the password from standard input and asks before resetting an existing admin', async () => {
    expect((await admin(['create', 'Keeper@Example.org', '--name', 'Keeper'], 'first-password-42\n')).code).toBe(0);
    const declined = await admin(['create', 'keeper@example.org'], 'second-password-42\nn\n');
    expect(declined.code).toBe(1);
    expect(declined.out).toContain('already an admin');
    expect(declined.out).toContain('Nothing changed.');

    expect((await admin(['create', 'resetter@example.org'], 'old-password-42\n')).code).toBe(0);
    expect((await admin(['create', 'resetter@example.org'], 'new-password-42\ny\n')).code).toBe(0);
    expect((await admin(['set-password', 'keeper@example.org'], 'third-password-42\n')).code).toBe(0);

    // Over HTTP, on the same database.
    const config = loadConfig({ NODE_ENV: 'test', ...cli.env });
    const database = await openDatabase({ databaseUrl: cli.env.DATABASE_URL, dataDir: cli.env.DATA_DIR });
    const app = await buildServer({ config, db: database.db, web: false, logger: false, workers: false });
    try {
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      const login = async (email: string, password: string) =>
        (
          await fetch(`${url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          })
        ).status;
      expect(await login('keeper@example.org', 'third-password-42')).toBe(200);
      expect(await login('keeper@example.org', 'second-password-42')).toBe(401);
      expect(await login('resetter@example.org', 'new-password-42')).toBe(200);
      expect(await login('resetter@example.org', 'old-password-42')).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  }, 240_000);
});
