import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { paymentRoute } from '~/server/giving/payments/payment-route';
import { orderContracts } from '~/shared/contracts/orders';
import { checkout } from './checkout';
import { listOrders } from './list';
import { FINANCE } from '~/shared/staff-roles';

export const orderRoutes: ApiRoute[] = [
  paymentRoute(orderContracts.buy, {
    smsTick: (body) => ({
      wanted: body.smsReceipts,
      phone: body.paymentDetails.phone,
      field: 'paymentDetails.phone',
      source: 'gift-checkout',
      person: { email: body.buyerEmail, name: body.buyerName },
    }),
    pay: checkout,
  }),

  defineRoute(orderContracts.list, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ deps }) => ({ data: await listOrders(deps.db) }),
  }),
];
