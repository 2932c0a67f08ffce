import { contentLanguage } from '~/server/core/http/language';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { languageQuerySchema } from '~/server/core/content/localize';
import { privacyNotice } from '~/server/people/privacy/notice';
import { privacyNoticeAnswerSchema } from '~/shared/schemas/privacy-settings';

/** The privacy notice (/privacy), as staff wrote it in Site settings, in the language asked for. */
export const privacyRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/privacy',
    auth: 'public',
    cache: 'content',
    summary:
      'The privacy notice in the language asked for (what is collected, why, for how long, who processes it, your rights), its contact details and retention periods filled in',
    tags: ['site'],
    query: languageQuerySchema,
    response: privacyNoticeAnswerSchema,
    handler: async ({ deps, request }) => {
      const lang = contentLanguage(request);
      return { data: await privacyNotice(deps.db, deps.config, lang), lang };
    },
  }),
];
