import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DOCS_BASE } from '~/shared/contracts/docs';

/**
 * The browsable API reference at /api/docs: Swagger UI from the swagger-ui-dist
 * package, served from our own origin (no CDN), started by a same-origin script so
 * the site's CSP (script-src 'self' + nonce) holds without exception.
 * See docs/decisions/003-openapi.md.
 */
const require = createRequire(import.meta.url);
const distDir = () => path.dirname(require.resolve('swagger-ui-dist/package.json'));
export const SWAGGER_UI_VERSION = (require('swagger-ui-dist/package.json') as { version: string }).version;

/** Where the reference is served (declared with its routes' contracts). */
export { DOCS_BASE };

/**
 * The page's own CSP, as strict as the site's pages on scripts (same origin only, no
 * inline script at all); Swagger UI's stylesheet needs inline styles and data: icons.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Starts Swagger UI on the document; no validator badge (it would send the document elsewhere). */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout'
  });
});
`;

/** The files the page may load, by the name used in its URL. */
const ASSETS: Record<string, { file?: string; text?: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'favicon-32x32.png': { file: 'favicon-32x32.png', type: 'image/png' },
  'init.js': { text: INIT_SCRIPT, type: 'text/javascript; charset=utf-8' },
};

const cache = new Map<string, Buffer>();

/** An asset's bytes and type, or null for a name that is not one of ours. */
export async function readDocsAsset(name: string): Promise<{ body: Buffer; type: string } | null> {
  const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!asset) return null;
  let body = cache.get(name);
  if (!body) {
    body = asset.text !== undefined ? Buffer.from(asset.text) : await readFile(path.join(distDir(), asset.file!));
    cache.set(name, body);
  }
  return { body, type: asset.type };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function docsPageHtml(title: string): string {
  const v = `?v=${SWAGGER_UI_VERSION}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/png" href="${DOCS_BASE}/favicon-32x32.png${v}">
<link rel="stylesheet" href="${DOCS_BASE}/swagger-ui.css${v}">
</head>
<body>
<main id="swagger-ui" aria-label="${escapeHtml(title)}"></main>
<noscript><p>This page needs JavaScript. The raw document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript>
<script src="${DOCS_BASE}/swagger-ui-bundle.js${v}"></script>
<script src="${DOCS_BASE}/init.js${v}"></script>
</body>
</html>
`;
}
