import { z } from 'zod';
import { recordActivity } from '~/server/core/activity/record';
import { supporterNotes } from '~/server/core/db/supporter-notes-schema';
import { idParams } from '~/server/core/http/parse';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { erasePerson } from '~/server/people/privacy/erase';
import { exportPerson, sendExport } from '~/server/people/privacy/export';
import { personOf } from '~/server/people/privacy/person';
import { correctPerson, withdrawConsent } from '~/server/people/privacy/rights';
import { translate } from '~/shared/i18n';
import { messageAnswerSchema } from '~/shared/schemas/record';
import {
  supporterCorrectionSchema,
  supporterErasureSchema,
  supporterExportQuerySchema,
  supporterListQuerySchema,
  supporterMergeSchema,
  supporterNoteInputSchema,
  supporterPageSchema,
  supporterRecordAnswerSchema,
  supporterWithdrawalSchema,
} from '~/shared/schemas/supporter-record';
import { liftSuppressionSchema } from '~/shared/schemas/mail';
import { liftSuppression } from '~/server/core/mail/suppression';
import { notFound } from '~/server/core/http/errors';
import { mailText } from '~/server/core/mail/mail-text';
import { ADMINISTRATOR, FINANCE } from '~/shared/staff-roles';
import { mergeSupporters } from './merge';
import { supporterMail } from '~/server/messaging/deliverability/log';
import { SUPPORTER_NOT_FOUND, listSupporters, supporterRecord, supporterRow } from './record';

const tags = ['supporters'];
const said = (key: string) => translate(`adminValidation:supporter.${key}`);

/**
 * Supporters (DESIGN section 7): a person's record with everything that is theirs, staff's
 * notes, and the person's rights exercised through staff (export, correction, withdrawal
 * of a consent, erasure); merging two records of one person. Finance and administrators;
 * erasing is the administrator's alone.
 */
export const supporterRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/supporters',
    auth: 'admin',
    roles: FINANCE,
    summary: 'Supporters, newest first; ?q= finds a part of the name, address or phone',
    tags,
    query: supporterListQuerySchema,
    response: supporterPageSchema,
    handler: async ({ query, deps }) => listSupporters(deps.db, query),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/supporters/:id',
    auth: 'admin',
    roles: FINANCE,
    summary:
      "One supporter's record: gifts, plans, sponsorships, orders, messages, applications, subscriptions, consents and staff's notes",
    tags,
    params: idParams,
    notFound: SUPPORTER_NOT_FOUND,
    response: supporterRecordAnswerSchema,
    handler: async ({ params, deps }) => {
      await supporterRow(deps.db, params.id);
      return { data: await supporterRecord(deps.db, params.id, await personOf(deps.db, { supporterId: params.id })) };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/supporters/:id/export',
    auth: 'admin',
    roles: FINANCE,
    summary: 'Everything held about the supporter, as a JSON or CSV file (?format=json|csv)',
    tags,
    params: idParams,
    notFound: SUPPORTER_NOT_FOUND,
    query: supporterExportQuerySchema,
    handler: async ({ params, query, deps, reply }) => {
      await supporterRow(deps.db, params.id);
      const data = await exportPerson(deps.db, await personOf(deps.db, { supporterId: params.id }));
      return sendExport(reply, data, query.format, `supporter-${params.id.slice(0, 8)}`);
    },
  }),

  defineRoute({
    method: 'PATCH',
    url: '/api/supporters/:id',
    auth: 'admin',
    roles: FINANCE,
    summary: "Corrects the supporter's name, phone and language (an empty name or phone: unchanged)",
    tags,
    params: idParams,
    notFound: SUPPORTER_NOT_FOUND,
    body: supporterCorrectionSchema,
    response: messageAnswerSchema,
    handler: async ({ params, body, deps, admin }) => {
      const before = await supporterRow(deps.db, params.id);
      await correctPerson(deps.db, await personOf(deps.db, { supporterId: params.id }), body);
      const after = await supporterRow(deps.db, params.id);
      await recordActivity(deps.db, admin.id, 'update', 'supporter', params.id, {
        before: { name: before.name, phone: before.phone, lang: before.lang },
        after: { name: after.name, phone: after.phone, lang: after.lang },
      });
      return { message: said('corrected') };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/supporters/:id/notes',
    auth: 'admin',
    roles: FINANCE,
    summary: "Adds a staff note to the supporter's record",
    tags,
    params: idParams,
    notFound: SUPPORTER_NOT_FOUND,
    body: supporterNoteInputSchema,
    status: 201,
    response: messageAnswerSchema,
    handler: async ({ params, body, deps, admin, reply }) => {
      await supporterRow(deps.db, params.id);
      await deps.db.insert(supporterNotes).values({ supporterId: params.id, text: body.text, authorId: admin.id });
      void reply.code(201);
      return { message: said('noted') };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/supporters/:id/withdraw',
    auth: 'admin',
    roles: FINANCE,
    summary: "Withdraws one of the supporter's consents on their behalf (newsletter, sms)",
    tags,
    params: idParams,
    notFound: SUPPORTER_NOT_FOUND,
    body: supporterWithdrawalSchema,
    response: messageAnswerSchema,
    handler: async ({ params, body, deps, admin }) => {
      await supporterRow(deps.db, params.id);
      await withdrawConsent(deps.db, await personOf(deps.db, { supporterId: params.id }), body.purpose, 'staff');
      await recordActivity(deps.db, admin.id, 'update', 'supporter', params.id, {
        after: { withdrawn: body.purpose },
      });
      return { message: said('withdrawn') };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/supporters/:id/lift-suppression',
    auth: 'admin',
    roles: FINANCE,
    summary:
      "Lifts a suppression of one of the supporter's addresses (after bounces or a complaint): the site writes to it again",
    tags,
    params: idParams,
    notFound: SUPPORTER_NOT_FOUND,
    body: liftSuppressionSchema,
    response: messageAnswerSchema,
    handler: async ({ params, body, deps, admin }) => {
      await supporterRow(deps.db, params.id);
      const person = await personOf(deps.db, { supporterId: params.id });
      const theirs = (await supporterMail(deps.db, person.emails)).suppressions.find(
        (s) => s._id === body.suppressionId && !s.liftedAt,
      );
      const lifted = theirs && (await liftSuppression(deps.db, { id: theirs._id }, { kind: 'staff', id: admin.id }));
      if (!lifted) throw notFound(mailText('suppression.notFound'));
      await recordActivity(deps.db, admin.id, 'update', 'supporter', params.id, {
        after: { suppressionLifted: lifted },
      });
      return { message: mailText('suppression.liftedDone') };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/supporters/:id/merge',
    auth: 'admin',
    roles: FINANCE,
    summary: 'Merges another record of the same person into this one (everything of { otherId } moves here)',
    tags,
    params: idParams,
    notFound: SUPPORTER_NOT_FOUND,
    body: supporterMergeSchema,
    response: z.strictObject({
      message: z.string(),
      data: z.strictObject({ moved: z.record(z.string(), z.number()) }),
    }),
    handler: async ({ params, body, deps, admin }) => ({
      message: said('merged'),
      data: await mergeSupporters(deps.db, params.id, body.otherId.toLowerCase(), admin.id),
    }),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/supporters/:id/erase',
    auth: 'admin',
    roles: ADMINISTRATOR,
    summary:
      'Erases the supporter everywhere (confirm: "erase"); payments keep amount, date, method and reference. 409 while one of their payments is pending',
    tags,
    params: idParams,
    notFound: SUPPORTER_NOT_FOUND,
    body: supporterErasureSchema,
    response: messageAnswerSchema,
    handler: async ({ params, deps, admin, request }) => {
      await supporterRow(deps.db, params.id);
      const person = await personOf(deps.db, { supporterId: params.id });
      const result = await erasePerson(deps.db, person, {
        staffId: admin.id,
        supporterId: params.id,
        dataDir: deps.config.DATA_DIR,
      });
      request.log.info({ tables: result.tables, files: result.files }, 'supporter erased by staff');
      return { message: said('erased') };
    },
  }),
];
