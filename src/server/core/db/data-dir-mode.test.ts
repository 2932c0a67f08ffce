import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '~/server/core/config';
import { openDatabase } from '~/server/core/db/client';
import { createMailTransport } from '~/server/core/mail/transport';
import { fileOutboxProvider } from '~/server/core/sms/file-outbox';
import { OWNER_ONLY_UMASK, ownerOnlyFiles, prepareDataDir } from './data-dir-mode';

/**
 * Issue 37.13: DATA_DIR (database files, outboxes holding links) is the site's user's
 * alone: made 0700, every file in it 0600, a warning when an existing one lets others in.
 */
const root = mkdtempSync(path.join(tmpdir(), 'data-dir-mode-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every file and folder under `dir` whose mode lets the group or others in. */
function exposed(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mode = statSync(full).mode & 0o777;
    if (mode & 0o077) out.push(`${path.relative(root, full)} ${mode.toString(8)}`);
    if (entry.isDirectory()) out.push(...exposed(full));
  }
  return out;
}

const config = (dataDir: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });

describe('DATA_DIR is the owner’s alone', () => {
  it('the outboxes write their files for the owner only, whatever the umask', async () => {
    const before = process.umask(0o022);
    try {
      const dataDir = path.join(root, 'outboxes');
      await fileOutboxProvider(path.join(dataDir, 'sms-outbox')).send({ id: 'm1', to: '+250788000001', text: 'Hi' });
      await createMailTransport(config(dataDir)).send({
        to: 'donor@example.org',
        subject: 'Your giving page',
        text: 'https://example.org/my-giving?token=secret',
        html: '<p>link</p>',
        messageId: '<m1@example.org>',
      });
      expect(readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(1);
      expect(exposed(dataDir)).toEqual([]);
    } finally {
      process.umask(before);
    }
  });

  it('a new DATA_DIR is made 0700, and the database files in it are 0600 at every start', async () => {
    const before = process.umask(0o022);
    try {
      ownerOnlyFiles();
      expect(process.umask(OWNER_ONLY_UMASK)).toBe(OWNER_ONLY_UMASK);
      const dataDir = path.join(root, 'fresh', 'data');
      expect(prepareDataDir(dataDir)).toBeNull();
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      // Made, then opened again as at the next start: nothing in it is open to others.
      await (await openDatabase({ dataDir })).close();
      const database = await openDatabase({ dataDir });
      try {
        expect(readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(0);
        expect(exposed(dataDir)).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      process.umask(before);
    }
  });

  it('warns at start about a DATA_DIR others can open, saying how to close it', () => {
    const open = path.join(root, 'shared');
    mkdirSync(open);
    chmodSync(open, 0o755);
    expect(prepareDataDir(open)).toMatch(/can be opened by other users \(mode 0755\).*chmod -R go= /);
    chmodSync(open, 0o700);
    expect(prepareDataDir(open)).toBeNull();
  });
});
