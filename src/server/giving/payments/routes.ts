import { z } from 'zod';
import { recordActivity } from '~/server/core/activity/record';
import { notFound } from '~/server/core/http/errors';
import { idParams } from '~/server/core/http/parse';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { checkPaymentById } from '~/server/giving/payments/check';
import { listUnplaced, resolveUnplaced } from '~/server/giving/payments/unplaced';
import { unplacedAnswerSchema, unplacedListSchema, unplacedResolveSchema } from '~/shared/schemas/unplaced-sponsorship';
import { idSchema } from '~/shared/schemas/common';
import {
  paymentCheckAnswerSchema,
  paymentListQuerySchema,
  paymentModeSchema,
  paymentPageSchema,
  paymentStatusAnswerSchema,
} from '~/shared/schemas/payments';
import { listPayments, paymentMode, paymentStatusView, publicStatus } from './service';
import { EVERY_ROLE, FINANCE } from '~/shared/staff-roles';

const tags = ['payments'];

/** The payments themselves (DESIGN section 6); callbacks are in callback.ts. */
export const paymentRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/payments/mode',
    auth: 'admin',
    roles: EVERY_ROLE,
    summary: 'Whether real money is taken (live providers) and where each method goes, for the dashboard banner',
    tags,
    response: paymentModeSchema,
    handler: async ({ deps }) => ({ data: paymentMode(deps.gateway) }),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/payments',
    auth: 'admin',
    roles: FINANCE,
    summary: 'Every payment attempt, newest first (?status=pending|succeeded|failed|expired, paged)',
    tags,
    query: paymentListQuerySchema,
    response: paymentPageSchema,
    handler: async ({ query, deps }) => listPayments(deps.db, query),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/payments/unplaced',
    auth: 'admin',
    roles: FINANCE,
    summary:
      'Sponsorship payments approved after their child stopped being held for them: the open ones (needing action), then the last settled',
    tags,
    response: unplacedListSchema,
    handler: async ({ deps }) => ({ data: await listUnplaced(deps.db) }),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/payments/unplaced/:id/resolve',
    auth: 'admin',
    roles: FINANCE,
    summary:
      'Settle one: { action: another_child (with childId, an available child) | general_gift | refunded, note? }; 409 when already settled or the child is taken',
    tags,
    params: idParams,
    body: unplacedResolveSchema,
    response: unplacedAnswerSchema,
    handler: async ({ params, body, admin, deps }) => ({
      data: await resolveUnplaced(deps, params.id, body, admin.id),
    }),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/payments/:paymentId',
    auth: 'public',
    summary:
      'A payment’s status for its payer (the id is an unguessable uuid): pending, succeeded (with the receipt reference), failed or expired (with the reason)',
    tags,
    params: z.object({ paymentId: idSchema.transform((id) => id.toLowerCase()) }),
    response: paymentStatusAnswerSchema,
    handler: async ({ params, deps, reply }) => {
      const view = await paymentStatusView(deps.db, params.paymentId);
      if (!view) throw notFound();
      // The payer's page polls this: never from a cache.
      void reply.header('cache-control', 'no-store');
      return { data: view };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/payments/:id/check',
    auth: 'admin',
    roles: FINANCE,
    summary:
      '"Check now": asks the provider about a pending payment and settles it if it is decided; answers the status',
    tags,
    params: idParams,
    response: paymentCheckAnswerSchema,
    handler: async ({ params, admin, deps, request }) => {
      const status = await checkPaymentById({ ...deps, log: request.log }, params.id);
      if (!status) throw notFound();
      // Asking may settle the payment (write a donation, an order): staff's hand is logged.
      await recordActivity(deps.db, admin.id, 'check', 'payment', params.id, { after: { status } });
      return { data: { _id: params.id, status: publicStatus(status) } };
    },
  }),
];
