import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '~/server/api';
import { parseInput } from '~/server/http/errors';
import { readMultipart, storeUploadedImage } from '~/server/http/multipart';
import { contentLanguage } from '~/server/http/language';
import { languageQuerySchema, localizeAll } from '~/server/api/localize';
import { giftBodySchema, translatableFields } from '~/shared/schemas/translations';
import { createGift, deleteGift, giftId, listGifts, updateGift } from './service';

type IdParams = { Params: { id: string } };
const tags = ['catalog'];
const multipart = { fileField: 'image' };

export function catalogRoutes(app: FastifyInstance, { db }: ApiDeps): void {
  app.get(
    '/api/catalog',
    {
      config: {
        auth: 'public',
        openapi: {
          summary: 'Every gift of the catalogue, in the language asked for (?lang=, else Accept-Language)',
          tags,
          query: languageQuerySchema,
        },
      },
    },
    async (request) => {
      const lang = contentLanguage(request);
      return { data: localizeAll(await listGifts(db), translatableFields.gift, lang), lang };
    },
  );

  app.get(
    '/api/admin/catalog',
    {
      config: {
        auth: 'admin',
        openapi: { summary: 'Every gift as stored: English fields and their translations (for the admin forms)', tags },
      },
    },
    async () => ({ data: await listGifts(db) }),
  );

  app.post(
    '/api/add/catalog',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'Add a gift (multipart; optional image file; translations as a JSON string)',
          tags,
          body: giftBodySchema,
          multipart,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, multipart.fileField);
      const input = parseInput(giftBodySchema, form.fields);
      const image = await storeUploadedImage(db, form.file);
      return reply.code(201).send({ data: await createGift(db, input, image, request.admin!.id) });
    },
  );

  app.put<IdParams>(
    '/api/catalog/:id',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'Edit a gift (multipart); the image, and the translations, are kept when none are sent',
          tags,
          body: giftBodySchema,
          multipart,
        },
      },
    },
    async (request) => {
      const id = giftId(request.params.id);
      const form = await readMultipart(request, multipart.fileField);
      const input = parseInput(giftBodySchema, form.fields);
      const image = await storeUploadedImage(db, form.file);
      return { data: await updateGift(db, id, input, image, request.admin!.id) };
    },
  );

  app.delete<IdParams>(
    '/api/catalog/:id',
    { config: { auth: 'admin', openapi: { summary: 'Delete a gift (its image stays stored)', tags } } },
    async (request) => {
      const id = giftId(request.params.id);
      await deleteGift(db, id, request.admin!.id);
      return { data: { _id: id } };
    },
  );
}
