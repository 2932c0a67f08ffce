import { localize } from '~/server/core/content/localize';
import { translatedRead } from '~/server/core/content/translated-read';
import { contentLanguage } from '~/server/core/http/language';
import { pageInfo } from '~/server/core/http/paging';
import { storeUploadedImage } from '~/server/core/http/multipart';
import { hashesIn } from '~/server/core/images/references';
import { keepImages } from '~/server/core/images/sweep';
import { deleteRoute } from '~/server/core/http/record-routes';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { blogContracts } from '~/shared/contracts/blog';
import { translatableFields } from '~/shared/schemas/translations';
import { createPost, deletePost, getPost, listPosts, postIndex, updatePost } from './service';
import { CONTENT } from '~/shared/staff-roles';

const fields = translatableFields.post;

export const blogRoutes: ApiRoute[] = [
  defineRoute(blogContracts.list, {
    auth: 'public',
    cache: 'content',
    handler: async ({ query, deps, request }) => {
      const { records, total } = await listPosts(deps.db, query);
      return { ...(await translatedRead(deps.db, request, records, fields)), ...pageInfo(query, total) };
    },
  }),

  defineRoute(blogContracts.index, {
    auth: 'public',
    cache: 'content',
    handler: async ({ deps }) => ({ data: await postIndex(deps.db) }),
  }),

  defineRoute(blogContracts.one, {
    auth: 'public',
    cache: 'content',
    handler: async ({ params, deps, request }) => {
      const lang = contentLanguage(request);
      return { data: localize(await getPost(deps.db, params.id), fields, lang), lang };
    },
  }),

  defineRoute(blogContracts.add, {
    auth: 'admin',
    roles: CONTENT,
    handler: async ({ body, admin, deps }) => {
      const image = await storeUploadedImage(deps.db, body.file);
      await keepImages(deps.db, hashesIn(JSON.stringify(body.fields)));
      return { data: await createPost(deps.db, body.fields, image, admin.id) };
    },
  }),

  defineRoute(blogContracts.edit, {
    auth: 'admin',
    roles: CONTENT,
    handler: async ({ params, body, admin, deps }) => {
      const image = await storeUploadedImage(deps.db, body.file);
      await keepImages(deps.db, hashesIn(JSON.stringify(body.fields)));
      return { data: await updatePost(deps.db, params.id, body.fields, image, admin.id) };
    },
  }),

  deleteRoute(blogContracts.remove, {
    roles: CONTENT,
    remove: (deps, id, by) => deletePost(deps.db, id, by),
  }),
];
