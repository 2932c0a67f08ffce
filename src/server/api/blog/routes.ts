import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '~/server/api';
import { parseInput } from '~/server/http/errors';
import { readMultipart, storeUploadedImage } from '~/server/http/multipart';
import { contentLanguage } from '~/server/http/language';
import { languageQuerySchema, localize } from '~/server/api/localize';
import { translatedRead } from '~/server/api/translated-read';
import { postBodySchema, translatableFields } from '~/shared/schemas/translations';
import { createPost, deletePost, getPost, listPosts, postId, updatePost } from './service';

type IdParams = { Params: { id: string } };
const tags = ['blog'];
const multipart = { fileField: 'image' };

export function blogRoutes(app: FastifyInstance, { db }: ApiDeps): void {
  const fields = translatableFields.post;
  const query = languageQuerySchema;

  app.get(
    '/api/blog',
    {
      config: {
        auth: 'public',
        openapi: {
          summary:
            'Every blog post, newest first, in the language asked for (?lang=); with an admin session, each with its stored translations',
          tags,
          query,
        },
      },
    },
    async (request) => translatedRead(db, request, await listPosts(db), fields),
  );

  app.get<IdParams>(
    '/api/blog/:id',
    {
      config: {
        auth: 'public',
        openapi: { summary: 'One blog post, in the language asked for (?lang=)', tags, query },
      },
    },
    async (request) => {
      const lang = contentLanguage(request);
      return { data: localize(await getPost(db, postId(request.params.id)), fields, lang), lang };
    },
  );

  app.post(
    '/api/add/blog',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary:
            'Add a blog post (multipart; content HTML, translated too, is sanitised; optional image file; translations as a JSON string)',
          tags,
          body: postBodySchema,
          multipart,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, multipart.fileField);
      const input = parseInput(postBodySchema, form.fields);
      const image = await storeUploadedImage(db, form.file);
      return reply.code(201).send({ data: await createPost(db, input, image, request.admin!.id) });
    },
  );

  app.put<IdParams>(
    '/api/blog/:id',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'Edit a blog post (multipart); the image, and the translations, are kept when none are sent',
          tags,
          body: postBodySchema,
          multipart,
        },
      },
    },
    async (request) => {
      const id = postId(request.params.id);
      const form = await readMultipart(request, multipart.fileField);
      const input = parseInput(postBodySchema, form.fields);
      const image = await storeUploadedImage(db, form.file);
      return { data: await updatePost(db, id, input, image, request.admin!.id) };
    },
  );

  app.delete<IdParams>(
    '/api/blog/:id',
    { config: { auth: 'admin', openapi: { summary: 'Delete a blog post (its image stays stored)', tags } } },
    async (request) => {
      const id = postId(request.params.id);
      await deletePost(db, id, request.admin!.id);
      return { data: { _id: id } };
    },
  );
}
