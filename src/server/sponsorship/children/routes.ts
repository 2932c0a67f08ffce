import { languageQuerySchema, localize, localizeAll } from '~/server/core/content/localize';
import { badRequest } from '~/server/core/http/errors';
import { contentLanguage } from '~/server/core/http/language';
import { idParams } from '~/server/core/http/parse';
import { pageInfo } from '~/server/core/http/paging';
import { deleteRoute } from '~/server/core/http/record-routes';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { storeImage } from '~/server/core/images/store';
import { translate } from '~/shared/i18n';
import {
  adminChildPageSchema,
  adminChildQuerySchema,
  adminChildSchema,
  childAnswerSchema,
  childListSchema,
  publicChildQuerySchema,
  sponsorToggleSchema,
} from '~/shared/schemas/child';
import { dataOf } from '~/shared/schemas/record';
import { childBodySchema, translatableFields } from '~/shared/schemas/translations';
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

const tags = ['sponsorship'];
const multipart = { fields: childBodySchema, file: 'photo' };

/** Children waiting for a sponsor; SPEC names the URLs "sponsors" (paying a sponsorship: api/sponsorships). */
export const childRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/pending/sponsors',
    auth: 'public',
    cache: 'content',
    summary:
      'A page of the listed children (a guardian consented to listing) with public fields only (name: the preferred name; location: the district; story and photo only with their consent), those waiting longest first, in the language asked for (?lang=); every child, or ?status=available (waiting for a sponsor) or sponsored; ?page= from 1, ?pageSize= 1 to 100 (default 100)',
    tags,
    query: languageQuerySchema.extend(publicChildQuerySchema.shape),
    response: childListSchema,
    handler: async ({ deps, query, request }) => {
      const lang = contentLanguage(request);
      const { children, total } = await listPublicChildren(deps.db, query);
      return { data: localizeAll(children, translatableFields.child, lang), lang, ...pageInfo(query, total) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/pending/sponsors/:id',
    auth: 'public',
    cache: 'content',
    summary: 'One listed child with public fields, in the language asked for (?lang=); 404 for an unlisted one',
    tags,
    params: idParams,
    query: languageQuerySchema,
    response: childAnswerSchema,
    handler: async ({ deps, params, request }) => {
      const lang = contentLanguage(request);
      return { data: localize(await readPublicChild(deps.db, params.id), translatableFields.child, lang), lang };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/sponsors',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary:
      'A page of the children as stored (English fields and their translations), newest first, with their latest sponsor; ?q= (name or location), ?status=available|sponsored, ?page=, ?pageSize= (default 100)',
    tags,
    query: adminChildQuerySchema,
    response: adminChildPageSchema,
    handler: async ({ deps, query }) => {
      const { data, total } = await listAdminChildren(deps.db, query);
      return { data, ...pageInfo(query, total) };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/sponsors/:id',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary: 'One child as stored (admin fields, listed or not, left or not), with its current sponsor',
    tags,
    params: idParams,
    response: dataOf(adminChildSchema),
    handler: async ({ deps, params }) => ({ data: await readAdminChild(deps.db, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/add/sponsors',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary: 'Add a child (multipart; the photo file is required; translations as a JSON string)',
    tags,
    multipart,
    status: 201,
    response: dataOf(adminChildSchema),
    handler: async ({ body: { fields, file }, admin, deps }) => {
      if (!file) throw badRequest(`photo: ${translate('validation:child.photo')}`);
      const photo = await storeImage(deps.db, file);
      return { data: await createChild(deps.db, fields, photo, admin.id) };
    },
  }),

  defineRoute({
    method: 'PUT',
    url: '/api/sponsors/:id',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary:
      'Edit a child (multipart; the photo, and the translations, are kept when none are sent), or JSON { isSponsored, releaseHold? } to toggle (a held child: 409 unless releaseHold)',
    tags,
    params: idParams,
    multipart: { ...multipart, orJson: sponsorToggleSchema },
    response: dataOf(adminChildSchema),
    handler: async ({ params: { id }, body, admin, deps: { db } }) => {
      if ('json' in body) return { data: await setSponsored(db, id, body.json, admin.id) };
      const photo = body.file ? await storeImage(db, body.file) : null;
      return { data: await updateChild(db, id, body.fields, photo, admin.id) };
    },
  }),

  deleteRoute({
    url: '/api/sponsors/:id',
    roles: SPONSORSHIP,
    summary: 'Delete a child (past payments stay; the photo is deleted within about an hour, once no record uses it)',
    tags,
    remove: (deps, id, by) => deleteChild(deps.db, id, by),
  }),
];
