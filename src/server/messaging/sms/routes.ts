import { randomUUID } from 'node:crypto';
import { HttpError, badRequest, conflict } from '~/server/core/http/errors';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { ADMINISTRATOR, FINANCE } from '~/shared/staff-roles';
import { callbackUrl } from '~/server/core/sms/callback-key';
import { enqueueSms } from '~/server/core/sms/enqueue';
import { normaliseSmsPhone } from '~/server/core/sms/phone';
import { shapeOf } from '~/shared/sms-segments';
import { createSmsProvider } from '~/server/core/sms/settings';
import { nudgeSms } from '~/server/core/sms/signals';
import { smsLanguage, smsText } from '~/server/core/sms/texts';
import { requestLanguage } from '~/server/core/http/language';
import {
  SMS_STAFF_MAX_PARTS,
  smsCallbacksSchema,
  smsListQuerySchema,
  smsListSchema,
  smsSendAnswerSchema,
  smsSendInputSchema,
  smsSummarySchema,
} from '~/shared/schemas/sms';
import { listSms, optedOutCount, smsByEventKey, smsMonths } from './service';

const tags = ['sms'];

/** Staff's side of text messages: the month's count and cost, the messages (failed ones first to look at), one message to one supporter. */
export const smsRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/sms/callbacks',
    auth: 'admin',
    roles: ADMINISTRATOR,
    summary:
      "The callback addresses to set in Pindo's and Africa's Talking's dashboards, each with its secret (a callback without it is refused)",
    tags,
    response: smsCallbacksSchema,
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

  defineRoute({
    method: 'GET',
    url: '/api/sms/summary',
    auth: 'admin',
    roles: FINANCE,
    summary:
      'Text messages per month for the last twelve: sent, parts, delivered, failed, and the cost the gateways answered',
    tags,
    response: smsSummarySchema,
    handler: async ({ deps }) => ({
      data: {
        provider: createSmsProvider(deps.config).name,
        months: await smsMonths(deps.db),
        optedOut: await optedOutCount(deps.db),
      },
    }),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/sms/messages',
    auth: 'admin',
    roles: FINANCE,
    summary: 'Text messages, newest first, of one status (e.g. failed) or all; paged',
    tags,
    query: smsListQuerySchema,
    response: smsListSchema,
    handler: async ({ deps, query }) => {
      const { rows, total } = await listSms(deps.db, query);
      return { data: rows, total, page: query.page, pageSize: query.pageSize };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/sms/messages',
    auth: 'admin',
    roles: FINANCE,
    summary:
      "A short text message to one supporter's phone (at most 3 parts). 201 queued; 400 a number SMS cannot reach or a text too long; 409 the number replied STOP; 429 the number's daily cap",
    tags,
    body: smsSendInputSchema,
    status: 201,
    response: smsSendAnswerSchema,
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
