import { languageQuerySchema } from '~/server/content/localize';
import { translatedRead } from '~/server/content/translated-read';
import { storeUploadedImage } from '~/server/http/multipart';
import { idParams } from '~/server/http/parse';
import { type ApiRoute, defineRoute } from '~/server/http/route';
import { giftListSchema, storedGiftSchema } from '~/shared/schemas/gift';
import { dataOf, deletedAnswerSchema } from '~/shared/schemas/record';
import { giftBodySchema, translatableFields } from '~/shared/schemas/translations';
import { createGift, deleteGift, listGifts, updateGift } from './service';

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
      'Every gift of the catalogue, in the language asked for (?lang=, else Accept-Language); with an admin session, each with its stored translations',
    tags,
    query: languageQuerySchema,
    response: giftListSchema,
    handler: async ({ deps, request }) =>
      translatedRead(deps.db, request, await listGifts(deps.db), translatableFields.gift),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/add/catalog',
    auth: 'admin',
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

  defineRoute({
    method: 'DELETE',
    url: '/api/catalog/:id',
    auth: 'admin',
    summary: 'Delete a gift (its image stays stored)',
    tags,
    params: idParams,
    response: deletedAnswerSchema,
    handler: async ({ params, admin, deps }) => {
      await deleteGift(deps.db, params.id, admin.id);
      return { data: { _id: params.id } };
    },
  }),
];
