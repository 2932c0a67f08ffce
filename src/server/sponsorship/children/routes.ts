import { localize, localizeAll } from '~/server/core/content/localize';
import { badRequest } from '~/server/core/http/errors';
import { contentLanguage } from '~/server/core/http/language';
import { pageInfo } from '~/server/core/http/paging';
import { deleteRoute } from '~/server/core/http/record-routes';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { storeImage } from '~/server/core/images/store';
import { translate } from '~/shared/i18n';
import { translatableFields } from '~/shared/schemas/translations';
import {
  createChild,
  deleteChild,
  listAdminChildren,
  listPublicChildren,
  readAdminChild,
  readPublicChild,
  setSponsored,
  updateChild,
} from './service';
import { SPONSORSHIP } from '~/shared/staff-roles';
import { childContracts } from '~/shared/contracts/children';

/** Children waiting for a sponsor; docs/product.md names the URLs "sponsors" (paying a sponsorship: api/sponsorships). */
export const childRoutes: ApiRoute[] = [
  defineRoute(childContracts.publicList, {
    auth: 'public',
    cache: 'content',
    handler: async ({ deps, query, request }) => {
      const lang = contentLanguage(request);
      const { children, total } = await listPublicChildren(deps.db, query);
      return { data: localizeAll(children, translatableFields.child, lang), lang, ...pageInfo(query, total) };
    },
  }),
  defineRoute(childContracts.publicOne, {
    auth: 'public',
    cache: 'content',
    handler: async ({ deps, params, request }) => {
      const lang = contentLanguage(request);
      return { data: localize(await readPublicChild(deps.db, params.id), translatableFields.child, lang), lang };
    },
  }),
  defineRoute(childContracts.list, {
    auth: 'admin',
    roles: SPONSORSHIP,
    handler: async ({ deps, query }) => {
      const { data, total, stale } = await listAdminChildren(deps.db, query);
      return { data, ...pageInfo(query, total), stale };
    },
  }),
  defineRoute(childContracts.one, {
    auth: 'admin',
    roles: SPONSORSHIP,
    handler: async ({ deps, params }) => ({ data: await readAdminChild(deps.db, params.id) }),
  }),
  defineRoute(childContracts.add, {
    auth: 'admin',
    roles: SPONSORSHIP,
    handler: async ({ body: { fields, file }, admin, deps }) => {
      if (!file) throw badRequest(`photo: ${translate('validation:child.photo')}`);
      const photo = await storeImage(deps.db, file);
      return { data: await createChild(deps.db, fields, photo, admin.id) };
    },
  }),

  defineRoute(childContracts.edit, {
    auth: 'admin',
    roles: SPONSORSHIP,
    handler: async ({ params: { id }, body, admin, deps: { db } }) => {
      if ('json' in body) return { data: await setSponsored(db, id, body.json, admin.id) };
      const photo = body.file ? await storeImage(db, body.file) : null;
      return { data: await updateChild(db, id, body.fields, photo, admin.id) };
    },
  }),

  deleteRoute(childContracts.remove, {
    roles: SPONSORSHIP,
    remove: (deps, id, by) => deleteChild(deps.db, id, by),
  }),
];
