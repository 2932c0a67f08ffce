/*
 * `npm run lint:openapi`: the OpenAPI document exactly as GET /api/openapi.json serves
 * it, checked by Redocly CLI's recommended rules (redocly.yaml), with no server listening
 * and no network. The app is built in memory on an in-memory PGlite database and asked
 * for the document through Fastify's `inject`; the document goes to a temporary file,
 * which `redocly lint` reads. Redocly is told not to send telemetry or look for a newer
 * version, and runs with a preload (openapi-lint-offline.mjs) that refuses and reports
 * any connection it would open: the lint must pass on a machine without network.
 *
 * `--out <file>` keeps the document there instead (the test of this script reads it).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '~/server/app';
import { loadConfig } from '~/server/core/config';
import { openDatabase } from '~/server/core/db/client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The document as the running site would serve it (PUBLIC_URL from the environment, if set). */
export async function exportOpenApiDocument(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
  const database = await openDatabase({});
  const app = await buildServer({ config, db: database.db, web: false, logger: false, workers: false });
  try {
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
    return res.body;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `redocly lint` on a file, offline; its exit code, and the connections it tried (none expected). */
export function lintOffline(file: string): { status: number; output: string; attempts: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-net-'));
  const attemptsFile = path.join(dir, 'attempts.log');
  writeFileSync(attemptsFile, '');
  const cli = path.join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const run = spawnSync(
    process.execPath,
    ['--import', path.join(root, 'scripts', 'openapi-lint-offline.mjs'), cli, 'lint', file],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
        OPENAPI_LINT_NETWORK_LOG: attemptsFile,
      },
      timeout: 300_000,
    },
  );
  const attempts = readFileSync(attemptsFile, 'utf8').split('\n').filter(Boolean);
  rmSync(dir, { recursive: true, force: true });
  return { status: run.status ?? 1, output: `${run.stdout}${run.stderr}`, attempts };
}

async function main() {
  const outAt = process.argv.indexOf('--out');
  const document = await exportOpenApiDocument();
  if (outAt > 0 && process.argv[outAt + 1]) {
    writeFileSync(process.argv[outAt + 1]!, document);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-doc-'));
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, document);
  const result = lintOffline(file);
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write(result.output);
  if (result.attempts.length) {
    console.error(`Redocly tried to reach the network:\n${result.attempts.join('\n')}`);
    process.exitCode = 1;
  } else if (result.status !== 0) process.exitCode = result.status;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
