import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { paymentRoute } from '~/server/giving/payments/payment-route';
import { donationContracts } from '~/shared/contracts/donations';
import { translate } from '~/shared/i18n';
import { donate } from './donate';
import { donationDetail } from './detail';
import { listDonations } from './list';
import { recordOfflineDonation } from './offline';
import { FINANCE } from '~/shared/staff-roles';

export const donationRoutes: ApiRoute[] = [
  paymentRoute(donationContracts.donate, {
    smsTick: (body) => ({
      wanted: body.smsReceipts,
      phone: body.phone,
      field: 'phone',
      source: 'donate-form',
      person: { email: body.email, name: `${body.firstName} ${body.lastName}` },
    }),
    pay: donate,
  }),

  defineRoute(donationContracts.list, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ query, deps }) => listDonations(deps.db, query),
  }),

  defineRoute(donationContracts.one, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ params, deps }) => ({ data: await donationDetail(deps.db, params.id) }),
  }),

  defineRoute(donationContracts.offline, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ body, admin, deps }) => {
      const id = await recordOfflineDonation(deps.db, body, admin.id, deps.config.ORG_TIME_ZONE);
      return { message: translate('adminValidation:offlineGift.recorded'), data: await donationDetail(deps.db, id) };
    },
  }),
];
