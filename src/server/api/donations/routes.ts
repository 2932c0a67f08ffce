import { z } from 'zod';
import { consentFromPaymentForm } from '~/server/sms/form-consent';
import { type ApiRoute, defineRoute } from '~/server/http/route';
import { paymentCall } from '~/server/payments/payment-call';
import { sendPaymentAnswer } from '~/server/payments/take-payment';
import {
  donationAnswerSchema,
  donationBodySchema,
  donationListQuerySchema,
  donationPageSchema,
} from '~/shared/schemas/donation';
import { donationDetailSchema, offlineDonationInputSchema } from '~/shared/schemas/donation-record';
import { paidOrPending } from '~/shared/schemas/payments';
import { dataOf } from '~/shared/schemas/record';
import { idParams } from '~/server/http/parse';
import { translate } from '~/shared/i18n';
import { donate } from './donate';
import { donationDetail } from './detail';
import { listDonations } from './list';
import { recordOfflineDonation } from './offline';
import { FINANCE } from '~/shared/staff-roles';

const tags = ['donations'];

export const donationRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/donations',
    auth: 'public',
    rateLimit: 'public-write',
    summary:
      'Donate in RWF (at least DONATION_MIN_RWF, whole francs). 201 paid; 202 pending (approve on the phone or finish on the card page: follow GET /api/payments/{paymentId}); 402 declined, 404 unknown child, 429 too many attempts; optional Idempotency-Key header',
    tags,
    body: donationBodySchema,
    status: 201,
    response: paidOrPending(donationAnswerSchema),
    handler: async ({ body, deps, request, reply }) => {
      const call = paymentCall(request);
      const sms = { wanted: body.smsReceipts, phone: body.phone, field: 'phone', lang: call.lang };
      const person = { email: body.email, name: `${body.firstName} ${body.lastName}` };
      await consentFromPaymentForm(deps.db, { ...sms, source: 'donate-form', person });
      return sendPaymentAnswer(reply, await donate(deps, body, call));
    },
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
