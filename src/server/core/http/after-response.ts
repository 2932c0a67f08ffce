import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/**
 * Runs `work` once the answer has gone out (or the client went away), never before: an
 * answer that must not tell whether something exists (a known donor's address) takes
 * the same path and time whatever the work finds, because no lookup happens before it is
 * sent. A failure is logged; the answer is long gone.
 */
export function afterResponse(reply: FastifyReply, log: FastifyBaseLogger, work: () => Promise<unknown>): void {
  reply.raw.once('close', () => {
    work().catch((err: unknown) => log.error({ err }, 'work after the answer failed'));
  });
}
