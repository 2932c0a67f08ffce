import { z } from 'zod';
import { markDelivered } from '~/server/sponsorship/child-gifts/deliver';
import { photoWidthQuery, sendGiftPhoto } from '~/server/sponsorship/child-gifts/photo';
import { listGifts } from '~/server/sponsorship/child-gifts/view';
import { storePrivateImage } from '~/server/core/images/private';
import { postDeliveryUpdate } from '~/server/sponsorship/child-gifts/delivery-update';
import { pageInfo, pageWindow } from '~/server/core/http/paging';
import { idParams } from '~/server/core/http/parse';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
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
    notFound: () => translate('adminValidation:childGift.unknownGift'),
    multipart: { fields: childGiftDeliveredFieldsSchema, file: 'photo' },
    response: childGiftDeliveredAnswerSchema,
    handler: async ({ params, body, admin, deps, request }) => {
      // Private: the child's photo is for this sponsor and staff only (DESIGN section 8).
      const photo = body.file ? await storePrivateImage(deps.db, body.file) : null;
      const { gift, sponsorshipId } = await markDelivered(deps.db, params.id, admin.id, {
        note: body.fields.note,
        photo,
      });
      try {
        await postDeliveryUpdate(deps, gift, sponsorshipId, admin.id);
      } catch (err) {
        // The delivery stands; the sponsor still sees it with its photo among their gifts.
        request.log.error({ err, giftId: gift._id }, 'the delivered gift could not be posted as news of the child');
      }
      return { message: translate('adminValidation:childGift.delivered'), data: gift };
    },
  }),

  defineRoute({
    method: 'GET',
    url: '/api/child-gifts/:id/photo',
    auth: 'admin',
    roles: CHILD_GIFT_STAFF,
    summary: 'The photo of a delivered gift (WebP, ?w=320|640|1200): a private image, never at the public address',
    tags,
    params: idParams,
    query: z.strictObject(photoWidthQuery),
    handler: async ({ params, query, deps, reply }) => sendGiftPhoto(reply, deps.db, params.id, query.w),
  }),
];
