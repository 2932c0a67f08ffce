import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer } from 'node:net';
import { PRODUCTION_ENV, PRODUCTION_V8_ARGS } from '../../scripts/production-start';

export { throwawayPostgres } from './throwaway-postgres';

/** A free port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The server bundle to run instead of the source, when the run has built one from the code
 * of the moment: playwright.config.ts names the browser tests' bundle here (under Vitest
 * without it, see vitestBundle). Node starts it
 * in about half the CPU of tsx compiling the source (8 s against 15 s, issue 38.6).
 */
export const SERVER_BUNDLE_ENV = 'E2E_SERVER_BUNDLE';

/** Where this Vitest run's server bundles go, one folder per worker process. */
export const TEST_BUNDLES_ENV = 'TEST_SERVER_BUNDLES';
let built: Promise<string> | undefined;
/**
 * Under Vitest, the server bundled once per worker process from the code of the moment
 * (scripts/build-server.ts, 2 s of CPU) into a folder of its own under the run's
 * (TEST_BUNDLES_ENV, made and removed by tests/helpers/global-setup.ts): the process tests
 * start a dozen servers, each in 8 s of CPU instead of tsx's 15 (issue 38.6).
 */
export function vitestBundle(): Promise<string> {
  built ??= (async () => {
    // The run's folder (global-setup.ts removes it at the end), else one of this process's own.
    const out = `${process.env[TEST_BUNDLES_ENV] ?? 'dist/test-server'}/${process.pid}`;
    await promisify(execFile)('node_modules/.bin/tsx', ['scripts/build-server.ts', '--out', out]);
    return `${out}/main.mjs`;
  })();
  return built;
}

/**
 * Starts the real server (`tsx src/server/main.ts`, or with node the bundle named by
 * E2E_SERVER_BUNDLE or, under Vitest, built once per worker; API only is not an option: the full app) and waits until it answers,
 * on `env.PORT` when given (a PUBLIC_URL naming it: freePort() first), else on a free port.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 180_000): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let out = '';
  // Its own process group: tsx runs the server in a child process of its own, so a
  // signal sent to tsx alone would leave the real server running (a "crash" that
  // crashed nothing, and an orphan holding the data directory).
  const bundle = process.env[SERVER_BUNDLE_ENV] ?? (process.env.VITEST ? await vitestBundle() : undefined);
  // A bundle runs with production's V8 flags and C allocator settings, as the systemd unit starts it.
  const [command, args] = bundle
    ? [process.execPath, [...PRODUCTION_V8_ARGS, bundle]]
    : ['node_modules/.bin/tsx', ['src/server/main.ts']];
  const child = spawn(command, args, {
    detached: true,
    env: {
      ...process.env,
      ...(bundle ? PRODUCTION_ENV : {}),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // The overload guard has its own test (tests/resilience/limits.test.ts); here a machine
      // at a load of 16 once held the loop 10 s and a crash test was answered 503: the most the
      // setting allows, so that only a hang would trip it.
      MAX_EVENT_LOOP_DELAY_MS: '60000',
      // The test admin signs in with a password alone (second factors have their own tests).
      STAFF_REQUIRE_2FA: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${url}/api/auth/me`);
      if (res.status === 401) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      signalGroup(child.pid!, 'SIGKILL');
      throw new Error(`server did not start in time:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output: () => out,
    async kill(signal = 'SIGTERM') {
      const pid = child.pid!;
      signalGroup(pid, signal);
      // Done when no process of the group is left (tsx and the server both).
      const until = Date.now() + 15_000;
      while (groupAlive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
      // A killed process may linger as a zombie until it is reaped: bounded, not forever.
      const reaped = Date.now() + 5_000;
      while (groupAlive(pid) && Date.now() < reaped) await new Promise((r) => setTimeout(r, 50));
    },
  };
}

/** Sends `signal` to every process of the group `pid` leads (spawned with `detached`). */
export function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    /* the group is gone already */
  }
}

/** Whether any process of the group `pid` leads is still alive. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
