import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One process owns an embedded database's directory: two PGlite instances on one
 * folder each keep their own copy of the pages in memory, and one's writes are lost. The
 * lock is proper-lockfile's (an atomic mkdir of `<dir>.lock`, its mtime refreshed while
 * held, stale after STALE_MS); beside it `<dir>.owner` says who holds it (process id, host,
 * and for a server the loopback address its control routes answer on), so that
 * - a command run beside a running server can say so, or work through it;
 * - a server restarted at once after a crash (kill -9, power cut) does not wait for the
 *   lock to go stale: a lock whose owner process is gone from this host is taken over.
 */
const STALE_MS = 15_000;

export interface LockOwner {
  pid: number;
  host: string;
  since: string;
  /** What holds it: 'server' (the site) or a command's name. */
  role: string;
  /** The server's own address on this machine (loopback), once it listens. */
  url?: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner | null,
  ) {
    super(
      owner
        ? `The database in ${dir} is in use by ${owner.role === 'server' ? 'the running site' : `"${owner.role}"`} ` +
            `(process ${owner.pid} on ${owner.host}, since ${owner.since}).`
        : `The database in ${dir} is in use by another process.`,
    );
  }
}

export interface DataDirLock {
  readonly ownerFile: string;
  /** Adds to what the owner file says (e.g. the server's url once it listens). */
  describe(extra: Partial<LockOwner>): void;
  release(): Promise<void>;
}

const ownerPath = (dir: string) => `${dir}.owner`;

export function readLockOwner(dir: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(ownerPath(dir), 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

function processGone(pid: number): boolean {
  if (pid === process.pid) return true; // our own id, from before a restart (a container's pid 1)
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function takeLock(dir: string, onCompromised: (err: Error) => void) {
  return lockfile.lock(dir, { stale: STALE_MS, realpath: false, retries: 0, onCompromised });
}

/**
 * Takes the lock on `dir` (which must exist) or throws `DataDirLockedError`. `wait` (ms):
 * how long to keep trying while the holder is alive (0 for a command that should refuse at once).
 */
export async function lockDataDir(
  dir: string,
  role: string,
  opts: { wait?: number; onCompromised?: (err: Error) => void } = {},
): Promise<DataDirLock> {
  const onCompromised =
    opts.onCompromised ?? ((err: Error) => console.error(`The lock on ${dir} was lost: ${err.message}`));
  const deadline = Date.now() + (opts.wait ?? 0);
  let release: () => Promise<void>;
  for (;;) {
    try {
      release = await takeLock(dir, onCompromised);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ELOCKED') throw e;
      const owner = readLockOwner(dir);
      if (owner && owner.host === hostname() && processGone(owner.pid)) {
        // Left by a process that died on this machine: it holds nothing any more.
        rmSync(`${dir}.lock`, { recursive: true, force: true });
        rmSync(ownerPath(dir), { force: true });
        continue;
      }
      if (Date.now() >= deadline) throw new DataDirLockedError(dir, owner);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  const file = ownerPath(dir);
  let owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString(), role };
  const write = () => writeFileSync(file, `${JSON.stringify(owner)}\n`, { mode: 0o600 });
  write();
  return {
    ownerFile: file,
    describe(extra) {
      owner = { ...owner, ...extra };
      write();
    },
    async release() {
      rmSync(file, { force: true });
      await release().catch(() => {});
    },
  };
}

export const lockedDir = (dataDir: string) => path.resolve(dataDir, 'pglite');
