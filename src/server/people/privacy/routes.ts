import { contentLanguage } from '~/server/core/http/language';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { privacyNotice } from '~/server/people/privacy/notice';
import { privacyContracts } from '~/shared/contracts/privacy';

/** The privacy notice (/privacy), as staff wrote it in Site settings, in the language asked for. */
export const privacyRoutes: ApiRoute[] = [
  defineRoute(privacyContracts.notice, {
    auth: 'public',
    cache: 'content',
    handler: async ({ deps, request }) => {
      const lang = contentLanguage(request);
      return { data: await privacyNotice(deps.db, deps.config, lang), lang };
    },
  }),
];
