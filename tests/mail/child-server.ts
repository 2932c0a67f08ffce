import { type ChildProcess, spawn } from 'node:child_process';
import { groupAlive, signalGroup } from '~test/process';

export { freePort, throwawayPostgres as throwawayDatabase } from '~test/process';

/** The real server (src/server/main.ts) as a child process, to be killed like a crashed one. */
export interface ChildServer {
  url: string;
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** SIGKILL at once, synchronously: no chance to record anything more. */
  killNow(): void;
  output(): string;
}

export async function startChildServer(env: Record<string, string>, timeoutMs = 180_000): Promise<ChildServer> {
  const port = Number(env.PORT);
  // Its own process group, so a SIGKILL reaches tsx and the node process it starts.
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  const server: ChildServer = {
    url,
    output: () => log,
    killNow: () => {
      signalGroup(child.pid!, 'SIGKILL');
    },
    async stop(signal = 'SIGKILL') {
      const pid = child.pid!;
      signalGroup(pid, signal);
      const until = Date.now() + 15_000;
      while (groupAlive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
    },
  };
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/api/auth/me`);
      if (res.status === 401) return server;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) {
      await server.stop();
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
