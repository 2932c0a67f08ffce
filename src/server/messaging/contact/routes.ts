import { idParams } from '~/server/core/http/parse';
import { bareListRoute, deleteRoute } from '~/server/core/http/record-routes';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { notifyLater } from '~/server/core/mail/notify-later';
import {
  contactSchema,
  messageListQuerySchema,
  messageListSchema,
  messageStatusAnswerSchema,
  messageStatusSchema,
} from '~/shared/schemas/message';
import { messageAnswerSchema } from '~/shared/schemas/record';
import { MESSAGE_NOT_FOUND, createMessage, deleteMessage, listMessages, setMessageStatus } from './service';
import { CORRESPONDENCE } from '~/shared/staff-roles';

const tags = ['messages'];

export const messageRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/contact',
    auth: 'public',
    rateLimit: 'public-write',
    summary: 'Send a message to the organisation (contact form)',
    tags,
    body: contactSchema,
    status: 201,
    response: messageAnswerSchema,
    handler: async ({ body, deps, request }) => {
      const row = await createMessage(deps.db, body);
      notifyLater(deps, request.log, { type: 'contact-notice', messageId: row.id });
      return { message: 'Message sent successfully!' };
    },
  }),

  bareListRoute({
    url: '/api/message',
    roles: CORRESPONDENCE,
    summary:
      'Contact messages, newest first, a page at a time (a bare array; X-Total-Count and Link headers); q searches name, e-mail and message text',
    tags,
    query: messageListQuerySchema,
    response: messageListSchema,
    list: listMessages,
  }),

  defineRoute({
    method: 'PATCH',
    url: '/api/message/:id',
    auth: 'admin',
    roles: CORRESPONDENCE,
    summary: 'Move a message forward: Unread → Read → Responded (409 for a move back)',
    tags,
    params: idParams,
    notFound: MESSAGE_NOT_FOUND,
    body: messageStatusSchema,
    response: messageStatusAnswerSchema,
    handler: async ({ params, body: { status }, admin, deps }) => {
      const data = await setMessageStatus(deps.db, params.id, status, admin.id);
      return { message: `Message marked ${status}`, data };
    },
  }),

  deleteRoute({
    url: '/api/message/deleted/:id',
    roles: CORRESPONDENCE,
    summary: 'Delete a contact message',
    tags,
    notFound: MESSAGE_NOT_FOUND,
    remove: (deps, id, by) => deleteMessage(deps.db, id, by),
    message: () => 'Message deleted successfully!',
  }),
];
