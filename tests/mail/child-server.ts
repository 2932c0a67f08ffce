import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** The real server (src/server/main.ts) as a child process, to be killed like a crashed one. */
export interface ChildServer {
  url: string;
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** SIGKILL at once, synchronously: no chance to record anything more. */
  killNow(): void;
  output(): string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** An empty React Router build: these tests only talk to the API. */
export async function fakeBuild(dir: string): Promise<string> {
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await mkdir(path.join(dir, 'client'), { recursive: true });
  await writeFile(path.join(dir, 'server/index.js'), 'export const entry = { module: {} };\n');
  return path.relative(process.cwd(), dir);
}

const alive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function startChildServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ChildServer> {
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
      if (alive(child.pid!)) process.kill(-child.pid!, 'SIGKILL');
    },
    async stop(signal = 'SIGKILL') {
      const pid = child.pid!;
      if (alive(pid)) process.kill(-pid, signal);
      const until = Date.now() + 15_000;
      while (alive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      if (alive(pid)) process.kill(-pid, 'SIGKILL');
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

/** A throw-away PostgreSQL database next to TEST_DATABASE_URL's. */
export async function throwawayDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
