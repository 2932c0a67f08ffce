import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { smsContracts } from '~/shared/contracts/sms';
import { readAtInbound, readAtReport } from '~/server/core/sms/africas-talking';
import { requireCallbackKey } from '~/server/core/sms/callback-key';
import { resolveShortLink } from '~/server/messaging/sms/links';
import { readPindoReport } from '~/server/core/sms/pindo';
import { applyDeliveryReport, receiveInbound } from '~/server/messaging/sms/replies';

/**
 * What the gateways post to us, at the address with its secret (`?key=`, else 401 and a
 * warning in the log). Known gateways always get 200 (a report we cannot use
 * is not worth their retries). A report only moves a message we sent through that
 * gateway, by the gateway's own id; an inbound STOP only ever ends messages.
 */
export const smsCallbackRoutes: ApiRoute[] = [
  defineRoute(smsContracts.pindoCallback, {
    auth: 'public',
    handler: async ({ deps, body, query, request }) => {
      await requireCallbackKey(deps, request, 'pindo', query.key);
      const report = readPindoReport(body);
      if (report) await applyDeliveryReport(deps.db, 'pindo', report);
      return { message: 'Received' };
    },
  }),

  defineRoute(smsContracts.africasTalkingCallback, {
    auth: 'public',
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

  defineRoute(smsContracts.shortLink, {
    auth: 'public',
    handler: async ({ deps, params, reply }) => {
      // Unknown or expired: the giving page without a link, where the payer asks for a fresh one by e-mail.
      const url = (await resolveShortLink(deps.db, params.code)) ?? '/my-giving';
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url, 302);
    },
  }),
];
