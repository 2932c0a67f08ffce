import { answerForm, safeReturn } from '~/server/sponsorship/child-news/form-answer';
import { readPhotoForm } from '~/server/sponsorship/child-news/photo-form';
import { quietChildren, readNewsSettings, saveNewsSettings } from '~/server/sponsorship/child-news/quiet';
import { IMAGE_NOT_FOUND, sendPrivateImage } from '~/server/sponsorship/child-news/serve-image';
import { deleteUpdate, listUpdates, postFromForm } from '~/server/sponsorship/child-news/staff-updates';
import { newsText } from '~/server/sponsorship/child-news/texts';
import { deleteRoute } from '~/server/core/http/record-routes';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { MAX_UPDATE_PHOTOS } from '~/shared/schemas/child-news';
import { SPONSORSHIP } from '~/shared/staff-roles';
import { childNewsContracts } from '~/shared/contracts/child-news';
import { settingRoutes } from '~/server/sponsorship/setting-routes';

/** Staff's side of the news of sponsored children (docs/children-protection.md): post, list, take down, and who has heard nothing. */
export const childNewsRoutes: ApiRoute[] = [
  defineRoute(childNewsContracts.post, {
    auth: 'admin',
    roles: SPONSORSHIP,
    handler: async ({ admin, deps, request, reply }) => {
      let back = '/dashboard/child_news';
      return answerForm(
        request,
        reply,
        () => back,
        async () => {
          const { fields, files } = await readPhotoForm(request, 'photos', MAX_UPDATE_PHOTOS);
          back = safeReturn(fields.returnTo, back);
          const data = await postFromForm(deps, fields, files, admin.id);
          const message = data.translating
            ? newsText('queued', { languages: data.translating.join(', ') })
            : newsText('posted', { count: data.notified ?? 0 });
          return { message, data };
        },
      );
    },
  }),

  defineRoute(childNewsContracts.list, {
    auth: 'admin',
    roles: SPONSORSHIP,
    handler: ({ deps, query }) => listUpdates(deps, query.childId, query.page, query.pageSize),
  }),

  deleteRoute(childNewsContracts.remove, {
    roles: SPONSORSHIP,
    notFound: () => newsText('errors.update'),
    remove: deleteUpdate,
  }),

  defineRoute(childNewsContracts.quiet, {
    auth: 'admin',
    roles: SPONSORSHIP,
    handler: async ({ deps, query }) => {
      const months = query.months ?? (await readNewsSettings(deps.db)).quietMonths;
      return { ...(await quietChildren(deps.db, months, query.page, query.pageSize)), months };
    },
  }),

  ...settingRoutes(
    { read: childNewsContracts.settings, save: childNewsContracts.saveSettings },
    { roles: SPONSORSHIP, read: readNewsSettings, save: saveNewsSettings, saved: () => newsText('settingsSaved') },
  ),

  defineRoute(childNewsContracts.image, {
    auth: 'admin',
    roles: SPONSORSHIP,
    notFound: IMAGE_NOT_FOUND,
    handler: ({ params, deps, reply }) => sendPrivateImage(deps.db, reply, params.hash, params.file),
  }),
];
