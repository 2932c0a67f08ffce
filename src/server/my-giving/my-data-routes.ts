import { defineRoute, type ApiRoute } from '~/server/core/http/route';
import { requestLanguage } from '~/server/core/http/language';
import {
  correctPerson,
  erasePerson,
  exportPerson,
  myDataOf,
  personByEmail,
  readableExport,
  sendExport,
  withdrawConsent,
} from '~/server/people';
import { givingText } from '~/server/giving';
import { myDataContracts } from '~/shared/contracts/my-data';
import { liftSuppression } from '~/server/core/mail/suppression';
import { payerOf } from './service';

/**
 * The person's rights over their data from their own signed page (no account: the
 * signed link is the proof of who they are): see, download, correct, withdraw a
 * consent, erase. Staff do the same from the supporter's record.
 */
export const myDataRoutes: ApiRoute[] = [
  defineRoute(myDataContracts.summary, {
    auth: 'public',
    handler: async ({ query, deps, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      const person = await personByEmail(deps.db, await payerOf(deps, query.token));
      return { data: await myDataOf(deps.db, person) };
    },
  }),

  defineRoute(myDataContracts.download, {
    auth: 'public',
    handler: async ({ query, deps, reply }) => {
      const person = await personByEmail(deps.db, await payerOf(deps, query.token));
      // In words a person reads, without the site's bookkeeping (readable-export.ts).
      const data = readableExport(await exportPerson(deps.db, person));
      return sendExport(reply, data, query.format, `my-data-${data.generatedAt.slice(0, 10)}`);
    },
  }),

  defineRoute(myDataContracts.correct, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps, request }) => {
      const person = await personByEmail(deps.db, await payerOf(deps, body.token));
      const { token: _token, ...correction } = body;
      await correctPerson(deps.db, person, correction);
      request.log.info('supporter corrected their data');
      return { message: givingText('myData.corrected', {}, correction.lang) };
    },
  }),

  defineRoute(myDataContracts.confirmAddress, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps, request }) => {
      const email = await payerOf(deps, body.token);
      const lifted = await liftSuppression(deps.db, { email }, { kind: 'supporter' });
      request.log.info({ lifted: !!lifted }, 'supporter confirmed their e-mail address');
      const lang = requestLanguage(request);
      return {
        message: givingText(lifted ? 'myData.addressConfirmed' : 'myData.addressNotSuppressed', { email }, lang),
      };
    },
  }),

  defineRoute(myDataContracts.withdraw, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps, request }) => {
      const person = await personByEmail(deps.db, await payerOf(deps, body.token));
      await withdrawConsent(deps.db, person, body.purpose, 'supporter');
      request.log.info({ purpose: body.purpose }, 'supporter withdrew a consent');
      return { message: givingText(`myData.withdrawn.${body.purpose}`, {}, requestLanguage(request)) };
    },
  }),

  defineRoute(myDataContracts.erase, {
    auth: 'public',
    rateLimit: 'public-write',
    handler: async ({ body, deps, request }) => {
      const lang = requestLanguage(request);
      const person = await personByEmail(deps.db, await payerOf(deps, body.token));
      const result = await erasePerson(deps.db, person, {
        staffId: null,
        supporterId: person.supporterIds[0] ?? null,
        dataDir: deps.config.DATA_DIR,
      });
      request.log.info({ tables: result.tables, files: result.files }, 'supporter erased their data');
      return { message: givingText('myData.erased', {}, lang) };
    },
  }),
];
