import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { lockedDir } from './data-dir-lock';

/**
 * The first start on the embedded database. Creating the cluster (PGlite's
 * initdb, a WebAssembly module of its own), every migration from zero and the demo
 * images leave about 100 MB behind in the process that did them, after garbage
 * collection: memory the C allocator took for them and keeps (fragmented, never given
 * back), while a restart on the same data does not. So that work runs once in a
 * short-lived child process (the server's own entry, with PREPARE_FLAG), and the
 * server then opens the prepared directory like on any restart.
 */
export const PREPARE_FLAG = '--prepare-data-dir';

/** True when this process is that child: it prepares the data directory and exits. */
export const isPreparing = () => process.argv.includes(PREPARE_FLAG);

/** No cluster in the directory yet (PGlite itself decides on the same file). */
export const isFirstStart = (dataDir: string) => !existsSync(path.join(lockedDir(dataDir), 'PG_VERSION'));

/**
 * Runs this process's entry again (same node, flags, environment and output) with
 * PREPARE_FLAG, and resolves once it has exited successfully.
 */
export function prepareInChild(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) return Promise.reject(new Error('no entry script to prepare the data directory with'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, entry, PREPARE_FLAG], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new FirstStartError(signal ? `signal ${signal}` : `exit code ${code}`));
    });
  });
}

export class FirstStartError extends Error {
  constructor(how: string) {
    super(`Preparing the new data directory failed (${how}); see the messages above.`);
  }
}
