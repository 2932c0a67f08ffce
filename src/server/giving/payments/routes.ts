import { recordActivity } from '~/server/core/activity/record';
import { notFound } from '~/server/core/http/errors';
import { requestLanguage } from '~/server/core/http/language';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { checkPaymentById } from '~/server/giving/payments/check';
import { listUnplaced, resolveUnplaced } from '~/server/giving/payments/unplaced';
import { paymentContracts } from '~/shared/contracts/payments';
import { listPayments, paymentMode, paymentStatusView, publicStatus } from './service';
import { EVERY_ROLE, FINANCE } from '~/shared/staff-roles';

/** The payments themselves (docs/payments.md); callbacks are in callback.ts. */
export const paymentRoutes: ApiRoute[] = [
  defineRoute(paymentContracts.mode, {
    auth: 'admin',
    roles: EVERY_ROLE,
    handler: async ({ deps }) => ({ data: paymentMode(deps.gateway) }),
  }),

  defineRoute(paymentContracts.list, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ query, deps }) => listPayments(deps.db, query),
  }),

  defineRoute(paymentContracts.unplaced, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ deps }) => ({ data: await listUnplaced(deps.db) }),
  }),

  defineRoute(paymentContracts.resolveUnplaced, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ params, body, admin, deps }) => ({
      data: await resolveUnplaced(deps, params.id, body, admin.id),
    }),
  }),

  defineRoute(paymentContracts.status, {
    auth: 'public',
    handler: async ({ params, deps, reply, request }) => {
      // The reason a payment failed, in the payer's page's language.
      const view = await paymentStatusView(deps.db, deps.purchases, params.paymentId, requestLanguage(request));
      if (!view) throw notFound();
      // The payer's page polls this: never from a cache.
      void reply.header('cache-control', 'no-store');
      return { data: view };
    },
  }),

  defineRoute(paymentContracts.check, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ params, admin, deps, request }) => {
      const status = await checkPaymentById({ ...deps, log: request.log }, params.id);
      if (!status) throw notFound();
      // Asking may settle the payment (write a donation, an order): staff's hand is logged.
      await recordActivity(deps.db, admin.id, 'check', 'payment', params.id, { after: { status } });
      return { data: { _id: params.id, status: publicStatus(status) } };
    },
  }),
];
