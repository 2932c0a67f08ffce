import { contract } from '~/shared/contract';
import { subscriptionInputSchema, subscriptionListSchema, confirmTokenSchema } from '~/shared/schemas/newsletter';
import { messageAnswerSchema } from '~/shared/schemas/record';
import { pageQuerySchema } from '~/shared/schemas/paging';
import { deleteWithMessageContract } from '~/shared/contracts/record';

const tags = ['subscriptions'];

/** Newsletter subscriptions (src/server/messaging/subscriptions/). */
export const subscriptionContracts = {
  subscribe: contract({
    method: 'POST',
    url: '/api/subscriptions',
    summary: 'Ask to subscribe: e-mails a confirmation link (double opt-in); one answer, subscribed or not',
    tags,
    body: subscriptionInputSchema,
    status: 201,
    response: messageAnswerSchema,
  }),
  list: contract({
    method: 'GET',
    url: '/api/subscriptions',
    summary: 'Newsletter subscriptions, newest first, a page at a time (a bare array; X-Total-Count and Link headers)',
    tags,
    query: pageQuerySchema(),
    response: subscriptionListSchema,
  }),
  remove: deleteWithMessageContract({
    method: 'DELETE',
    url: '/api/subscriptions/:id',
    summary: 'Delete a newsletter subscription',
    tags,
  }),
  confirm: contract({
    method: 'POST',
    url: '/api/subscriptions/confirm',
    summary: 'Confirm a newsletter subscription with the signed token of its e-mail (double opt-in)',
    tags,
    body: confirmTokenSchema,
    response: messageAnswerSchema,
  }),
};
