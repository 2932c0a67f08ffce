import { contract } from '~/shared/contract';
import { deleteContract } from '~/shared/contracts/record';
import { idParams, languageQuerySchema } from '~/shared/schemas/common';
import { giftListQuerySchema, giftListSchema, storedGiftSchema } from '~/shared/schemas/gift';
import { dataOf } from '~/shared/schemas/record';
import { giftBodySchema } from '~/shared/schemas/translations';

const tags = ['catalog'];
const multipart = { fields: giftBodySchema, file: 'image' };

/** The gift catalogue; docs/product.md names its URLs "catalog" (src/server/content/gifts/routes.ts). */
export const giftContracts = {
  list: contract({
    method: 'GET',
    url: '/api/catalog',
    summary:
      'One page of the catalogue (?page=, ?pageSize= 1-100, default 100), newest first, with total, page and pageSize. Filters, applied before paging: ' +
      'q (case-insensitive substring of the name, as stored or in the language asked for; with in=name-or-description, of the name or the description), ' +
      'category (exact), ids (comma-separated gift ids, up to 100). In the language asked for (?lang=, else Accept-Language); with an admin session, each gift with its stored translations',
    tags,
    query: languageQuerySchema.extend(giftListQuerySchema.shape),
    response: giftListSchema,
  }),
  add: contract({
    method: 'POST',
    url: '/api/add/catalog',
    summary: 'Add a gift (multipart; optional image file; translations as a JSON string)',
    tags,
    multipart,
    status: 201,
    response: dataOf(storedGiftSchema),
  }),
  edit: contract({
    method: 'PUT',
    url: '/api/catalog/:id',
    summary: 'Edit a gift (multipart); the image, and the translations, are kept when none are sent',
    tags,
    params: idParams,
    multipart,
    response: dataOf(storedGiftSchema),
  }),
  remove: deleteContract({
    method: 'DELETE',
    url: '/api/catalog/:id',
    summary: 'Delete a gift (its image is deleted once no record uses it)',
    tags,
  }),
};
