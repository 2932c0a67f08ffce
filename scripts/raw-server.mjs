// The physical limit: the same response bytes served from memory by a bare Node.js server.
// Usage: node scripts/raw-server.mjs <port> <file with JSON {status, headers, bodyBase64}>
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import process from 'node:process';
import { readFileSync } from 'node:fs';

const [port, file] = process.argv.slice(2);
const { status, headers, bodyBase64 } = JSON.parse(readFileSync(file, 'utf8'));
const body = Buffer.from(bodyBase64, 'base64');
createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(status, { ...headers, 'content-length': body.length });
    res.end(body);
  });
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
