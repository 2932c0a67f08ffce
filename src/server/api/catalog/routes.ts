import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '~/server/api';
import { parseInput } from '~/server/http/errors';
import { readMultipart, storeUploadedImage } from '~/server/http/multipart';
import { languageQuerySchema } from '~/server/api/localize';
import { translatedRead } from '~/server/api/translated-read';
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
          summary:
            'Every gift of the catalogue, in the language asked for (?lang=, else Accept-Language); with an admin session, each with its stored translations',
          tags,
          query: languageQuerySchema,
        },
      },
    },
    async (request) => translatedRead(db, request, await listGifts(db), translatableFields.gift),
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
