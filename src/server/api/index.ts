import type { FastifyInstance } from 'fastify';
import { registerRoutes } from '~/server/http/route';
import type { PurchaseWriter } from '~/server/payments/purchase-writer';
import { registerPurchaseWriters } from '~/server/payments/purchases';
import { withPlans } from '~/server/recurring/settlement-hook';
import { childGiftPurchase } from '~/server/child-gifts/write';
import { accountRoutes } from './account/routes';
import { activityRoutes } from './activity/routes';
import { analyticsRoutes } from './analytics/routes';
import { applicationRoutes } from './applications/routes';
import { blogRoutes } from './blog/routes';
import { giftRoutes } from './gifts/routes';
import { givingRoutes } from './giving/routes';
import { releaseLapsedHolds } from '~/server/payments/child-holds';
import { childRoutes } from './children/routes';
import { sponsorshipRoutes } from './sponsorships/routes';
import { sponsorshipPurchase } from './sponsorships/write-sponsorship';
import { childDepartureRoutes } from './children/departure-routes';
import { givingDepartureRoutes } from './giving/departure-routes';
import { childNewsRoutes } from './child-news/routes';
import { letterRoutes } from './letters/routes';
import { sponsorNewsRoutes } from './sponsor-news/routes';
import { childGiftStaffRoutes } from './child-gifts/routes';
import type { ApiDeps } from './deps';
import { donationRoutes } from './donations/routes';
import { donationPurchase } from './donations/write-donation';
import { donorRoutes } from './donors/routes';
import { supporterRoutes } from './supporters/routes';
import { imageRoutes } from './images/routes';
import { messageRoutes } from './messages/routes';
import { newsletterRoutes } from './newsletter/routes';
import { openapiRoutes } from './openapi/routes';
import { orderRoutes } from './orders/routes';
import { orderPurchase } from './orders/write-order';
import { registerPaymentCallbacks } from './payments/callback';
import { paymentRoutes } from './payments/routes';
import { siteRoutes } from './site/routes';
import { privacyRoutes } from './privacy/routes';
import { recurringRoutes } from './recurring/routes';
import { skillRoutes } from './skills/routes';
import { smsCallbackRoutes } from './sms/callbacks';
import { smsRoutes } from './sms/routes';
import { staffRoutes } from './staff/routes';
import { subscriptionRoutes } from './subscriptions/routes';
import { mailRoutes } from '~/server/messaging/deliverability/routes';
import { registerMailEventRoutes } from '~/server/messaging/deliverability/event-routes';

/**
 * What each kind of payment buys, written by its resource when the money is taken
 * (payments/purchases.ts). Donations and sponsorships also start or move on their
 * monthly plan in the same transaction; a child held past its minutes is let go by the poller.
 */
registerPurchaseWriters(
  {
    donation: withPlans(donationPurchase) as PurchaseWriter,
    order: orderPurchase as PurchaseWriter,
    sponsorship: withPlans(sponsorshipPurchase) as PurchaseWriter,
    'child-gift': childGiftPurchase as PurchaseWriter,
  },
  [releaseLapsedHolds],
);

/** Every resource's route table (src/server/api/<resource>/routes.ts), registered in one place. */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  registerRoutes(app, deps, [
    ...imageRoutes,
    ...giftRoutes,
    ...blogRoutes,
    ...childRoutes,
    ...sponsorshipRoutes,
    ...childDepartureRoutes,
    ...givingDepartureRoutes,
    ...childNewsRoutes,
    ...letterRoutes,
    ...sponsorNewsRoutes,
    ...donationRoutes,
    ...donorRoutes,
    ...supporterRoutes,
    ...activityRoutes,
    ...orderRoutes,
    ...paymentRoutes,
    ...givingRoutes,
    ...childGiftStaffRoutes,
    ...recurringRoutes,
    ...messageRoutes,
    ...applicationRoutes,
    ...skillRoutes,
    ...subscriptionRoutes,
    ...newsletterRoutes,
    ...mailRoutes,
    ...analyticsRoutes,
    ...siteRoutes,
    ...privacyRoutes,
    ...accountRoutes,
    ...smsRoutes,
    ...smsCallbackRoutes,
    ...staffRoutes,
    ...openapiRoutes,
  ]);
  registerPaymentCallbacks(app, deps);
  registerMailEventRoutes(app, deps);
}
