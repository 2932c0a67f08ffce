import { z } from 'zod';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { paymentRoute } from '~/server/giving/payments/payment-route';
import {
  donationAnswerSchema,
  donationBodySchema,
  donationListQuerySchema,
  donationPageSchema,
} from '~/shared/schemas/donation';
import { donationDetailSchema, offlineDonationInputSchema } from '~/shared/schemas/donation-record';
import { dataOf } from '~/shared/schemas/record';
import { idParams } from '~/server/core/http/parse';
import { translate } from '~/shared/i18n';
import { donate } from './donate';
import { donationDetail } from './detail';
import { listDonations } from './list';
import { recordOfflineDonation } from './offline';
import { FINANCE } from '~/shared/staff-roles';

const tags = ['donations'];

export const donationRoutes: ApiRoute[] = [
  paymentRoute({
    url: '/api/donations',
    summary:
      'Donate in RWF (at least DONATION_MIN_RWF, whole francs). 201 paid; 202 pending (approve on the phone or finish on the card page: follow GET /api/payments/{paymentId}); 402 declined, 404 unknown child, 429 too many attempts; optional Idempotency-Key header',
    tags,
    body: donationBodySchema,
    paid: donationAnswerSchema,
    smsTick: (body) => ({
      wanted: body.smsReceipts,
      phone: body.phone,
      field: 'phone',
      source: 'donate-form',
      person: { email: body.email, name: `${body.firstName} ${body.lastName}` },
    }),
    pay: donate,
  }),

  defineRoute({
    method: 'GET',
    url: '/api/donations',
    auth: 'admin',
    roles: FINANCE,
    summary: 'Donation records, newest first, filtered and paged, with totals over the filtered set',
    tags,
    query: donationListQuerySchema,
    response: donationPageSchema,
    handler: async ({ query, deps }) => listDonations(deps.db, query),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/donations/:id',
    auth: 'admin',
    roles: FINANCE,
    summary: 'One donation record: donor and contact, method, reference, payment, and whether the receipt was e-mailed',
    tags,
    params: idParams,
    response: dataOf(donationDetailSchema),
    handler: async ({ params, deps }) => ({ data: await donationDetail(deps.db, params.id) }),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/donations/offline',
    auth: 'admin',
    roles: FINANCE,
    summary:
      'Record a gift received offline (cash, bank transfer, cheque; RWF) on the day received (not in the future); 201 with the record',
    tags,
    body: offlineDonationInputSchema,
    status: 201,
    response: z.strictObject({ message: z.string(), data: donationDetailSchema }),
    handler: async ({ body, admin, deps }) => {
      const id = await recordOfflineDonation(deps.db, body, admin.id, deps.config.ORG_TIME_ZONE);
      return { message: translate('adminValidation:offlineGift.recorded'), data: await donationDetail(deps.db, id) };
    },
  }),
];
