import { z } from 'zod';
import { listLetters, moderateLetter } from '~/server/sponsorship/child-news/letters';
import { newsText } from '~/server/sponsorship/child-news/texts';
import { idParams } from '~/server/core/http/parse';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { letterModerationSchema, letterSchema, letterStatuses } from '~/shared/schemas/child-news';
import { pageFields, pageQuerySchema } from '~/shared/schemas/paging';
import { messageAndDataOf } from '~/shared/schemas/record';
import { SPONSORSHIP } from '~/shared/staff-roles';

const tags = ['letters'];

/** Sponsors' letters to their children, moderated by staff before they reach a child (DESIGN section 8). */
export const letterRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/letters',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary:
      'Letters of one state (?status=pending by default; pending and approved oldest first, the others newest first), with the contact details found in each; paged',
    tags,
    query: pageQuerySchema(20).extend({ status: z.enum(letterStatuses).default('pending') }),
    response: z.strictObject({ data: z.array(letterSchema), ...pageFields }),
    handler: ({ deps, query }) => listLetters(deps, query.status, query.page, query.pageSize),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/letters/:id',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary:
      'Moderates a letter: { action: "approve", text? } (as written, or edited), { action: "return", reason } (the sponsor is e-mailed the reason), or { action: "deliver" } for an approved letter; 409 when the letter is past that step',
    tags,
    params: idParams,
    notFound: () => newsText('errors.letter'),
    body: letterModerationSchema,
    response: messageAndDataOf(letterSchema),
    handler: async ({ params, body, admin, deps }) => {
      const data = await moderateLetter(deps, params.id, body, admin.id);
      return { message: newsText(`moderated.${body.action}`), data };
    },
  }),
];
