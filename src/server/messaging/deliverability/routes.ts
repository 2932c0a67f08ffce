import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import {
  deliverabilityAnswerSchema,
  mailLogQuerySchema,
  mailLogSchema,
  senderCheckAnswerSchema,
  storedSenderCheckAnswerSchema,
} from '~/shared/schemas/mail';
import { ADMINISTRATOR, CONTENT } from '~/shared/staff-roles';
import { notSentPage, recentEvents } from './log';
import { refreshSenderCheck, senderCheckForChecklist } from './sender-store';
import { deliverabilityWeeks, mailAlarms } from './stats';

const tags = ['mail'];

/**
 * Staff's side of e-mail (docs/operations.md, "E-mail"): the mail log (administrators),
 * deliverability (administrators; content staff see the newsletter's), and the sender
 * check of Site settings.
 */
export const mailRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/mail/log',
    auth: 'admin',
    roles: ADMINISTRATOR,
    summary:
      'Every message the site did not send, newest first, with why (over the public forms’ daily cap, a suppressed address, refused by the relay, ...); paged. And the latest 50 events the relays reported',
    tags,
    query: mailLogQuerySchema,
    response: mailLogSchema,
    handler: async ({ deps, query, reply }) => {
      void reply.header('cache-control', 'no-store');
      const [{ rows, total }, events] = await Promise.all([
        notSentPage(deps.db, query.page, query.pageSize),
        recentEvents(deps.db),
      ]);
      return { data: { notSent: rows, events }, total, page: query.page, pageSize: query.pageSize };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/mail/deliverability',
    auth: 'admin',
    roles: CONTENT,
    summary:
      'Sent, delivered, bounced and complained per week (12 weeks) and per kind of message (newsletter, receipts, news, notices), and the alarms: complaints past 0.1% or bounces past 2% of a newsletter send, or of the last 7 days of other mail. Content staff see the newsletter’s only',
    tags,
    response: deliverabilityAnswerSchema,
    handler: async ({ deps, admin }) => {
      const newsletterOnly = admin.role !== 'administrator';
      const [weeks, alarms] = await Promise.all([
        deliverabilityWeeks(deps.db, newsletterOnly),
        mailAlarms(deps.db, newsletterOnly),
      ]);
      return { data: { weeks, alarms } };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/mail/sender-check',
    auth: 'admin',
    roles: CONTENT,
    summary:
      "The sender domain's SPF (does it allow the relay?), DKIM (the selector's key) and DMARC records as last looked up (null: never yet). Looked up again in the background once a day, or by POST",
    tags,
    response: storedSenderCheckAnswerSchema,
    handler: async ({ deps }) => ({ data: await senderCheckForChecklist(deps) }),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/mail/sender-check',
    auth: 'admin',
    roles: CONTENT,
    summary: "Looks the sender domain's SPF, DKIM and DMARC records up again now",
    tags,
    response: senderCheckAnswerSchema,
    handler: async ({ deps }) => ({ data: await refreshSenderCheck(deps) }),
  }),
];
