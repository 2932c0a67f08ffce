import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { mailContracts } from '~/shared/contracts/mail';

import { ADMINISTRATOR, CONTENT } from '~/shared/staff-roles';
import { notSentPage, recentEvents } from './log';
import { refreshSenderCheck, senderCheckForChecklist } from './sender-store';
import { deliverabilityWeeks, mailAlarms } from './stats';

/**
 * Staff's side of e-mail (docs/operations.md, "E-mail"): the mail log (administrators),
 * deliverability (administrators; content staff see the newsletter's), and the sender
 * check of Site settings.
 */
export const mailRoutes: ApiRoute[] = [
  defineRoute(mailContracts.log, {
    auth: 'admin',
    roles: ADMINISTRATOR,
    handler: async ({ deps, query, reply }) => {
      void reply.header('cache-control', 'no-store');
      const [{ rows, total }, events] = await Promise.all([
        notSentPage(deps.db, query.page, query.pageSize),
        recentEvents(deps.db),
      ]);
      return { data: { notSent: rows, events }, total, page: query.page, pageSize: query.pageSize };
    },
  }),

  defineRoute(mailContracts.deliverability, {
    auth: 'admin',
    roles: CONTENT,
    handler: async ({ deps, admin }) => {
      const newsletterOnly = admin.role !== 'administrator';
      const [weeks, alarms] = await Promise.all([
        deliverabilityWeeks(deps.db, newsletterOnly),
        mailAlarms(deps.db, newsletterOnly),
      ]);
      return { data: { weeks, alarms } };
    },
  }),

  defineRoute(mailContracts.senderCheck, {
    auth: 'admin',
    roles: CONTENT,
    handler: async ({ deps }) => ({ data: await senderCheckForChecklist(deps) }),
  }),

  defineRoute(mailContracts.refreshSenderCheck, {
    auth: 'admin',
    roles: CONTENT,
    handler: async ({ deps }) => ({ data: await refreshSenderCheck(deps) }),
  }),
];
