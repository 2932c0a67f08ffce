import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDeps } from '~/server/api';
import { messageStatuses } from '~/shared/schemas/contact';
import { contactSchema, messageStatusSchema } from '~/shared/schemas/contact';
import '~/server/api/openapi/info';
import { notifyLater, parseBody, parseId } from './input';
import { MESSAGE_NOT_FOUND, createMessage, deleteMessage, listMessages, setMessageStatus } from './service';

const messageRecord = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(messageStatuses),
  createdAt: z.iso.datetime(),
});
const messageOnly = z.object({ message: z.string() });
type IdParams = { Params: { id: string } };

export function messagesRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  app.post(
    '/api/contact',
    {
      config: {
        auth: 'public',
        rateLimit: { max: deps.publicWriteLimit, timeWindow: '1 minute' },
        openapi: {
          summary: 'Send a message to the organisation (contact form)',
          tags: ['messages'],
          body: contactSchema,
          status: 201,
          response: messageOnly,
        },
      },
    },
    async (request, reply) => {
      const input = parseBody(contactSchema, request.body);
      const row = await createMessage(db, input);
      notifyLater(deps, request.log, { type: 'contact-notice', messageId: row.id });
      return reply.code(201).send({ message: 'Message sent successfully!' });
    },
  );

  app.get(
    '/api/message',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'All contact messages, newest first (a bare array)',
          tags: ['messages'],
          response: z.array(messageRecord),
        },
      },
    },
    async () => listMessages(db),
  );

  app.patch<IdParams>(
    '/api/message/:id',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'Move a message forward: Unread → Read → Responded (409 for a move back)',
          tags: ['messages'],
          body: messageStatusSchema,
          response: z.object({ message: z.string(), data: messageRecord }),
        },
      },
    },
    async (request) => {
      const id = parseId(request.params.id, MESSAGE_NOT_FOUND);
      const { status } = parseBody(messageStatusSchema, request.body);
      const data = await setMessageStatus(db, id, status, request.admin!.id);
      return { message: `Message marked ${status}`, data };
    },
  );

  app.delete<IdParams>(
    '/api/message/deleted/:id',
    {
      config: {
        auth: 'admin',
        openapi: { summary: 'Delete a contact message', tags: ['messages'], response: messageOnly },
      },
    },
    async (request) => {
      await deleteMessage(db, parseId(request.params.id, MESSAGE_NOT_FOUND), request.admin!.id);
      return { message: 'Message deleted successfully!' };
    },
  );
}
