import { languageQuerySchema } from '~/server/core/content/localize';
import { translatedRead } from '~/server/core/content/translated-read';
import { idParams } from '~/server/core/http/parse';
import { deleteRoute } from '~/server/core/http/record-routes';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { messageAndDataOf } from '~/shared/schemas/record';
import { skillListSchema, storedSkillSchema } from '~/shared/schemas/skill';
import { skillBodySchema, translatableFields } from '~/shared/schemas/translations';
import { SKILL_NOT_FOUND, createSkill, deleteSkill, listSkills, updateSkill } from './service';
import { CONTENT } from '~/shared/staff-roles';

const tags = ['skills'];
const oneSkill = messageAndDataOf(storedSkillSchema);

export const skillRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/availability',
    auth: 'public',
    cache: 'content',
    summary:
      'Volunteer skills and interests, in the language asked for (?lang=, else Accept-Language); with an admin session, each with its stored translations',
    tags,
    query: languageQuerySchema,
    response: skillListSchema,
    handler: async ({ deps, request }) =>
      translatedRead(deps.db, request, await listSkills(deps.db), translatableFields.skill),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/availability',
    auth: 'admin',
    roles: CONTENT,
    summary: 'Add a skill or interest (translations as an object)',
    tags,
    body: skillBodySchema,
    status: 201,
    response: oneSkill,
    handler: async ({ body, admin, deps }) => ({
      message: 'Skill added successfully!',
      data: await createSkill(deps.db, body, admin.id),
    }),
  }),

  defineRoute({
    method: 'PUT',
    url: '/api/availability/:id',
    auth: 'admin',
    roles: CONTENT,
    summary: 'Edit a skill or interest (the translations are kept when none are sent)',
    tags,
    params: idParams,
    notFound: SKILL_NOT_FOUND,
    body: skillBodySchema,
    response: oneSkill,
    handler: async ({ params, body, admin, deps }) => ({
      message: 'Skill updated successfully!',
      data: await updateSkill(deps.db, params.id, body, admin.id),
    }),
  }),

  deleteRoute({
    url: '/api/availability/:id',
    roles: CONTENT,
    summary: 'Delete a skill or interest (applications naming it keep their other fields)',
    tags,
    notFound: SKILL_NOT_FOUND,
    remove: (deps, id, by) => deleteSkill(deps.db, id, by),
    message: () => 'Skill deleted successfully!',
  }),
];
