import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { fieldContracts } from '~/shared/contracts/field';
import { FIELD, SPONSORSHIP } from '~/shared/staff-roles';
import { fieldText, fieldTextOf } from '../texts';
import { approveItem, returnItem } from './review';
import { submitItem } from './submit';
import { listItems, readItem } from './view';

/** What a phone sends (reports, letters) and staff's review of it (docs/field.md). */
export const fieldItemRoutes: ApiRoute[] = [
  defineRoute(fieldContracts.putItem, {
    auth: 'admin',
    roles: FIELD,
    handler: async ({ deps, params, body, admin, request }) => {
      const t = fieldTextOf(request);
      const { row, clockNote } = await submitItem(deps.db, admin, params.clientId, body, t);
      const message = [t('api.received'), clockNote].filter(Boolean).join(' ');
      return { message, data: await readItem(deps.db, row.id, t('api.itemNotFound')) };
    },
  }),

  defineRoute(fieldContracts.items, {
    auth: 'admin',
    roles: FIELD,
    handler: async ({ deps, admin, query, reply }) => {
      void reply.header('cache-control', 'private, no-store');
      return { data: await listItems(deps.db, admin, query.status) };
    },
  }),

  defineRoute(fieldContracts.approve, {
    auth: 'admin',
    roles: SPONSORSHIP,
    notFound: () => fieldText('api.itemNotFound'),
    handler: async ({ deps, params, admin, request }) => {
      const t = fieldTextOf(request);
      const { notified: count, translating } = await approveItem(deps, params.id, admin.id, t);
      const message = translating.length
        ? t('api.approvedTranslating', { languages: translating.join(', ') })
        : t('api.approved', { count });
      return { message, data: await readItem(deps.db, params.id, t('api.itemNotFound')) };
    },
  }),

  defineRoute(fieldContracts.return, {
    auth: 'admin',
    roles: SPONSORSHIP,
    notFound: () => fieldText('api.itemNotFound'),
    handler: async ({ deps, params, body, admin, request }) => {
      const t = fieldTextOf(request);
      await returnItem(deps, params.id, admin.id, body.reason, t);
      return { message: t('api.returned'), data: await readItem(deps.db, params.id, t('api.itemNotFound')) };
    },
  }),
];
