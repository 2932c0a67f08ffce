import { markDelivered } from '~/server/child-gifts/deliver';
import { listGifts } from '~/server/child-gifts/view';
import { storeUploadedImage } from '~/server/http/multipart';
import { pageInfo, pageWindow } from '~/server/http/paging';
import { idParams } from '~/server/http/parse';
import { type ApiRoute, defineRoute } from '~/server/http/route';
import { translate } from '~/shared/i18n';
import {
  CHILD_GIFT_STAFF,
  childGiftDeliveredAnswerSchema,
  childGiftDeliveredFieldsSchema,
  childGiftListQuerySchema,
  staffChildGiftListSchema,
} from '~/shared/schemas/child-gift';
import { SPONSORSHIP } from '~/shared/staff-roles';

const tags = ['child-gifts'];

/** Staff's side of gifts to sponsored children: the list, and "delivered" with a photo. */
export const childGiftStaffRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/child-gifts',
    auth: 'admin',
    roles: CHILD_GIFT_STAFF,
    summary:
      'Gifts from sponsors to their sponsored children (paid ones), newest first, with the giver; ?status=all|received|delivered&page=&pageSize=',
    tags,
    query: childGiftListQuerySchema,
    response: staffChildGiftListSchema,
    handler: async ({ query, deps }) => {
      const { rows, total } = await listGifts(deps.db, { status: query.status, ...pageWindow(query) });
      return { data: rows, ...pageInfo(query, total) };
    },
  }),

  defineRoute({
    method: 'POST',
    url: '/api/child-gifts/:id/delivered',
    auth: 'admin',
    roles: SPONSORSHIP,
    summary:
      'Mark a gift delivered to the child (multipart: `note`, optional image file `photo`); the sponsor sees it on their page; 409 when already delivered',
    tags,
    params: idParams,
    notFound: () => translate('validation:childGift.unknownGift'),
    multipart: { fields: childGiftDeliveredFieldsSchema, file: 'photo' },
    response: childGiftDeliveredAnswerSchema,
    handler: async ({ params, body, admin, deps }) => {
      const photo = await storeUploadedImage(deps.db, body.file);
      const data = await markDelivered(deps.db, params.id, admin.id, { note: body.fields.note, photo });
      return { message: translate('validation:childGift.delivered'), data };
    },
  }),
];
