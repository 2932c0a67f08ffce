/**
 * The control of `npm run lighthouse`: a plain static HTML page (text, links, a list, no
 * script, no stylesheet file) served from memory by a bare Node.js server on 127.0.0.1.
 * Audited in the same run as the site's pages, it shows what the machine's load alone
 * costs in Lighthouse's scores (issue 17).
 *
 * It sends the site's own fixed security headers. `cross-origin-opener-policy: same-origin`
 * puts a page in a browsing context group, so a process, of its own: in Chromium 156 on these
 * machines that start is a long task of its own (50-130 ms before the 4x slowdown Lighthouse
 * applies), which made a plain page with the header score a total blocking time of 38-226 ms
 * against 0-73 ms without it. That cost is the browser's and the machine's, not a page's
 * content's: the control pays it too (docs/performance.md, "The control pays what the
 * browser charges every page").
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FIXED_SECURITY_HEADERS } from '~/server/core/http/security';

const paragraph =
  'We walk beside children and families in Musanze: school fees and uniforms, meals, ' +
  'health care and a safe place to play, given by people who care about them.';

const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Control page</title>
<meta name="description" content="A plain static page, the control of the Lighthouse run.">
<style>body{font-family:sans-serif;max-width:40rem;margin:0 auto;padding:1rem;line-height:1.5;color:#1e293b}a{color:#0f766e}</style>
</head>
<body>
<header><nav><a href="/">Home</a> · <a href="/about">About</a> · <a href="/contact">Contact</a></nav></header>
<main>
<h1>A plain static page</h1>
${Array.from({ length: 12 }, (_, i) => `<h2>Section ${i + 1}</h2>\n<p>${paragraph}</p>\n<ul><li>${paragraph}</li><li>${paragraph}</li></ul>`).join('\n')}
</main>
<footer><p>Control page for Lighthouse.</p></footer>
</body>
</html>
`;

export async function startControlPage(): Promise<{ url: string; close(): void }> {
  const body = Buffer.from(html, 'utf8');
  const server = createServer((req, res) => {
    req.resume();
    if (req.url !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    // The site's own security headers: the browser's cost of a window kept apart from other
    // sites' (a process of its own) belongs to the machine and the browser, not to a page.
    res.writeHead(200, {
      ...FIXED_SECURITY_HEADERS,
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
