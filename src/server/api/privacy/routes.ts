import { contentLanguage } from '~/server/http/language';
import { type ApiRoute, defineRoute } from '~/server/http/route';
import { languageQuerySchema } from '~/server/content/localize';
import { privacyNotice } from '~/server/privacy/notice';
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
