import { contract } from '~/shared/contract';
import {
  sendNewsletterInputSchema,
  newsletterSendAnswerSchema,
  newsletterSendSchema,
  newsletterSendStatusSchema,
  unsubscribeTokenSchema,
  unsubscribeStatusSchema,
} from '~/shared/schemas/newsletter';
import { listOf, dataOf, messageAnswerSchema } from '~/shared/schemas/record';
import { idParams } from '~/shared/schemas/common';

const tags = ['newsletter'];

/** Newsletter sends and unsubscribing (src/server/messaging/newsletter/routes.ts). */
export const newsletterContracts = {
  send: contract({
    method: 'POST',
    url: '/api/send-newsletter',
    summary: 'Send a newsletter to every subscriber, or to one (subscriptionId); goes out in the background',
    description:
      'Answers 202 at once. The same request again (same Idempotency-Key header, or the same subject, ' +
      'message and audience within 10 minutes) answers with the first send instead of sending twice.',
    tags,
    body: sendNewsletterInputSchema,
    status: 202,
    response: newsletterSendAnswerSchema,
  }),
  sends: contract({
    method: 'GET',
    url: '/api/newsletter/sends',
    summary: 'The 20 most recent newsletter sends with their progress',
    tags,
    response: listOf(newsletterSendSchema),
  }),
  sendStatus: contract({
    method: 'GET',
    url: '/api/newsletter/sends/:id',
    summary: 'Progress of one newsletter send, with the reasons of failed deliveries',
    tags,
    params: idParams,
    response: dataOf(newsletterSendStatusSchema),
  }),
  unsubscribeStatus: contract({
    method: 'GET',
    url: '/api/unsubscribe/status',
    summary: 'The address an unsubscribe token stands for, and whether it is still subscribed (changes nothing)',
    tags,
    query: unsubscribeTokenSchema,
    response: unsubscribeStatusSchema,
  }),
  unsubscribe: contract({
    method: 'POST',
    url: '/api/unsubscribe',
    status: 200,
    summary: 'Unsubscribe the address of a signed token (from the link in every newsletter)',
    tags,
    body: unsubscribeTokenSchema,
    response: messageAnswerSchema,
  }),
  oneClickUnsubscribe: contract({
    method: 'POST',
    url: '/api/unsubscribe/one-click',
    status: 200,
    formBody: true,
    summary: 'One-click unsubscribe (RFC 8058): the List-Unsubscribe-Post target of every newsletter',
    description: 'Body `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded); the token is in the query.',
    tags,
    query: unsubscribeTokenSchema,
    response: messageAnswerSchema,
  }),
};
