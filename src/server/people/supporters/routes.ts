import { recordActivity } from '~/server/core/activity/record';
import { supporterNotes } from '~/server/core/db/supporter-notes-schema';
import type { Db } from '~/server/core/db/client';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { erasePerson } from '~/server/people/privacy/erase';
import { exportPerson, sendExport } from '~/server/people/privacy/export';
import { personOf } from '~/server/people/privacy/person';
import { correctPerson, withdrawConsent } from '~/server/people/privacy/rights';
import { translate } from '~/shared/i18n';
import { liftSuppression } from '~/server/core/mail/suppression';
import { notFound } from '~/server/core/http/errors';
import { mailText } from '~/server/core/mail/mail-text';
import { ADMINISTRATOR, FINANCE } from '~/shared/staff-roles';
import { mergeSupporters } from './merge';
import { supporterMail } from '~/server/messaging';
import { SUPPORTER_NOT_FOUND, listSupporters, supporterRecord, supporterRow } from './record';
import { supporterContracts } from '~/shared/contracts/supporters';

const said = (key: string) => translate(`adminValidation:supporter.${key}`);

/** A route on one supporter's record: finance's, and a 404 for a record that is not there. */
const onOneRecord = { auth: 'admin', roles: FINANCE, notFound: SUPPORTER_NOT_FOUND } as const;

/** The person behind a supporter's record, whose rights are exercised: a 404 when there is no record. */
async function personOfRecord(db: Db, id: string) {
  await supporterRow(db, id);
  return personOf(db, { supporterId: id });
}

/**
 * Supporters (docs/data-protection.md): a person's record with everything that is theirs, staff's
 * notes, and the person's rights exercised through staff (export, correction, withdrawal
 * of a consent, erasure); merging two records of one person. Finance and administrators;
 * erasing is the administrator's alone.
 */
export const supporterRoutes: ApiRoute[] = [
  defineRoute(supporterContracts.list, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ query, deps }) => listSupporters(deps.db, query),
  }),

  defineRoute(supporterContracts.one, {
    ...onOneRecord,
    handler: async ({ params, deps }) => {
      return { data: await supporterRecord(deps.db, params.id, await personOfRecord(deps.db, params.id)) };
    },
  }),

  defineRoute(supporterContracts.export, {
    ...onOneRecord,
    handler: async ({ params, query, deps, reply }) => {
      const data = await exportPerson(deps.db, await personOfRecord(deps.db, params.id));
      return sendExport(reply, data, query.format, `supporter-${params.id.slice(0, 8)}`);
    },
  }),

  defineRoute(supporterContracts.correct, {
    ...onOneRecord,
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

  defineRoute(supporterContracts.note, {
    ...onOneRecord,
    handler: async ({ params, body, deps, admin, reply }) => {
      await supporterRow(deps.db, params.id);
      await deps.db.insert(supporterNotes).values({ supporterId: params.id, text: body.text, authorId: admin.id });
      void reply.code(201);
      return { message: said('noted') };
    },
  }),

  defineRoute(supporterContracts.withdraw, {
    ...onOneRecord,
    handler: async ({ params, body, deps, admin }) => {
      await withdrawConsent(deps.db, await personOfRecord(deps.db, params.id), body.purpose, 'staff');
      await recordActivity(deps.db, admin.id, 'update', 'supporter', params.id, {
        after: { withdrawn: body.purpose },
      });
      return { message: said('withdrawn') };
    },
  }),

  defineRoute(supporterContracts.liftSuppression, {
    ...onOneRecord,
    handler: async ({ params, body, deps, admin }) => {
      const person = await personOfRecord(deps.db, params.id);
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

  defineRoute(supporterContracts.merge, {
    ...onOneRecord,
    handler: async ({ params, body, deps, admin }) => ({
      message: said('merged'),
      data: await mergeSupporters(deps.db, params.id, body.otherId.toLowerCase(), admin.id),
    }),
  }),

  defineRoute(supporterContracts.erase, {
    ...onOneRecord,
    roles: ADMINISTRATOR,
    handler: async ({ params, deps, admin, request }) => {
      const person = await personOfRecord(deps.db, params.id);
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
