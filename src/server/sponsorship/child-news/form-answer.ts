import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '~/server/core/http/errors';

/**
 * Forms with photos post straight to their API route (a page's action reaches the API
 * as JSON only): without JavaScript the browser asks for a page, and gets a 303 back to
 * the page it came from, with the outcome in the address (`done=1` or `error=<message>`).
 * Any other caller gets the JSON answer or error.
 */
export const wantsPage = (request: FastifyRequest) =>
  /\btext\/html\b/.test(request.headers.accept ?? '') && request.headers['content-type']?.startsWith('multipart/');

/** A path of this site to go back to (`/dashboard/...`, `/my-giving?...`), or the fallback. */
export function safeReturn(path: string | undefined, fallback: string): string {
  return path && /^\/(?![/\\])[^\s\\]{0,800}$/.test(path) ? path : fallback;
}

function withOutcome(path: string, outcome: Record<string, string>): string {
  const [base = '', hash = ''] = path.split('#');
  const url = new URL(base, 'http://x');
  for (const k of ['done', 'error']) url.searchParams.delete(k);
  for (const [k, v] of Object.entries(outcome)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}${hash ? `#${hash}` : ''}`;
}

/** Runs a form's work; for a page's post answers 303 to `back` with its outcome, else as the API does. */
export async function answerForm<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  back: () => string,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  if (!wantsPage(request)) return work();
  try {
    await work();
    return reply
      .code(303)
      .header('location', withOutcome(back(), { done: '1' }))
      .send();
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    return reply
      .code(303)
      .header('location', withOutcome(back(), { error: error.message }))
      .send();
  }
}
