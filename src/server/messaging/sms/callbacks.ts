import { z } from 'zod';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { readAtInbound, readAtReport } from '~/server/core/sms/africas-talking';
import { requireCallbackKey } from '~/server/core/sms/callback-key';
import { resolveShortLink } from '~/server/messaging/sms/links';
import { readPindoReport } from '~/server/core/sms/pindo';
import { applyDeliveryReport, receiveInbound } from '~/server/messaging/sms/replies';
import { messageAnswerSchema } from '~/shared/schemas/record';

const tags = ['sms'];
/** A gateway's form: a few short fields. */
const formSchema = z.record(z.string().max(100), z.string().max(2000));
/** The secret the callback address carries (callback-key.ts); checked before anything is read. */
const keyQuery = z.looseObject({ key: z.string().max(300).optional() });

/**
 * What the gateways post to us, at the address with its secret (`?key=`, else 401 and a
 * warning in the log). Known gateways always get 200 (a report we cannot use
 * is not worth their retries). A report only moves a message we sent through that
 * gateway, by the gateway's own id; an inbound STOP only ever ends messages.
 */
export const smsCallbackRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/sms/callback/pindo',
    auth: 'public',
    summary:
      "Pindo's delivery report (JSON: sms_id, status), at the address with its secret (?key=, else 401). 200 whatever it says",
    tags,
    query: keyQuery,
    body: z.looseObject({}),
    response: messageAnswerSchema,
    handler: async ({ deps, body, query, request }) => {
      await requireCallbackKey(deps, request, 'pindo', query.key);
      const report = readPindoReport(body);
      if (report) await applyDeliveryReport(deps.db, 'pindo', report);
      return { message: 'Received' };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/sms/callback/africas-talking',
    auth: 'public',
    summary:
      "Africa's Talking's delivery report (form: id, status, phoneNumber, failureReason) or incoming message (form: from, to, text, date, id), at the address with its secret (?key=, else 401); a reply of STOP ends text messages to that number",
    tags,
    query: keyQuery,
    formBody: true,
    body: formSchema,
    response: messageAnswerSchema,
    handler: async ({ deps, body, query, request }) => {
      await requireCallbackKey(deps, request, 'africas-talking', query.key);
      const inbound = readAtInbound(body);
      if (inbound) await receiveInbound(deps.db, 'africas-talking', inbound);
      else {
        const report = readAtReport(body);
        if (report) await applyDeliveryReport(deps.db, 'africas-talking', report);
      }
      return { message: 'Received' };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/s/:code',
    auth: 'public',
    summary:
      "A text message's short link: 302 to the page it stands for (a payer's signed giving page); unknown or expired, 302 to /my-giving",
    tags,
    params: z.object({ code: z.string().max(20) }),
    handler: async ({ deps, params, reply }) => {
      // Unknown or expired: the giving page without a link, where the payer asks for a fresh one by e-mail.
      const url = (await resolveShortLink(deps.db, params.code)) ?? '/my-giving';
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url, 302);
    },
  }),
];
