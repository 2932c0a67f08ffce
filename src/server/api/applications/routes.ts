import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '~/server/http/language';
import { z } from 'zod';
import type { ApiDeps } from '~/server/api';
import { applicationInputSchema } from '~/shared/schemas/application';
import '~/server/api/openapi/info';
import { notifyLater, parseId } from '~/server/api/messages/input';
import {
  APPLICATION_NOT_FOUND,
  createApplication,
  deleteApplication,
  listApplications,
  parseApplication,
} from './service';

const applicationRecord = z.object({
  _id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  skillsInterests: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  availabilityDate: z.iso.date(),
  createdAt: z.iso.datetime(),
});

export function applicationsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  app.post(
    '/api/add/application',
    {
      config: {
        auth: 'public',
        rateLimit: { max: deps.publicWriteLimit, timeWindow: '1 minute' },
        openapi: {
          summary: 'Apply to volunteer',
          description: 'skillsInterests is the id of a skill from GET /api/availability, or empty.',
          tags: ['applications'],
          body: applicationInputSchema,
          status: 201,
          response: z.object({ message: z.string(), data: applicationRecord }),
        },
      },
    },
    async (request, reply) => {
      const data = await createApplication(db, parseApplication(request.body));
      notifyLater(deps, request.log, {
        type: 'application-confirmation',
        applicationId: data._id,
        lang: requestLanguage(request),
      });
      notifyLater(deps, request.log, { type: 'application-notice', applicationId: data._id });
      return reply.code(201).send({ message: 'Application submitted successfully!', data });
    },
  );

  app.get(
    '/api/application',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'All volunteer applications, newest first',
          tags: ['applications'],
          response: z.object({ data: z.array(applicationRecord) }),
        },
      },
    },
    async () => ({ data: await listApplications(db) }),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/application/:id',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'Delete a volunteer application',
          tags: ['applications'],
          response: z.object({ message: z.string() }),
        },
      },
    },
    async (request) => {
      await deleteApplication(db, parseId(request.params.id, APPLICATION_NOT_FOUND), request.admin!.id);
      return { message: 'Application deleted successfully!' };
    },
  );
}
