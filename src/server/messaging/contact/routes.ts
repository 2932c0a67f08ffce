import { bareListRoute, deleteRoute } from '~/server/core/http/record-routes';
import { contactContracts } from '~/shared/contracts/contact';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { notifyLater } from '~/server/core/mail/notify-later';

import { MESSAGE_NOT_FOUND, createMessage, deleteMessage, listMessages, setMessageStatus } from './service';
import { CORRESPONDENCE } from '~/shared/staff-roles';

export const messageRoutes: ApiRoute[] = [
  defineRoute(contactContracts.send, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps, request }) => {
      const row = await createMessage(deps.db, body);
      notifyLater(deps, request.log, { type: 'contact-notice', messageId: row.id });
      return { message: 'Message sent successfully!' };
    },
  }),

  bareListRoute(contactContracts.list, {
    roles: CORRESPONDENCE,
    list: listMessages,
  }),

  defineRoute(contactContracts.setStatus, {
    auth: 'admin',
    roles: CORRESPONDENCE,
    notFound: MESSAGE_NOT_FOUND,
    handler: async ({ params, body: { status }, admin, deps }) => {
      const data = await setMessageStatus(deps.db, params.id, status, admin.id);
      return { message: `Message marked ${status}`, data };
    },
  }),

  deleteRoute(contactContracts.remove, {
    roles: CORRESPONDENCE,
    notFound: MESSAGE_NOT_FOUND,
    remove: (deps, id, by) => deleteMessage(deps.db, id, by),
    message: () => 'Message deleted successfully!',
  }),
];
