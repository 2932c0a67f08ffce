import { translatedRead } from '~/server/core/content/translated-read';
import { contentLanguage } from '~/server/core/http/language';
import { pageInfo } from '~/server/core/http/paging';
import { storeUploadedImage } from '~/server/core/http/multipart';
import { deleteRoute } from '~/server/core/http/record-routes';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { translatableFields } from '~/shared/schemas/translations';
import { listGifts } from './list';
import { createGift, deleteGift, updateGift } from './service';
import { CONTENT } from '~/shared/staff-roles';
import { giftContracts } from '~/shared/contracts/gifts';

/** The gift catalogue; docs/product.md names its URLs "catalog". */
export const giftRoutes: ApiRoute[] = [
  defineRoute(giftContracts.list, {
    auth: 'public',
    cache: 'content',
    handler: async ({ query, deps, request }) => {
      const { records, total } = await listGifts(deps.db, query, contentLanguage(request));
      return {
        ...(await translatedRead(deps.db, request, records, translatableFields.gift)),
        ...pageInfo(query, total),
      };
    },
  }),

  defineRoute(giftContracts.add, {
    auth: 'admin',
    roles: CONTENT,
    handler: async ({ body: { fields, file }, admin, deps }) => {
      const image = await storeUploadedImage(deps.db, file);
      return { data: await createGift(deps.db, fields, image, admin.id) };
    },
  }),

  defineRoute(giftContracts.edit, {
    auth: 'admin',
    roles: CONTENT,
    handler: async ({ params, body: { fields, file }, admin, deps }) => {
      const image = await storeUploadedImage(deps.db, file);
      return { data: await updateGift(deps.db, params.id, fields, image, admin.id) };
    },
  }),

  deleteRoute(giftContracts.remove, {
    roles: CONTENT,
    remove: (deps, id, by) => deleteGift(deps.db, id, by),
  }),
];
