import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { throwawayPostgres, vitestBundle } from './process';

export interface CommandRun {
  code: number | null;
  /** What it printed, standard output and standard error together. */
  out: string;
}

/**
 * An operator's command (`npm run admin`, `npm run import`) as a test file runs it: the
 * command from this run's server bundle (scripts/build-server.ts bundles the commands with
 * the server; node starts one in about half the CPU tsx takes to compile it), on a folder of
 * the file's own (the PGlite data directory inside it) or, with TEST_DATABASE_URL, a
 * throw-away PostgreSQL database. Call it at the file's top level: it sets both up before
 * the file's tests and removes them after.
 */
export function operatorCommand(name: 'admin' | 'import') {
  const cleanups: (() => Promise<void> | void)[] = [];
  const state = { dir: '', env: {} as Record<string, string> };
  beforeAll(async () => {
    state.dir = mkdtempSync(path.join(tmpdir(), `${name}-cli-`));
    cleanups.push(() => rmSync(state.dir, { recursive: true, force: true }));
    state.env = { DATA_DIR: path.join(state.dir, 'data'), LOG_LEVEL: 'silent' };
    if (process.env.TEST_DATABASE_URL) {
      const db = await throwawayPostgres();
      cleanups.push(() => db.drop());
      state.env.DATABASE_URL = db.url;
    }
  });
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });
  return {
    /** A folder for the test's files (the data directory is inside it). */
    get dir() {
      return state.dir;
    },
    /** The command's database: DATA_DIR, or DATABASE_URL too. */
    get env() {
      return state.env;
    },
    /** Runs the command with `args`, `stdin` written to it, and waits for it to end. */
    async run(args: string[], stdin = ''): Promise<CommandRun> {
      const command = path.join(path.dirname(await vitestBundle()), `${name}.mjs`);
      return runCommand(process.execPath, [command, ...args], { ...process.env, ...state.env }, stdin);
    },
  };
}

/** Runs `command` with `args` and `env`, `stdin` written to it; its exit code and its output (stdout and stderr). */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv, stdin = ''): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.end(stdin);
  });
}
