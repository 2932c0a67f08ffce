import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { momoPreapprovals } from '~/server/core/db/preapproval-schema';
import { notFound } from '~/server/core/http/errors';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { messageAnswerSchema } from '~/shared/schemas/record';
import { runPreapprovalPass } from './preapproval-pass';

/**
 * MTN's callback for one pre-approval (X-Callback-Url carries our reference: MTN's body
 * does not). Never believed: the request is asked about with MTN's status call, as the
 * pass does. An unknown reference is 404; a duplicate or late one changes nothing more.
 */
const callback = (method: 'POST' | 'PUT'): ApiRoute =>
  defineRoute({
    method,
    url: '/api/giving/preapprovals/:ref/callback',
    auth: 'public',
    rateLimit: 'public-write',
    summary:
      "MTN MoMo's notification for a pre-approval (body ignored, at most 16 KiB): confirmed with MTN's status call before anything changes; 404 for an unknown reference",
    tags: ['giving'],
    params: z.object({ ref: z.uuid() }),
    notFound: () => 'Unknown pre-approval',
    response: messageAnswerSchema,
    handler: async ({ params, deps, request }) => {
      const ref = params.ref.toLowerCase();
      const [row] = await deps.db
        .select({ status: momoPreapprovals.status })
        .from(momoPreapprovals)
        .where(eq(momoPreapprovals.referenceId, ref));
      if (!row) {
        request.log.warn({ preapproval: ref }, 'pre-approval callback for an unknown reference');
        throw notFound('Unknown pre-approval');
      }
      // Due now (only once MTN has it: a request still being sent is left to its pass); the pass
      // asks MTN (outside every transaction) and settles what it says.
      await deps.db
        .update(momoPreapprovals)
        .set({ nextCheckAt: new Date() })
        .where(and(eq(momoPreapprovals.referenceId, ref), inArray(momoPreapprovals.status, ['pending', 'approved'])));
      await runPreapprovalPass({ ...deps, log: request.log }, new Date(), { ref });
      return { message: 'Received' };
    },
  });

export const preapprovalCallbackRoutes: ApiRoute[] = [callback('POST'), callback('PUT')];
