import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JSON_BODY_LIMIT } from '~/server/core/http/limits';

/**
 * Form posts to route actions arrive as raw bytes and are handed to React Router
 * untouched; no page form holds more than the API takes as JSON, except the /field
 * app's forms posted without JavaScript by a signed-in person: their photos
 * (docs/field.md#without-javascript), up to `FIELD_FORM_LIMIT`.
 */
export function rawBodyParsers(app: FastifyInstance): void {
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
    app.addContentTypeParser(type, (req, payload, done) => {
      const limit = mayPostPhotos(req) ? FIELD_FORM_LIMIT : JSON_BODY_LIMIT;
      const tooLarge = () => Object.assign(new Error('Request body is too large'), { statusCode: 413 });
      if (Number(req.headers['content-length'] ?? 0) > limit) {
        done(tooLarge(), undefined);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let settled = false;
      // Past the limit the rest is read and dropped: the answer is a 413 either way.
      payload.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (settled) return;
        if (size > limit) {
          settled = true;
          done(tooLarge(), undefined);
        } else chunks.push(chunk);
      });
      payload.on('end', () => {
        if (!settled) done(null, Buffer.concat(chunks));
        settled = true;
      });
      payload.on('error', (err) => {
        if (!settled) done(err, undefined);
        settled = true;
      });
    });
  }
}

/** A letter's six pages at 5 MB each, and its text. */
export const FIELD_FORM_LIMIT = 31 * 1024 * 1024;

/** The /field page, posted with a session cookie (the action checks the session itself). */
function mayPostPhotos(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (path === '/field' || path === '/field.data') && Boolean(request.cookies?.sid);
}

/** The Fastify request as the Fetch API `Request` React Router takes. */
export function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(request.headers)) {
    if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
  }
  const url = `${request.protocol}://${request.headers.host ?? 'localhost'}${request.url}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, {
    // React Router renders no page for HEAD: it is asked for the GET, and Fastify drops the body.
    method: request.method === 'HEAD' ? 'GET' : request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
  });
}
