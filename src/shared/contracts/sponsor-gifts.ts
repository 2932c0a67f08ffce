import { contract } from '~/shared/contract';
import { paymentContract } from '~/shared/contracts/payments';
import { childGiftInputSchema, childGiftPaidAnswerSchema, sponsorGiftsAnswerSchema } from '~/shared/schemas/child-gift';
import { idParams } from '~/shared/schemas/common';
import { givingQuerySchema } from '~/shared/schemas/giving';
import { sponsorGiftPhotoQuerySchema } from '~/shared/schemas/my-giving';

const tags = ['giving'];

/** Gifts to a sponsored child from the sponsor's signed page (src/server/my-giving/child-gift-routes.ts). */
export const sponsorGiftContracts = {
  list: contract({
    method: 'GET',
    url: '/api/giving/child-gifts',
    summary:
      "The children the signed link's address sponsors now, what each may still receive this year of each kind (birthday, christmas, family), and the gifts given with their delivery",
    tags,
    query: givingQuerySchema,
    response: sponsorGiftsAnswerSchema,
  }),
  give: paymentContract({
    method: 'POST',
    url: '/api/giving/child-gifts',
    summary:
      "A gift to the child the signed link's address sponsors (birthday, christmas, family), in whole francs: 201 paid, 202 pending (follow GET /api/payments/{paymentId}), 400 below the kind's minimum, 402 declined, 403 not the child's current sponsor, 409 past the kind's yearly cap (the message says what remains); optional Idempotency-Key",
    tags,
    body: childGiftInputSchema,
    paid: childGiftPaidAnswerSchema,
  }),
  photo: contract({
    method: 'GET',
    url: '/api/giving/child-gifts/:id/photo',
    summary:
      "The photo staff took when they delivered one of the link's address's gifts (WebP, ?token=&w=320|640|1200); 404 for another's gift or a gift without one",
    tags,
    params: idParams,
    query: sponsorGiftPhotoQuerySchema,
  }),
};
