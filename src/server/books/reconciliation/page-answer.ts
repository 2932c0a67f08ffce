import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '~/server/core/http/errors';

/**
 * The statement's upload is posted straight to its API route (a page's action reaches the
 * API as JSON only, and a statement is larger than a page's form may be): a browser asking
 * for a page, without JavaScript, is sent back (303) to the screen it came from, with the
 * statement to show or the refusal in the address. Any other caller gets the JSON answer.
 */
const wantsPage = (request: FastifyRequest) =>
  /\btext\/html\b/.test(request.headers.accept ?? '') && request.headers['content-type']?.startsWith('multipart/');

/** A path of the dashboard to go back to, or the fallback. */
const safeReturn = (path: string | undefined, fallback: string) =>
  path && /^\/(?![/\\])[^\s\\?#]{0,200}$/.test(path) ? path : fallback;

export async function answerPage<T extends { data: { _id: string } }>(
  request: FastifyRequest,
  reply: FastifyReply,
  returnTo: string | undefined,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  if (!wantsPage(request)) return work();
  const back = safeReturn(returnTo, '/dashboard/reconciliation');
  try {
    const answer = await work();
    return reply.code(303).header('location', `${back}?statement=${answer.data._id}&done=1`).send();
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    return reply
      .code(303)
      .header('location', `${back}?error=${encodeURIComponent(error.message)}`)
      .send();
  }
}
