import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '~/server/core/config';
import type { Database } from '~/server/core/db/client';
import { readLockOwner, lockedDir } from '~/server/core/db/data-dir-lock';
import { type BackupOutcome, runBackup } from './run';

/**
 * The embedded database belongs to the running server (db/data-dir-lock.ts), so
 * `npm run backup` beside it asks the server to take the backup: a POST to the server's
 * loopback address, carrying a random token the server writes at start into
 * DATA_DIR/control.secret, readable by the server's own user only (mode 0600). Whoever can
 * read that file can read the database files too: the token grants nothing more.
 */
export const CONTROL_PATH = '/_ops/backup';
const secretFile = (dataDir: string) => path.join(dataDir, 'control.secret');

export function createControlToken(dataDir: string): { token: string; remove(): void } {
  const token = randomBytes(32).toString('hex');
  const file = secretFile(dataDir);
  rmSync(file, { force: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return { token, remove: () => rmSync(file, { force: true }) };
}

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function installControlRoute(app: FastifyInstance, opts: { token: string; database: Database; config: Config }) {
  app.post(CONTROL_PATH, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameToken(header.slice(7).trim(), opts.token))
      return reply.code(401).header('cache-control', 'no-store').send({ message: 'Not allowed.' });
    try {
      const outcome = await runBackup(opts.database, opts.config, { trigger: 'manual' });
      return reply.header('cache-control', 'no-store').send(outcome);
    } catch (e) {
      request.log.error({ err: e }, 'backup asked by npm run backup failed');
      return reply
        .code(500)
        .send({ message: `The backup failed: ${e instanceof Error ? e.message : 'unknown error'}` });
    }
  });
}

/** The CLI's side: asks the server that holds DATA_DIR for a backup; null when no server answers for it. */
export async function backupThroughServer(config: Config): Promise<BackupOutcome | null> {
  const owner = readLockOwner(lockedDir(config.DATA_DIR));
  if (owner?.role !== 'server' || !owner.url) return null;
  let token: string;
  try {
    token = readFileSync(secretFile(config.DATA_DIR), 'utf8').trim();
  } catch {
    throw new Error(`The site runs, but ${secretFile(config.DATA_DIR)} cannot be read: run this as the site's user.`);
  }
  const res = await fetch(`${owner.url}${CONTROL_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(60 * 60_000),
  });
  const body = (await res.json().catch(() => ({}))) as BackupOutcome & { message?: string };
  if (!res.ok) throw new Error(body.message ?? `The site answered ${res.status}.`);
  return body;
}
