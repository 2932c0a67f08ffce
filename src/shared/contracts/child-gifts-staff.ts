import { z } from 'zod';
import { contract } from '~/shared/contract';
import {
  childGiftDeliveredAnswerSchema,
  childGiftDeliveredFieldsSchema,
  childGiftListQuerySchema,
  staffChildGiftListSchema,
} from '~/shared/schemas/child-gift';
import { idParams } from '~/shared/schemas/common';
import { photoWidthQuery } from '~/shared/schemas/images';

const tags = ['child-gifts'];

/** Staff's side of gifts to sponsored children: the list, and "delivered" with a photo (src/server/sponsorship/child-gifts/routes.ts). */
export const childGiftStaffContracts = {
  list: contract({
    method: 'GET',
    url: '/api/child-gifts',
    summary:
      'Gifts from sponsors to their sponsored children (paid ones), newest first, with the giver; ?status=all|received|delivered&page=&pageSize=',
    tags,
    query: childGiftListQuerySchema,
    response: staffChildGiftListSchema,
  }),
  delivered: contract({
    method: 'POST',
    url: '/api/child-gifts/:id/delivered',
    summary:
      'Mark a gift delivered to the child (multipart: `note`, optional image file `photo`); the sponsor sees it on their page; 409 when already delivered',
    tags,
    params: idParams,
    multipart: { fields: childGiftDeliveredFieldsSchema, file: 'photo' },
    response: childGiftDeliveredAnswerSchema,
  }),
  photo: contract({
    method: 'GET',
    url: '/api/child-gifts/:id/photo',
    summary: 'The photo of a delivered gift (WebP, ?w=320|640|1200): a private image, never at the public address',
    tags,
    params: idParams,
    query: z.strictObject(photoWidthQuery),
  }),
};
