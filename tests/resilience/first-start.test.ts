import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '~/server/core/db/client';
import { images } from '~/server/core/db/images-schema';
import { gifts } from '~/server/core/db/schema';
import { demoGifts } from '~/server/operations/demo/seed-data';
import { startServerProcess } from '~test/process';

/**
 * The first start on the embedded database (issue 29, src/server/core/db/first-start.ts): a
 * child process creates, migrates and seeds the new data directory and exits; the server
 * then opens it and serves the demo content. Always on the embedded database: that is
 * what the first start prepares (PostgreSQL is migrated by the server itself).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'first-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('a new data directory is prepared by a child process that is gone once the site answers', async () => {
  const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  try {
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    const group = execFileSync('ps', ['-o', 'args=', '-g', String(server.child.pid)], { encoding: 'utf8' });
    // The server itself is still running: the source through tsx, or the bundle with node (process.ts).
    expect(group).toMatch(/src\/server\/main\.ts|\/main\.mjs/);
    expect(group).not.toContain('--prepare-data-dir');
    const catalog = await fetch(`${server.url}/catalog`);
    expect(catalog.status).toBe(200);
    expect(await catalog.text()).toContain(demoGifts[0]!.name);
  } finally {
    await server.kill();
  }
  // Seeded once, with its images, in the directory the server then used.
  const database = await openDatabase({ dataDir });
  try {
    const [g] = await database.db.select({ n: count() }).from(gifts);
    expect(g?.n).toBe(demoGifts.length);
    const [i] = await database.db.select({ n: count() }).from(images);
    expect(i?.n).toBeGreaterThanOrEqual(demoGifts.length);
  } finally {
    await database.close();
  }
}, 240_000);
