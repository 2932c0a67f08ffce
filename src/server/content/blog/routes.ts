import { languageQuerySchema, localize } from '~/server/core/content/localize';
import { translatedRead } from '~/server/core/content/translated-read';
import { contentLanguage } from '~/server/core/http/language';
import { pageInfo } from '~/server/core/http/paging';
import { storeUploadedImage } from '~/server/core/http/multipart';
import { hashesIn } from '~/server/core/images/references';
import { keepImages } from '~/server/core/images/sweep';
import { idParams } from '~/server/core/http/parse';
import { deleteRoute } from '~/server/core/http/record-routes';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import {
  blogIndexSchema,
  blogListQuerySchema,
  blogPostListSchema,
  oneBlogPostSchema,
  storedBlogPostSchema,
} from '~/shared/schemas/blog';
import { dataOf } from '~/shared/schemas/record';
import { postBodySchema, translatableFields } from '~/shared/schemas/translations';
import { createPost, deletePost, getPost, listPosts, postIndex, updatePost } from './service';
import { CONTENT } from '~/shared/staff-roles';

const tags = ['blog'];
const fields = translatableFields.post;
const multipart = { fields: postBodySchema, file: 'image' };

export const blogRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/blog',
    auth: 'public',
    cache: 'content',
    summary:
      'One page of the blog posts (?page=, ?pageSize= 1-100, default 100), newest first, with total, page and pageSize; in the language asked for (?lang=); with an admin session, each with its stored translations',
    tags,
    query: languageQuerySchema.extend(blogListQuerySchema.shape),
    response: blogPostListSchema,
    handler: async ({ query, deps, request }) => {
      const { records, total } = await listPosts(deps.db, query);
      return { ...(await translatedRead(deps.db, request, records, fields)), ...pageInfo(query, total) };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/blog/index',
    auth: 'public',
    cache: 'content',
    summary: "Every post's id and publication date, newest first, not paged (the sitemap's list)",
    tags,
    response: blogIndexSchema,
    handler: async ({ deps }) => ({ data: await postIndex(deps.db) }),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/blog/:id',
    auth: 'public',
    cache: 'content',
    summary: 'One blog post, in the language asked for (?lang=)',
    tags,
    params: idParams,
    query: languageQuerySchema,
    response: oneBlogPostSchema,
    handler: async ({ params, deps, request }) => {
      const lang = contentLanguage(request);
      return { data: localize(await getPost(deps.db, params.id), fields, lang), lang };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/add/blog',
    auth: 'admin',
    roles: CONTENT,
    summary:
      'Add a blog post (multipart; content HTML, translated too, is sanitised; optional image file; translations as a JSON string)',
    tags,
    multipart,
    status: 201,
    response: dataOf(storedBlogPostSchema),
    handler: async ({ body, admin, deps }) => {
      const image = await storeUploadedImage(deps.db, body.file);
      await keepImages(deps.db, hashesIn(JSON.stringify(body.fields)));
      return { data: await createPost(deps.db, body.fields, image, admin.id) };
    },
  }),

  defineRoute({
    method: 'PUT',
    url: '/api/blog/:id',
    auth: 'admin',
    roles: CONTENT,
    summary: 'Edit a blog post (multipart); the image, and the translations, are kept when none are sent',
    tags,
    params: idParams,
    multipart,
    response: dataOf(storedBlogPostSchema),
    handler: async ({ params, body, admin, deps }) => {
      const image = await storeUploadedImage(deps.db, body.file);
      await keepImages(deps.db, hashesIn(JSON.stringify(body.fields)));
      return { data: await updatePost(deps.db, params.id, body.fields, image, admin.id) };
    },
  }),

  deleteRoute({
    url: '/api/blog/:id',
    roles: CONTENT,
    summary: 'Delete a blog post (its images are deleted once no record uses them)',
    tags,
    remove: (deps, id, by) => deletePost(deps.db, id, by),
  }),
];
