import { contract } from '~/shared/contract';
import { deleteWithMessageContract } from '~/shared/contracts/record';
import { idParams, languageQuerySchema } from '~/shared/schemas/common';
import { messageAndDataOf } from '~/shared/schemas/record';
import { skillListSchema, storedSkillSchema } from '~/shared/schemas/skill';
import { skillBodySchema } from '~/shared/schemas/translations';

const tags = ['skills'];
const oneSkill = messageAndDataOf(storedSkillSchema);

/** Volunteer skills and interests (src/server/content/skills/routes.ts). */
export const skillContracts = {
  list: contract({
    method: 'GET',
    url: '/api/availability',
    summary:
      'Volunteer skills and interests, in the language asked for (?lang=, else Accept-Language); with an admin session, each with its stored translations',
    tags,
    query: languageQuerySchema,
    response: skillListSchema,
  }),
  add: contract({
    method: 'POST',
    url: '/api/availability',
    summary: 'Add a skill or interest (translations as an object)',
    tags,
    body: skillBodySchema,
    status: 201,
    response: oneSkill,
  }),
  edit: contract({
    method: 'PUT',
    url: '/api/availability/:id',
    summary: 'Edit a skill or interest (the translations are kept when none are sent)',
    tags,
    params: idParams,
    body: skillBodySchema,
    response: oneSkill,
  }),
  remove: deleteWithMessageContract({
    method: 'DELETE',
    url: '/api/availability/:id',
    summary: 'Delete a skill or interest (applications naming it keep their other fields)',
    tags,
  }),
};
