import { requestLanguage } from '~/server/core/http/language';
import { deleteRoute } from '~/server/core/http/record-routes';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { notifyLater } from '~/server/core/mail/notify-later';
import { APPLICATION_NOT_FOUND, createApplication, deleteApplication, listApplications } from './service';
import { CORRESPONDENCE } from '~/shared/staff-roles';
import { applicationContracts } from '~/shared/contracts/applications';

export const applicationRoutes: ApiRoute[] = [
  defineRoute(applicationContracts.add, {
    auth: 'public',
    rateLimit: 'public-write',
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

  defineRoute(applicationContracts.list, {
    auth: 'admin',
    roles: CORRESPONDENCE,
    handler: async ({ query, deps }) => listApplications(deps.db, query),
  }),

  deleteRoute(applicationContracts.remove, {
    roles: CORRESPONDENCE,
    notFound: APPLICATION_NOT_FOUND,
    remove: (deps, id, by) => deleteApplication(deps.db, id, by),
    message: () => 'Application deleted successfully!',
  }),
];
