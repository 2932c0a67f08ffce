import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

type Cleanup = () => Promise<void> | void;

/**
 * What a test file undoes after its tests (databases, servers, folders): last made, first
 * undone, each whether or not another one fails.
 */
export function testCleanups() {
  const cleanups: Cleanup[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => {});
  });
  /** Undoes this after the file's tests. */
  const later = (cleanup: Cleanup): void => void cleanups.push(cleanup);
  /** A new empty folder in the system's temporary one, removed after the file's tests. */
  const tempDir = (prefix: string): string => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    later(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  return { later, tempDir };
}
