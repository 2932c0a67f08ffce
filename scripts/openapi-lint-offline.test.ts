import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The preload that keeps `npm run lint:openapi` offline reports every way out it is asked for. */
describe('openapi-lint-offline.mjs', () => {
  it('refuses and logs a TCP connection, a name lookup and fetch, and lets a local pipe through', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'offline-preload-'));
    const log = path.join(dir, 'attempts.log');
    writeFileSync(log, '');
    const script = `
      const net = require('node:net');
      const dns = require('node:dns');
      const results = [];
      const push = (r) => {
        results.push(r);
        if (results.length === 4) console.log(JSON.stringify(results.sort()));
      };
      const s = net.connect(443, '192.0.2.1');
      s.on('error', (e) => push('socket: ' + e.message));
      dns.lookup('telemetry.example.org', (e) => push('dns: ' + (e && e.message)));
      fetch('https://telemetry.example.org/v1').catch((e) => push('fetch: ' + e.message));
      const server = net.createServer().listen(${JSON.stringify(path.join(dir, 'pipe.sock'))}, () => {
        const local = net.connect({ path: ${JSON.stringify(path.join(dir, 'pipe.sock'))} }, () => {
          push('pipe: connected');
          local.end();
          server.close();
        });
      });
    `;
    const run = spawnSync(
      process.execPath,
      ['--import', path.join(import.meta.dirname, 'openapi-lint-offline.mjs'), '-e', script],
      { encoding: 'utf8', env: { ...process.env, OPENAPI_LINT_NETWORK_LOG: log }, timeout: 60_000 },
    );
    const attempts = readFileSync(log, 'utf8').trim().split('\n');
    rmSync(dir, { recursive: true, force: true });
    expect(run.status, run.stderr).toBe(0);
    const results = JSON.parse(run.stdout) as string[];
    expect(results).toHaveLength(4);
    expect(results).toContain('pipe: connected');
    for (const kind of ['socket', 'dns', 'fetch'])
      expect(results.find((r) => r.startsWith(kind))).toMatch(/network access refused/);
    expect(attempts).toEqual([
      'connect 192.0.2.1:443',
      'dns.lookup telemetry.example.org',
      'fetch https://telemetry.example.org/v1',
    ]);
  });
});
