import { contract } from '~/shared/contract';
import { donorListQuerySchema, donorPageSchema, donorQuerySchema, donorRecordSchema } from '~/shared/schemas/donor';

const tags = ['donors'];

/** Donors, grouped by e-mail (src/server/giving/donors/routes.ts). */
export const donorContracts = {
  list: contract({
    method: 'GET',
    url: '/api/donors',
    summary:
      'Donors grouped by e-mail (lower-cased) over donations, sponsorships and gift orders received; most recent first; ?q= searches name and e-mail',
    tags,
    query: donorListQuerySchema,
    response: donorPageSchema,
  }),
  record: contract({
    method: 'GET',
    url: '/api/donors/record',
    summary: "One donor's contact details, totals and every gift, newest first (?email=)",
    tags,
    query: donorQuerySchema,
    response: donorRecordSchema,
  }),
};
