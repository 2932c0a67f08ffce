import { z } from 'zod';
import { contract } from '~/shared/contract';
import { deleteContract } from '~/shared/contracts/record';
import {
  adminChildPageSchema,
  adminChildQuerySchema,
  adminChildSchema,
  childAnswerSchema,
  childListSchema,
  publicChildQuerySchema,
  sponsorToggleSchema,
} from '~/shared/schemas/child';
import { idParams, languageQuerySchema } from '~/shared/schemas/common';
import {
  DEPARTURE_ANSWER_DAYS,
  departureInputSchema,
  departurePageSchema,
  departureQuerySchema,
  departureSchema,
} from '~/shared/schemas/departure';
import { dataOf } from '~/shared/schemas/record';
import { childBodySchema } from '~/shared/schemas/translations';

const tags = ['sponsorship'];
const multipart = { fields: childBodySchema, file: 'photo' };

/**
 * Children waiting for a sponsor, and a child leaving the programme; docs/product.md names the URLs
 * "sponsors" (src/server/sponsorship/children/routes.ts, departure-routes.ts).
 */
export const childContracts = {
  publicList: contract({
    method: 'GET',
    url: '/api/pending/sponsors',
    summary:
      'A page of the listed children (a guardian consented to listing) with public fields only (name: the preferred name; location: the district; story and photo only with their consent), those waiting longest first, in the language asked for (?lang=); every child, or ?status=available (waiting for a sponsor) or sponsored; ?page= from 1, ?pageSize= 1 to 100 (default 100)',
    tags,
    query: languageQuerySchema.extend(publicChildQuerySchema.shape),
    response: childListSchema,
  }),
  publicOne: contract({
    method: 'GET',
    url: '/api/pending/sponsors/:id',
    summary: 'One listed child with public fields, in the language asked for (?lang=); 404 for an unlisted one',
    tags,
    params: idParams,
    query: languageQuerySchema,
    response: childAnswerSchema,
  }),
  list: contract({
    method: 'GET',
    url: '/api/sponsors',
    summary:
      'A page of the children as stored (English fields and their translations), newest first, with their latest sponsor; ?q= (name or location), ?status=available|sponsored, ?page=, ?pageSize= (default 100)',
    tags,
    query: adminChildQuerySchema,
    response: adminChildPageSchema,
  }),
  one: contract({
    method: 'GET',
    url: '/api/sponsors/:id',
    summary: 'One child as stored (admin fields, listed or not, left or not), with its current sponsor',
    tags,
    params: idParams,
    response: dataOf(adminChildSchema),
  }),
  add: contract({
    method: 'POST',
    url: '/api/add/sponsors',
    summary: 'Add a child (multipart; the photo file is required; translations as a JSON string)',
    tags,
    multipart,
    status: 201,
    response: dataOf(adminChildSchema),
  }),
  edit: contract({
    method: 'PUT',
    url: '/api/sponsors/:id',
    summary:
      'Edit a child (multipart; the photo, and the translations, are kept when none are sent), or JSON { isSponsored, releaseHold? } to toggle (a held child: 409 unless releaseHold)',
    tags,
    params: idParams,
    multipart: { ...multipart, orJson: sponsorToggleSchema },
    response: dataOf(adminChildSchema),
  }),
  remove: deleteContract({
    method: 'DELETE',
    url: '/api/sponsors/:id',
    summary: 'Delete a child (past payments stay; the photo is deleted within about an hour, once no record uses it)',
    tags,
  }),
  leave: contract({
    method: 'POST',
    url: '/api/sponsors/:id/leave',
    summary:
      "Record that a child left (graduated, moved_away, left_programme) with a message for the sponsor: the child is unlisted, the sponsorship ends, the sponsor's monthly plan is paused until they choose (another child, a general gift, or the end) and they are e-mailed; 409 when the child already left",
    tags,
    params: idParams,
    body: departureInputSchema,
    status: 201,
    response: z.strictObject({ message: z.string(), data: departureSchema }),
  }),
  departures: contract({
    method: 'GET',
    url: '/api/departures',
    summary: `Children who left, newest first, with the sponsor's choice; ?overdue=true: those whose sponsor has not answered in ${DEPARTURE_ANSWER_DAYS} days, oldest first; ?page=, ?pageSize= (default 50)`,
    tags,
    query: departureQuerySchema,
    response: departurePageSchema,
  }),
};
