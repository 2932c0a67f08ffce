import { translatedRead } from '~/server/core/content/translated-read';
import { deleteRoute } from '~/server/core/http/record-routes';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { translatableFields } from '~/shared/schemas/translations';
import { SKILL_NOT_FOUND, createSkill, deleteSkill, listSkills, updateSkill } from './service';
import { CONTENT } from '~/shared/staff-roles';
import { skillContracts } from '~/shared/contracts/skills';

export const skillRoutes: ApiRoute[] = [
  defineRoute(skillContracts.list, {
    auth: 'public',
    cache: 'content',
    handler: async ({ deps, request }) =>
      translatedRead(deps.db, request, await listSkills(deps.db), translatableFields.skill),
  }),

  defineRoute(skillContracts.add, {
    auth: 'admin',
    roles: CONTENT,
    handler: async ({ body, admin, deps }) => ({
      message: 'Skill added successfully!',
      data: await createSkill(deps.db, body, admin.id),
    }),
  }),

  defineRoute(skillContracts.edit, {
    auth: 'admin',
    roles: CONTENT,
    notFound: SKILL_NOT_FOUND,
    handler: async ({ params, body, admin, deps }) => ({
      message: 'Skill updated successfully!',
      data: await updateSkill(deps.db, params.id, body, admin.id),
    }),
  }),

  deleteRoute(skillContracts.remove, {
    roles: CONTENT,
    notFound: SKILL_NOT_FOUND,
    remove: (deps, id, by) => deleteSkill(deps.db, id, by),
    message: () => 'Skill deleted successfully!',
  }),
];
