import { donationPurchase } from '~/server/api/donations/write-donation';
import { orderPurchase } from '~/server/api/orders/write-order';
import { sponsorshipPurchase } from '~/server/api/children/sponsorship-write';
import type { PurchaseWriter } from './purchase-writer';
import type { PaymentKind } from './record';

/** Each kind of payment's writer (the resources write their own rows). */
export const purchaseWriters: Record<PaymentKind, PurchaseWriter> = {
  donation: donationPurchase as PurchaseWriter,
  order: orderPurchase as PurchaseWriter,
  sponsorship: sponsorshipPurchase as PurchaseWriter,
};
