import { listLetters, moderateLetter } from '~/server/sponsorship/child-news/letters';
import { newsText } from '~/server/sponsorship/child-news/texts';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { SPONSORSHIP } from '~/shared/staff-roles';
import { childNewsContracts } from '~/shared/contracts/child-news';

/** Sponsors' letters to their children, moderated by staff before they reach a child (docs/children-protection.md). */
export const letterRoutes: ApiRoute[] = [
  defineRoute(childNewsContracts.letters, {
    auth: 'admin',
    roles: SPONSORSHIP,
    handler: ({ deps, query }) => listLetters(deps, query.status, query.page, query.pageSize),
  }),

  defineRoute(childNewsContracts.moderate, {
    auth: 'admin',
    roles: SPONSORSHIP,
    notFound: () => newsText('errors.letter'),
    handler: async ({ params, body, admin, deps }) => {
      const data = await moderateLetter(deps, params.id, body, admin.id);
      return { message: newsText(`moderated.${body.action}`), data };
    },
  }),
];
