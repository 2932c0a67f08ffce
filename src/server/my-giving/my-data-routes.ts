import { defineRoute, type ApiRoute } from '~/server/core/http/route';
import { requestLanguage } from '~/server/core/http/language';
import { erasePerson } from '~/server/people/privacy/erase';
import { exportPerson, sendExport } from '~/server/people/privacy/export';
import { readableExport } from '~/server/people/privacy/readable-export';
import { correctPerson, myDataOf, withdrawConsent } from '~/server/people/privacy/rights';
import { personByEmail } from '~/server/people/privacy/person';
import { givingText } from '~/server/giving/recurring/texts';
import { messageAnswerSchema } from '~/shared/schemas/record';
import {
  myCorrectionSchema,
  myDataAnswerSchema,
  myDataQuerySchema,
  myDataTokenQuerySchema,
  myErasureSchema,
  myWithdrawalSchema,
  myAddressSchema,
} from '~/shared/schemas/my-data';
import { liftSuppression } from '~/server/core/mail/suppression';
import { payerOf } from './service';

const tags = ['giving'];

/**
 * The person's rights over their data from their own signed page (no account: the
 * signed link is the proof of who they are): see, download, correct, withdraw a
 * consent, erase. Staff do the same from the supporter's record.
 */
export const myDataRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/giving/my-data/summary',
    auth: 'public',
    summary: "The link's person: the name, phone and language we keep for them, and their consents",
    tags,
    query: myDataTokenQuerySchema,
    response: myDataAnswerSchema,
    handler: async ({ query, deps, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      const person = await personByEmail(deps.db, await payerOf(deps, query.token));
      return { data: await myDataOf(deps.db, person) };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/giving/my-data',
    auth: 'public',
    summary:
      "Everything we hold about the link's person, as a JSON or CSV file (?token=&format=json|csv): every record of every table that names them",
    tags,
    query: myDataQuerySchema,
    handler: async ({ query, deps, reply }) => {
      const person = await personByEmail(deps.db, await payerOf(deps, query.token));
      // In words a person reads, without the site's bookkeeping (readable-export.ts).
      const data = readableExport(await exportPerson(deps.db, person));
      return sendExport(reply, data, query.format, `my-data-${data.generatedAt.slice(0, 10)}`);
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/giving/my-data/correct',
    auth: 'public',
    rateLimit: 'public-write',
    summary: "Corrects the name, phone and language kept for the link's person (an empty name or phone: unchanged)",
    tags,
    body: myCorrectionSchema,
    response: messageAnswerSchema,
    handler: async ({ body, deps, request }) => {
      const person = await personByEmail(deps.db, await payerOf(deps, body.token));
      const { token: _token, ...correction } = body;
      await correctPerson(deps.db, person, correction);
      request.log.info('supporter corrected their data');
      return { message: givingText('myData.corrected', {}, correction.lang) };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/giving/my-data/confirm-address',
    auth: 'public',
    rateLimit: 'public-write',
    summary:
      "The link's person says their address is right (after bounces or a complaint stopped our e-mail to it): we write to it again. The link itself, sent to that address or by SMS, is the proof",
    tags,
    body: myAddressSchema,
    response: messageAnswerSchema,
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

  defineRoute({
    method: 'POST',
    url: '/api/giving/my-data/withdraw',
    auth: 'public',
    rateLimit: 'public-write',
    summary: "Withdraws one consent of the link's person: the newsletter, or receipts and notices by SMS",
    tags,
    body: myWithdrawalSchema,
    response: messageAnswerSchema,
    handler: async ({ body, deps, request }) => {
      const person = await personByEmail(deps.db, await payerOf(deps, body.token));
      await withdrawConsent(deps.db, person, body.purpose, 'supporter');
      request.log.info({ purpose: body.purpose }, 'supporter withdrew a consent');
      return { message: givingText(`myData.withdrawn.${body.purpose}`, {}, requestLanguage(request)) };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/giving/my-data/erase',
    auth: 'public',
    rateLimit: 'public-write',
    summary:
      'Erases the link\'s person everywhere (confirm: "erase"); payments keep amount, date, method and reference. 409 while one of their payments is pending',
    tags,
    body: myErasureSchema,
    response: messageAnswerSchema,
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
