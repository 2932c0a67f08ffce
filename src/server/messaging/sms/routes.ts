import { randomUUID } from 'node:crypto';
import { HttpError, badRequest, conflict } from '~/server/core/http/errors';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { smsContracts } from '~/shared/contracts/sms';
import { ADMINISTRATOR, FINANCE } from '~/shared/staff-roles';
import { callbackUrl } from '~/server/core/sms/callback-key';
import { enqueueSms } from '~/server/core/sms/enqueue';
import { normaliseSmsPhone } from '~/server/core/sms/phone';
import { shapeOf } from '~/shared/sms-segments';
import { createSmsProvider } from '~/server/core/sms/settings';
import { nudgeSms } from '~/server/core/sms/signals';
import { smsLanguage, smsText } from '~/server/core/sms/texts';
import { requestLanguage } from '~/server/core/http/language';
import { SMS_STAFF_MAX_PARTS } from '~/shared/schemas/sms';
import { listSms, optedOutCount, smsByEventKey, smsMonths } from './service';

/** Staff's side of text messages: the month's count and cost, the messages (failed ones first to look at), one message to one supporter. */
export const smsRoutes: ApiRoute[] = [
  defineRoute(smsContracts.callbacks, {
    auth: 'admin',
    roles: ADMINISTRATOR,
    handler: async ({ deps, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      const base = deps.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      return {
        data: {
          pindo: await callbackUrl(deps.db, deps.config, base, 'pindo'),
          africasTalking: await callbackUrl(deps.db, deps.config, base, 'africas-talking'),
        },
      };
    },
  }),

  defineRoute(smsContracts.summary, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ deps }) => ({
      data: {
        provider: createSmsProvider(deps.config).name,
        months: await smsMonths(deps.db),
        optedOut: await optedOutCount(deps.db),
      },
    }),
  }),

  defineRoute(smsContracts.messages, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ deps, query }) => {
      const { rows, total } = await listSms(deps.db, query);
      return { data: rows, total, page: query.page, pageSize: query.pageSize };
    },
  }),

  defineRoute(smsContracts.send, {
    auth: 'admin',
    roles: FINANCE,
    handler: async ({ deps, body, admin, request }) => {
      const lang = smsLanguage(requestLanguage(request));
      const phone = normaliseSmsPhone(body.phone);
      if (!phone) throw badRequest(`phone: ${smsText('errors.phone', {}, lang)}`);
      const { segments } = shapeOf(body.text);
      if (segments > SMS_STAFF_MAX_PARTS)
        throw badRequest(`text: ${smsText('errors.tooLong', { segments, max: SMS_STAFF_MAX_PARTS }, lang)}`);
      const id = randomUUID();
      const outcome = await enqueueSms(
        deps.db,
        { kind: 'staff', eventKey: `sms:staff:${id}`, phone, lang, text: body.text, sentBy: admin.id },
        deps.config.SMS_PER_NUMBER_PER_DAY,
      );
      if (outcome === 'opted-out') throw conflict(smsText('errors.optedOut', {}, lang));
      if (outcome === 'over-cap') throw new HttpError(429, smsText('errors.overCap', {}, lang));
      nudgeSms(deps.db);
      const data = await smsByEventKey(deps.db, `sms:staff:${id}`);
      if (!data) throw new HttpError(500, 'queued message not found');
      return { message: smsText('outcome.queued', {}, lang), data };
    },
  }),
];
