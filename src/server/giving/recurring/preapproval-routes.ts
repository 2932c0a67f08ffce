import { and, eq, inArray } from 'drizzle-orm';
import { momoPreapprovals } from '~/server/core/db/preapproval-schema';
import { notFound } from '~/server/core/http/errors';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { recurringContracts } from '~/shared/contracts/recurring';
import { runPreapprovalPass } from './preapproval-pass';

/**
 * MTN's callback for one pre-approval (X-Callback-Url carries our reference: MTN's body
 * does not). Never believed: the request is asked about with MTN's status call, as the
 * pass does. An unknown reference is 404; a duplicate or late one changes nothing more.
 */
const callback = (
  declared: typeof recurringContracts.preapprovalCallback | typeof recurringContracts.preapprovalCallbackPut,
): ApiRoute =>
  defineRoute(declared, {
    auth: 'public',
    rateLimit: 'public-write',
    notFound: () => 'Unknown pre-approval',
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

export const preapprovalCallbackRoutes: ApiRoute[] = [
  callback(recurringContracts.preapprovalCallback),
  callback(recurringContracts.preapprovalCallbackPut),
];
