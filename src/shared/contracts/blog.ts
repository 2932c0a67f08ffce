import { contract } from '~/shared/contract';
import { deleteContract } from '~/shared/contracts/record';
import {
  blogIndexSchema,
  blogListQuerySchema,
  blogPostListSchema,
  oneBlogPostSchema,
  storedBlogPostSchema,
} from '~/shared/schemas/blog';
import { idParams, languageQuerySchema } from '~/shared/schemas/common';
import { dataOf } from '~/shared/schemas/record';
import { postBodySchema } from '~/shared/schemas/translations';

const tags = ['blog'];
const multipart = { fields: postBodySchema, file: 'image' };
const stored = dataOf(storedBlogPostSchema);

/** The blog's routes (src/server/content/blog/routes.ts). */
export const blogContracts = {
  list: contract({
    method: 'GET',
    url: '/api/blog',
    summary:
      'One page of the blog posts (?page=, ?pageSize= 1-100, default 100), newest first, with total, page and pageSize; in the language asked for (?lang=); with an admin session, each with its stored translations',
    tags,
    query: languageQuerySchema.extend(blogListQuerySchema.shape),
    response: blogPostListSchema,
  }),
  index: contract({
    method: 'GET',
    url: '/api/blog/index',
    summary: "Every post's id and publication date, newest first, not paged (the sitemap's list)",
    tags,
    response: blogIndexSchema,
  }),
  one: contract({
    method: 'GET',
    url: '/api/blog/:id',
    summary: 'One blog post, in the language asked for (?lang=)',
    tags,
    params: idParams,
    query: languageQuerySchema,
    response: oneBlogPostSchema,
  }),
  add: contract({
    method: 'POST',
    url: '/api/add/blog',
    summary:
      'Add a blog post (multipart; content HTML, translated too, is sanitised; optional image file; translations as a JSON string)',
    tags,
    multipart,
    status: 201,
    response: stored,
  }),
  edit: contract({
    method: 'PUT',
    url: '/api/blog/:id',
    summary: 'Edit a blog post (multipart); the image, and the translations, are kept when none are sent',
    tags,
    params: idParams,
    multipart,
    response: stored,
  }),
  remove: deleteContract({
    method: 'DELETE',
    url: '/api/blog/:id',
    summary: 'Delete a blog post (its images are deleted once no record uses them)',
    tags,
  }),
};
