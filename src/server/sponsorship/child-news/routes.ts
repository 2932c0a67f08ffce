import { z } from 'zod';
import { answerForm, safeReturn } from '~/server/sponsorship/child-news/form-answer';
import { readPhotoForm } from '~/server/sponsorship/child-news/photo-form';
import { quietChildren, readNewsSettings, saveNewsSettings } from '~/server/sponsorship/child-news/quiet';
import { IMAGE_NOT_FOUND, privateImageParams, sendPrivateImage } from '~/server/sponsorship/child-news/serve-image';
import { deleteUpdate, listUpdates, postFromForm } from '~/server/sponsorship/child-news/staff-updates';
import { newsText } from '~/server/sponsorship/child-news/texts';
import { deleteRoute } from '~/server/core/http/record-routes';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import {
  MAX_UPDATE_PHOTOS,
  childNewsSettingsSchema,
  childUpdateSchema,
  quietChildSchema,
} from '~/shared/schemas/child-news';
import { pageFields, pageQuerySchema } from '~/shared/schemas/paging';
import { dataOf, messageAndDataOf } from '~/shared/schemas/record';
import { SPONSORSHIP } from '~/shared/staff-roles';

const tags = ['child-news'];
const paged = <S extends z.ZodType>(s: S) => z.strictObject({ data: z.array(s), ...pageFields });

/** Staff's side of the news of sponsored children (DESIGN section 8): post, list, take down, and who has heard nothing. */
export const childNewsRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/child-news',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary: `Posts an update of a child (multipart: childId, kind, textEn/textFr/textRw, replyToLetterId?, up to ${MAX_UPDATE_PHOTOS} files "photos") and tells its sponsors by e-mail (and SMS where they consented); 201. A page's form post (Accept: text/html) is answered 303 to its returnTo`,
    tags,
    status: 201,
    response: messageAndDataOf(childUpdateSchema),
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
          return { message: newsText('posted', { count: data.notified ?? 0 }), data };
        },
      );
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/child-news',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary: 'Updates posted, newest first, of one child (?childId=) or all; paged',
    tags,
    query: pageQuerySchema(20).extend({ childId: z.uuid().optional() }),
    response: paged(childUpdateSchema),
    handler: ({ deps, query }) => listUpdates(deps, query.childId, query.page, query.pageSize),
  }),

  deleteRoute({
    url: '/api/child-news/:id',
    roles: SPONSORSHIP,
    summary: 'Takes an update down (posted by mistake): its sponsors no longer see it',
    tags,
    notFound: () => newsText('errors.update'),
    remove: deleteUpdate,
  }),

  defineRoute({
    method: 'GET',
    url: '/api/child-news/quiet',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary:
      'Children sponsored now whose sponsor has heard nothing for the months set in Site settings (?months= to ask for another span); longest silence first, paged',
    tags,
    query: pageQuerySchema(20).extend({ months: z.coerce.number().int().min(1).max(36).optional() }),
    response: paged(quietChildSchema).extend({ months: z.number().int() }),
    handler: async ({ deps, query }) => {
      const months = query.months ?? (await readNewsSettings(deps.db)).quietMonths;
      return { ...(await quietChildren(deps.db, months, query.page, query.pageSize)), months };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/child-news/settings',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary: 'The news settings: after how many months without news a sponsor is listed',
    tags,
    response: dataOf(childNewsSettingsSchema),
    handler: async ({ deps }) => ({ data: await readNewsSettings(deps.db) }),
  }),

  defineRoute({
    method: 'PUT',
    url: '/api/child-news/settings',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary: 'Saves the news settings ({ quietMonths }: 1 to 36)',
    tags,
    body: childNewsSettingsSchema,
    response: messageAndDataOf(childNewsSettingsSchema),
    handler: async ({ body, admin, deps }) => {
      await saveNewsSettings(deps.db, body, admin.id);
      return { message: newsText('settingsSaved'), data: body };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/child-news/images/:hash/:file',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary: "A private image (an update's photo, a letter's photo) for staff, as WebP at one of the stored widths",
    tags,
    params: privateImageParams,
    notFound: IMAGE_NOT_FOUND,
    handler: ({ params, deps, reply }) => sendPrivateImage(deps.db, reply, params.hash, params.file),
  }),
];
