import { contract } from '~/shared/contract';
import { idParams } from '~/shared/schemas/common';
import { dataOf, messageAnswerSchema } from '~/shared/schemas/record';
import { fieldSessionSchema } from '~/shared/schemas/field-phone';

const tags = ['field'];

/** The /field app's session and a lost phone (docs/field.md#a-lost-phone; src/server/field/wipe). */
export const fieldPhoneContracts = {
  session: contract({
    method: 'GET',
    url: '/api/field/session',
    summary:
      'Whether the session cookie the phone carries is signed in, and whether staff ended it for a lost phone (then the answer carries Clear-Site-Data and the app clears what it keeps)',
    tags,
    response: dataOf(fieldSessionSchema),
  }),
  endSessions: contract({
    method: 'POST',
    url: '/api/staff/:id/sessions/end',
    status: 200,
    summary:
      'End every session of a person (a lost phone): they are signed out everywhere, and the /field app clears what it keeps on that phone at its next connection',
    tags,
    params: idParams,
    response: messageAnswerSchema,
  }),
};
