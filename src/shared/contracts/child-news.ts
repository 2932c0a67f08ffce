import { z } from 'zod';
import { contract } from '~/shared/contract';
import { deleteContract } from '~/shared/contracts/record';
import {
  MAX_UPDATE_PHOTOS,
  childNewsSettingsSchema,
  childUpdateSchema,
  letterModerationSchema,
  letterSchema,
  letterStatuses,
  quietChildSchema,
} from '~/shared/schemas/child-news';
import { idParams } from '~/shared/schemas/common';
import { imageFileParams } from '~/shared/schemas/images';
import { pageFields, pageQuerySchema } from '~/shared/schemas/paging';
import { dataOf, messageAndDataOf } from '~/shared/schemas/record';

const tags = ['child-news'];
const paged = <S extends z.ZodType>(s: S) => z.strictObject({ data: z.array(s), ...pageFields });

/**
 * Staff's side of the news of sponsored children (docs/children-protection.md): post, list, take down,
 * who has heard nothing, and the sponsors' letters to moderate
 * (src/server/sponsorship/child-news/routes.ts, src/server/sponsorship/letters/routes.ts).
 */
export const childNewsContracts = {
  post: contract({
    method: 'POST',
    url: '/api/child-news',
    summary: `Posts an update of a child (multipart: childId, kind, textEn/textFr/textRw, replyToLetterId?, up to ${MAX_UPDATE_PHOTOS} files "photos") and tells its sponsors by e-mail (and SMS where they consented); 201. A page's form post (Accept: text/html) is answered 303 to its returnTo`,
    tags,
    status: 201,
    response: messageAndDataOf(childUpdateSchema),
  }),
  list: contract({
    method: 'GET',
    url: '/api/child-news',
    summary: 'Updates posted, newest first, of one child (?childId=) or all; paged',
    tags,
    query: pageQuerySchema(20).extend({ childId: z.uuid().optional() }),
    response: paged(childUpdateSchema),
  }),
  remove: deleteContract({
    method: 'DELETE',
    url: '/api/child-news/:id',
    summary: 'Takes an update down (posted by mistake): its sponsors no longer see it',
    tags,
  }),
  quiet: contract({
    method: 'GET',
    url: '/api/child-news/quiet',
    summary:
      'Children sponsored now whose sponsor has heard nothing for the months set in Site settings (?months= to ask for another span); longest silence first, paged',
    tags,
    query: pageQuerySchema(20).extend({ months: z.coerce.number().int().min(1).max(36).optional() }),
    response: paged(quietChildSchema).extend({ months: z.number().int() }),
  }),
  settings: contract({
    method: 'GET',
    url: '/api/child-news/settings',
    summary: 'The news settings: after how many months without news a sponsor is listed',
    tags,
    response: dataOf(childNewsSettingsSchema),
  }),
  saveSettings: contract({
    method: 'PUT',
    url: '/api/child-news/settings',
    summary: 'Saves the news settings ({ quietMonths }: 1 to 36)',
    tags,
    body: childNewsSettingsSchema,
    response: messageAndDataOf(childNewsSettingsSchema),
  }),
  image: contract({
    method: 'GET',
    url: '/api/child-news/images/:hash/:file',
    summary: "A private image (an update's photo, a letter's photo) for staff, as WebP at one of the stored widths",
    tags,
    params: imageFileParams,
  }),
  letters: contract({
    method: 'GET',
    url: '/api/letters',
    summary:
      'Letters of one state (?status=pending by default; pending and approved oldest first, the others newest first), with the contact details found in each; paged',
    tags: ['letters'],
    query: pageQuerySchema(20).extend({ status: z.enum(letterStatuses).default('pending') }),
    response: z.strictObject({ data: z.array(letterSchema), ...pageFields }),
  }),
  moderate: contract({
    method: 'POST',
    url: '/api/letters/:id',
    summary:
      'Moderates a letter: { action: "approve", text? } (as written, or edited), { action: "return", reason } (the sponsor is e-mailed the reason), or { action: "deliver" } for an approved letter; 409 when the letter is past that step',
    tags: ['letters'],
    params: idParams,
    body: letterModerationSchema,
    response: messageAndDataOf(letterSchema),
  }),
};
