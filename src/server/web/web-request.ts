import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JSON_BODY_LIMIT } from '~/server/core/http/limits';

/**
 * Form posts to route actions arrive as raw bytes and are handed to React Router
 * untouched; no page form holds more than the API takes as JSON.
 */
export function rawBodyParsers(app: FastifyInstance): void {
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    if (app.hasContentTypeParser(type)) app.removeContentTypeParser(type);
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: JSON_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
  }
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
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
  });
}
