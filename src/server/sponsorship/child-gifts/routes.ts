import { markDelivered } from '~/server/sponsorship/child-gifts/deliver';
import { sendGiftPhoto } from '~/server/sponsorship/child-gifts/photo';
import { listGifts } from '~/server/sponsorship/child-gifts/view';
import { storePrivateImage } from '~/server/core/images/private';
import { postDeliveryUpdate } from '~/server/sponsorship/child-gifts/delivery-update';
import { pageInfo, pageWindow } from '~/server/core/http/paging';
import { type ApiRoute, defineRoute } from '~/server/core/http/route';
import { translate } from '~/shared/i18n';
import { CHILD_GIFT_STAFF } from '~/shared/schemas/child-gift';
import { SPONSORSHIP } from '~/shared/staff-roles';
import { childGiftStaffContracts } from '~/shared/contracts/child-gifts-staff';

/** Staff's side of gifts to sponsored children: the list, and "delivered" with a photo. */
export const childGiftStaffRoutes: ApiRoute[] = [
  defineRoute(childGiftStaffContracts.list, {
    auth: 'admin',
    roles: CHILD_GIFT_STAFF,
    handler: async ({ query, deps }) => {
      const { rows, total } = await listGifts(deps.db, { status: query.status, ...pageWindow(query) });
      return { data: rows, ...pageInfo(query, total) };
    },
  }),

  defineRoute(childGiftStaffContracts.delivered, {
    auth: 'admin',
    roles: SPONSORSHIP,
    notFound: () => translate('adminValidation:childGift.unknownGift'),
    handler: async ({ params, body, admin, deps, request }) => {
      // Private: the child's photo is for this sponsor and staff only (docs/children-protection.md).
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

  defineRoute(childGiftStaffContracts.photo, {
    auth: 'admin',
    roles: CHILD_GIFT_STAFF,
    handler: async ({ params, query, deps, reply }) => sendGiftPhoto(reply, deps.db, params.id, query.w),
  }),
];
