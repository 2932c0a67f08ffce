import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDeps } from '~/server/api';
import { allLanguages } from '~/shared/i18n/core';
import { skillBodySchema, translatableFields } from '~/shared/schemas/translations';
import '~/server/api/openapi/info';
import { languageQuerySchema } from '~/server/api/localize';
import { translatedRead } from '~/server/api/translated-read';
import { parseBody, parseId } from '~/server/api/messages/input';
import { SKILL_NOT_FOUND, createSkill, deleteSkill, listSkills, updateSkill } from './service';

const skillRecord = z.object({
  _id: z.uuid(),
  name: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
});
const language = z.enum(allLanguages);
const translatedFields = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const storedTranslations = z.record(z.string(), translatedFields);
/** A skill as stored: the English fields and their translations. */
const storedSkill = skillRecord.extend({ translations: storedTranslations });
const oneSkill = z.object({ message: z.string(), data: storedSkill });
type IdParams = { Params: { id: string } };

export function skillsRoutes(app: FastifyInstance, { db }: ApiDeps): void {
  app.get(
    '/api/availability',
    {
      config: {
        auth: 'public',
        openapi: {
          summary:
            'Volunteer skills and interests, in the language asked for (?lang=, else Accept-Language); with an admin session, each with its stored translations',
          tags: ['skills'],
          query: languageQuerySchema,
          response: z.object({
            data: z.array(skillRecord.extend({ lang: language, translations: storedTranslations.optional() })),
            lang: language,
          }),
        },
      },
    },
    async (request) => translatedRead(db, request, await listSkills(db), translatableFields.skill),
  );

  app.post(
    '/api/availability',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'Add a skill or interest (translations as an object)',
          tags: ['skills'],
          body: skillBodySchema,
          status: 201,
          response: oneSkill,
        },
      },
    },
    async (request, reply) => {
      const data = await createSkill(db, parseBody(skillBodySchema, request.body), request.admin!.id);
      return reply.code(201).send({ message: 'Skill added successfully!', data });
    },
  );

  app.put<IdParams>(
    '/api/availability/:id',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'Edit a skill or interest (the translations are kept when none are sent)',
          tags: ['skills'],
          body: skillBodySchema,
          response: oneSkill,
        },
      },
    },
    async (request) => {
      const id = parseId(request.params.id, SKILL_NOT_FOUND);
      const data = await updateSkill(db, id, parseBody(skillBodySchema, request.body), request.admin!.id);
      return { message: 'Skill updated successfully!', data };
    },
  );

  app.delete<IdParams>(
    '/api/availability/:id',
    {
      config: {
        auth: 'admin',
        openapi: {
          summary: 'Delete a skill or interest (applications naming it keep their other fields)',
          tags: ['skills'],
          response: z.object({ message: z.string() }),
        },
      },
    },
    async (request) => {
      await deleteSkill(db, parseId(request.params.id, SKILL_NOT_FOUND), request.admin!.id);
      return { message: 'Skill deleted successfully!' };
    },
  );
}
