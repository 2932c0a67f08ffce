import { contract } from '~/shared/contract';
import { deleteWithMessageContract } from '~/shared/contracts/record';
import {
  applicationInputSchema,
  applicationListQuerySchema,
  applicationPageSchema,
  applicationSchema,
} from '~/shared/schemas/application';
import { messageAndDataOf } from '~/shared/schemas/record';

const tags = ['applications'];

/** Volunteer applications (src/server/people/applications/routes.ts). */
export const applicationContracts = {
  add: contract({
    method: 'POST',
    url: '/api/add/application',
    summary: 'Apply to volunteer',
    description: 'skillsInterests is the id of a skill from GET /api/availability, or empty.',
    tags,
    body: applicationInputSchema,
    status: 201,
    response: messageAndDataOf(applicationSchema),
  }),
  list: contract({
    method: 'GET',
    url: '/api/application',
    summary:
      'Volunteer applications, a page at a time with the total; q searches names, e-mail and skill; sort newest, oldest or name',
    tags,
    query: applicationListQuerySchema,
    response: applicationPageSchema,
  }),
  remove: deleteWithMessageContract({
    method: 'DELETE',
    url: '/api/application/:id',
    summary: 'Delete a volunteer application',
    tags,
  }),
};
