import { contract } from '~/shared/contract';
import {
  contactSchema,
  messageListQuerySchema,
  messageListSchema,
  messageStatusSchema,
  messageStatusAnswerSchema,
} from '~/shared/schemas/message';
import { messageAnswerSchema } from '~/shared/schemas/record';
import { idParams } from '~/shared/schemas/common';
import { deleteWithMessageContract } from '~/shared/contracts/record';

const tags = ['messages'];

/** The contact form and its messages (src/server/messaging/contact/routes.ts). */
export const contactContracts = {
  send: contract({
    method: 'POST',
    url: '/api/contact',
    summary: 'Send a message to the organisation (contact form)',
    tags,
    body: contactSchema,
    status: 201,
    response: messageAnswerSchema,
  }),
  list: contract({
    method: 'GET',
    url: '/api/message',
    summary:
      'Contact messages, newest first, a page at a time (a bare array; X-Total-Count and Link headers); q searches name, e-mail and message text',
    tags,
    query: messageListQuerySchema,
    response: messageListSchema,
  }),
  setStatus: contract({
    method: 'PATCH',
    url: '/api/message/:id',
    summary: 'Move a message forward: Unread → Read → Responded (409 for a move back)',
    tags,
    params: idParams,
    body: messageStatusSchema,
    response: messageStatusAnswerSchema,
  }),
  remove: deleteWithMessageContract({
    method: 'DELETE',
    url: '/api/message/deleted/:id',
    summary: 'Delete a contact message',
    tags,
  }),
};
