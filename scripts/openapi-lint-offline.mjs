/*
 * Preloaded into Redocly CLI by scripts/openapi-lint.ts (`node --import`): every
 * connection it tries (a TCP or TLS socket, a name lookup, fetch) is refused and written
 * to the file named by OPENAPI_LINT_NETWORK_LOG, so a linter that phones home fails the
 * lint instead of slowing it down or leaking the document's existence.
 */
import dns from 'node:dns';
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import process from 'node:process';

const log = process.env.OPENAPI_LINT_NETWORK_LOG;
function refuse(what) {
  if (log) fs.appendFileSync(log, `${what}\n`);
  return new Error(`network access refused during the OpenAPI lint: ${what}`);
}
const describe = (args) => {
  const [first, second] = args;
  if (first && typeof first === 'object') return `${first.host ?? first.path ?? '?'}:${first.port ?? ''}`;
  return `${second ?? 'localhost'}:${first}`;
};

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const flat = Array.isArray(args[0]) ? args[0] : args;
  // A local IPC pipe (a worker's channel) is not the network.
  if (flat[0] && typeof flat[0] === 'object' && flat[0].path) return connect.apply(this, args);
  const error = refuse(`connect ${describe(flat)}`);
  process.nextTick(() => this.destroy(error));
  return this;
};

for (const name of ['lookup', 'resolve', 'resolve4', 'resolve6']) {
  const original = dns[name];
  dns[name] = function (...args) {
    const callback = args.find((a) => typeof a === 'function');
    const error = refuse(`dns.${name} ${args[0]}`);
    if (callback) process.nextTick(() => callback(error));
    else return original.apply(this, args);
  };
}
dns.promises.lookup = async (host) => {
  throw refuse(`dns.promises.lookup ${host}`);
};

globalThis.fetch = async (input) => {
  throw refuse(`fetch ${typeof input === 'string' ? input : (input?.url ?? String(input))}`);
};
// The ESM named exports (`import { lookup } from 'node:dns'`) follow the patched objects.
syncBuiltinESMExports();
