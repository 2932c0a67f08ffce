// The limit for the load bench (scripts/bench-load.ts): a plain static file server, bare
// Node.js reading each file from disk per request, as a web server serves a page that is
// already written. Usage: node scripts/static-file-server.mjs <port> <directory>
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import process from 'node:process';
import { URL } from 'node:url';

const [port, root] = process.argv.slice(2);
const types = { '.html': 'text/html; charset=utf-8', '.json': 'application/json; charset=utf-8' };

createServer((req, res) => {
  req.resume();
  const name = path.basename(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  const file = path.join(root, name);
  let size;
  try {
    size = statSync(file).size;
  } catch {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    'content-length': size,
  });
  createReadStream(file).pipe(res);
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
