import { contract } from '~/shared/contract';
import { languageQuerySchema } from '~/shared/schemas/common';
import { privacyNoticeAnswerSchema } from '~/shared/schemas/privacy-settings';

/** The privacy notice (/privacy), as staff wrote it in Site settings (src/server/people/privacy/routes.ts). */
export const privacyContracts = {
  notice: contract({
    method: 'GET',
    url: '/api/privacy',
    summary:
      'The privacy notice in the language asked for (what is collected, why, for how long, who processes it, your rights), its contact details and retention periods filled in',
    tags: ['site'],
    query: languageQuerySchema,
    response: privacyNoticeAnswerSchema,
  }),
};
