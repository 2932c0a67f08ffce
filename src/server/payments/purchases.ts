import { donationPurchase } from '~/server/api/donations/write-donation';
import { orderPurchase } from '~/server/api/orders/write-order';
import { sponsorshipPurchase } from '~/server/api/children/sponsorship-write';
import { childGiftPurchase } from '~/server/child-gifts/write';
import { withPlans } from '~/server/recurring/settlement-hook';
import type { PurchaseWriter } from './purchase-writer';
import type { PaymentKind } from './record';

/**
 * Each kind of payment's writer (the resources write their own rows). Donations and
 * sponsorships also start or move on their monthly plan, in the same transaction.
 */
export const purchaseWriters: Record<PaymentKind, PurchaseWriter> = {
  donation: withPlans(donationPurchase) as PurchaseWriter,
  order: orderPurchase as PurchaseWriter,
  sponsorship: withPlans(sponsorshipPurchase) as PurchaseWriter,
  'child-gift': childGiftPurchase as PurchaseWriter,
};
