import { contract } from '~/shared/contract';
import { paymentContract } from '~/shared/contracts/payments';
import { idParams } from '~/shared/schemas/common';
import {
  donationAnswerSchema,
  donationBodySchema,
  donationListQuerySchema,
  donationPageSchema,
} from '~/shared/schemas/donation';
import { donationDetailSchema, offlineDonationInputSchema } from '~/shared/schemas/donation-record';
import { dataOf, messageAndDataOf } from '~/shared/schemas/record';

const tags = ['donations'];

/** Donations (src/server/giving/donations/routes.ts). */
export const donationContracts = {
  donate: paymentContract({
    method: 'POST',
    url: '/api/donations',
    summary:
      'Donate in RWF (at least DONATION_MIN_RWF, whole francs). 201 paid; 202 pending (approve on the phone or finish on the card page: follow GET /api/payments/{paymentId}); 402 declined, 404 unknown child, 429 too many attempts; optional Idempotency-Key header',
    tags,
    body: donationBodySchema,
    paid: donationAnswerSchema,
  }),
  list: contract({
    method: 'GET',
    url: '/api/donations',
    summary: 'Donation records, newest first, filtered and paged, with totals over the filtered set',
    tags,
    query: donationListQuerySchema,
    response: donationPageSchema,
  }),
  one: contract({
    method: 'GET',
    url: '/api/donations/:id',
    summary: 'One donation record: donor and contact, method, reference, payment, and whether the receipt was e-mailed',
    tags,
    params: idParams,
    response: dataOf(donationDetailSchema),
  }),
  offline: contract({
    method: 'POST',
    url: '/api/donations/offline',
    summary:
      'Record a gift received offline (cash, bank transfer, cheque; RWF) on the day received (not in the future); 201 with the record',
    tags,
    body: offlineDonationInputSchema,
    status: 201,
    response: messageAndDataOf(donationDetailSchema),
  }),
};
