import { z } from 'zod';
import { contract } from '~/shared/contract';
import { idParams } from '~/shared/schemas/common';
import { liftSuppressionSchema } from '~/shared/schemas/mail';
import { messageAnswerSchema } from '~/shared/schemas/record';
import {
  supporterCorrectionSchema,
  supporterErasureSchema,
  supporterExportQuerySchema,
  supporterListQuerySchema,
  supporterMergeSchema,
  supporterNoteInputSchema,
  supporterPageSchema,
  supporterRecordAnswerSchema,
  supporterWithdrawalSchema,
} from '~/shared/schemas/supporter-record';

const tags = ['supporters'];

/** Supporters (docs/data-protection.md): records, notes, and a person's rights exercised through staff (src/server/people/supporters/routes.ts). */
export const supporterContracts = {
  list: contract({
    method: 'GET',
    url: '/api/supporters',
    summary: 'Supporters, newest first; ?q= finds a part of the name, address or phone',
    tags,
    query: supporterListQuerySchema,
    response: supporterPageSchema,
  }),
  one: contract({
    method: 'GET',
    url: '/api/supporters/:id',
    summary:
      "One supporter's record: gifts, plans, sponsorships, orders, messages, applications, subscriptions, consents and staff's notes",
    tags,
    params: idParams,
    response: supporterRecordAnswerSchema,
  }),
  export: contract({
    method: 'GET',
    url: '/api/supporters/:id/export',
    summary: 'Everything held about the supporter, as a JSON or CSV file (?format=json|csv)',
    tags,
    params: idParams,
    query: supporterExportQuerySchema,
  }),
  correct: contract({
    method: 'PATCH',
    url: '/api/supporters/:id',
    summary: "Corrects the supporter's name, phone and language (an empty name or phone: unchanged)",
    tags,
    params: idParams,
    body: supporterCorrectionSchema,
    response: messageAnswerSchema,
  }),
  note: contract({
    method: 'POST',
    url: '/api/supporters/:id/notes',
    summary: "Adds a staff note to the supporter's record",
    tags,
    params: idParams,
    body: supporterNoteInputSchema,
    status: 201,
    response: messageAnswerSchema,
  }),
  withdraw: contract({
    method: 'POST',
    url: '/api/supporters/:id/withdraw',
    summary: "Withdraws one of the supporter's consents on their behalf (newsletter, sms)",
    tags,
    params: idParams,
    body: supporterWithdrawalSchema,
    response: messageAnswerSchema,
  }),
  liftSuppression: contract({
    method: 'POST',
    url: '/api/supporters/:id/lift-suppression',
    summary:
      "Lifts a suppression of one of the supporter's addresses (after bounces or a complaint): the site writes to it again",
    tags,
    params: idParams,
    body: liftSuppressionSchema,
    response: messageAnswerSchema,
  }),
  merge: contract({
    method: 'POST',
    url: '/api/supporters/:id/merge',
    summary: 'Merges another record of the same person into this one (everything of { otherId } moves here)',
    tags,
    params: idParams,
    body: supporterMergeSchema,
    response: z.strictObject({
      message: z.string(),
      data: z.strictObject({ moved: z.record(z.string(), z.number()) }),
    }),
  }),
  erase: contract({
    method: 'POST',
    url: '/api/supporters/:id/erase',
    summary:
      'Erases the supporter everywhere (confirm: "erase"); payments keep amount, date, method and reference. 409 while one of their payments is pending',
    tags,
    params: idParams,
    body: supporterErasureSchema,
    response: messageAnswerSchema,
  }),
};
