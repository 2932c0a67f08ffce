import { languageQuerySchema } from '~/server/core/content/localize';
import { translatedRead } from '~/server/core/content/translated-read';
import { contentLanguage } from '~/server/core/http/language';
import { pageInfo } from '~/server/core/http/paging';
import { storeUploadedImage } from '~/server/core/http/multipart';
import { idParams } from '~/server/core/http/parse';
import { deleteRoute } from '~/server/core/http/record-routes';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { giftListQuerySchema, giftListSchema, storedGiftSchema } from '~/shared/schemas/gift';
import { dataOf } from '~/shared/schemas/record';
import { giftBodySchema, translatableFields } from '~/shared/schemas/translations';
import { listGifts } from './list';
import { createGift, deleteGift, updateGift } from './service';
import { CONTENT } from '~/shared/staff-roles';

const tags = ['catalog'];
const multipart = { fields: giftBodySchema, file: 'image' };

/** The gift catalogue; SPEC names its URLs "catalog". */
export const giftRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/catalog',
    auth: 'public',
    cache: 'content',
    summary:
      'One page of the catalogue (?page=, ?pageSize= 1-100, default 100), newest first, with total, page and pageSize. Filters, applied before paging: ' +
      'q (case-insensitive substring of the name, as stored or in the language asked for; with in=name-or-description, of the name or the description), ' +
      'category (exact), ids (comma-separated gift ids, up to 100). In the language asked for (?lang=, else Accept-Language); with an admin session, each gift with its stored translations',
    tags,
    query: languageQuerySchema.extend(giftListQuerySchema.shape),
    response: giftListSchema,
    handler: async ({ query, deps, request }) => {
      const { records, total } = await listGifts(deps.db, query, contentLanguage(request));
      return {
        ...(await translatedRead(deps.db, request, records, translatableFields.gift)),
        ...pageInfo(query, total),
      };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/add/catalog',
    auth: 'admin',
    roles: CONTENT,
    summary: 'Add a gift (multipart; optional image file; translations as a JSON string)',
    tags,
    multipart,
    status: 201,
    response: dataOf(storedGiftSchema),
    handler: async ({ body: { fields, file }, admin, deps }) => {
      const image = await storeUploadedImage(deps.db, file);
      return { data: await createGift(deps.db, fields, image, admin.id) };
    },
  }),

  defineRoute({
    method: 'PUT',
    url: '/api/catalog/:id',
    auth: 'admin',
    roles: CONTENT,
    summary: 'Edit a gift (multipart); the image, and the translations, are kept when none are sent',
    tags,
    params: idParams,
    multipart,
    response: dataOf(storedGiftSchema),
    handler: async ({ params, body: { fields, file }, admin, deps }) => {
      const image = await storeUploadedImage(deps.db, file);
      return { data: await updateGift(deps.db, params.id, fields, image, admin.id) };
    },
  }),

  deleteRoute({
    url: '/api/catalog/:id',
    roles: CONTENT,
    summary: 'Delete a gift (its image is deleted once no record uses it)',
    tags,
    remove: (deps, id, by) => deleteGift(deps.db, id, by),
  }),
];
