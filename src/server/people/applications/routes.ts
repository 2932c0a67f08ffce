import { requestLanguage } from '~/server/core/http/language';
import { deleteRoute } from '~/server/core/http/record-routes';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { notifyLater } from '~/server/core/mail/notify-later';
import {
  applicationInputSchema,
  applicationListQuerySchema,
  applicationPageSchema,
  applicationSchema,
} from '~/shared/schemas/application';
import { messageAndDataOf } from '~/shared/schemas/record';
import { APPLICATION_NOT_FOUND, createApplication, deleteApplication, listApplications } from './service';
import { CORRESPONDENCE } from '~/shared/staff-roles';

const tags = ['applications'];

export const applicationRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/add/application',
    auth: 'public',
    rateLimit: 'public-write',
    summary: 'Apply to volunteer',
    description: 'skillsInterests is the id of a skill from GET /api/availability, or empty.',
    tags,
    body: applicationInputSchema,
    status: 201,
    response: messageAndDataOf(applicationSchema),
    handler: async ({ body, deps, request }) => {
      const data = await createApplication(deps.db, body);
      const applicationId = data._id;
      notifyLater(deps, request.log, {
        type: 'application-confirmation',
        applicationId,
        lang: requestLanguage(request),
      });
      notifyLater(deps, request.log, { type: 'application-notice', applicationId });
      return { message: 'Application submitted successfully!', data };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/application',
    auth: 'admin',
    roles: CORRESPONDENCE,
    summary:
      'Volunteer applications, a page at a time with the total; q searches names, e-mail and skill; sort newest, oldest or name',
    tags,
    query: applicationListQuerySchema,
    response: applicationPageSchema,
    handler: async ({ query, deps }) => listApplications(deps.db, query),
  }),

  deleteRoute({
    url: '/api/application/:id',
    roles: CORRESPONDENCE,
    summary: 'Delete a volunteer application',
    tags,
    notFound: APPLICATION_NOT_FOUND,
    remove: (deps, id, by) => deleteApplication(deps.db, id, by),
    message: () => 'Application deleted successfully!',
  }),
];
