import type { FastifyInstance } from 'fastify';
import { registerRoutes } from '~/server/core/http/route';
import type { PurchaseWriter } from '~/server/giving/payments/purchase-writer';
import { registerPurchaseWriters } from '~/server/giving/payments/purchases';
import { withPlans } from '~/server/giving/recurring/settlement-hook';
import { childGiftPurchase } from '~/server/sponsorship/child-gifts/write';
import { accountRoutes } from './staff/account/routes';
import { activityRoutes } from './staff/activity/routes';
import { analyticsRoutes } from './giving/analytics/routes';
import { applicationRoutes } from './people/applications/routes';
import { blogRoutes } from './content/blog/routes';
import { giftRoutes } from './content/gifts/routes';
import { givingRoutes } from './my-giving/routes';
import { releaseLapsedHolds } from '~/server/giving/payments/child-holds';
import { childRoutes } from './sponsorship/children/routes';
import { sponsorshipRoutes } from './sponsorship/sponsorships/routes';
import { sponsorshipPurchase } from './sponsorship/sponsorships/write-sponsorship';
import { childDepartureRoutes } from './sponsorship/children/departure-routes';
import { givingDepartureRoutes } from './my-giving/departure-routes';
import { planMethodRoutes } from './my-giving/plan-method-routes';
import { childNewsRoutes } from './sponsorship/child-news/routes';
import { letterRoutes } from './sponsorship/letters/routes';
import { sponsorNewsRoutes } from './sponsorship/sponsor-news/routes';
import { childGiftStaffRoutes } from './sponsorship/child-gifts/routes';
import type { ApiDeps } from './core/deps';
import { handEventMail } from './core/mail/event-mail';
import { buildEventMail } from './mail-messages';
import { donationRoutes } from './giving/donations/routes';
import { donationPurchase } from './giving/donations/write-donation';
import { donorRoutes } from './giving/donors/routes';
import { supporterRoutes } from './people/supporters/routes';
import { sponsorHealthRoutes } from './people/health/routes';
import { callRoutes } from './people/health/call-routes';
import { imageRoutes } from './content/images/routes';
import { messageRoutes } from './messaging/contact/routes';
import { newsletterRoutes } from './messaging/newsletter/routes';
import { mailRoutes } from './messaging/deliverability/routes';
import { registerMailEventRoutes } from './messaging/deliverability/event-routes';
import { openapiRoutes } from './core/openapi/routes';
import { orderRoutes } from './giving/orders/routes';
import { orderPurchase } from './giving/orders/write-order';
import { registerPaymentCallbacks } from './giving/payments/callback';
import { paymentRoutes } from './giving/payments/routes';
import { siteRoutes } from './operations/site/routes';
import { privacyRoutes } from './people/privacy/routes';
import { recurringRoutes } from './giving/recurring/routes';
import { preapprovalCallbackRoutes } from './giving/recurring/preapproval-routes';
import { skillRoutes } from './content/skills/routes';
import { smsCallbackRoutes } from './messaging/sms/callbacks';
import { smsRoutes } from './messaging/sms/routes';
import { staffRoutes } from './staff/team/routes';
import { subscriptionRoutes } from './messaging/subscriptions/routes';

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
/** Every domain's e-mail messages, named by the event each stands for (mail-messages.ts), for core's outbox. */
handEventMail(buildEventMail);

/** Every route table of every domain (src/server/<domain>/<part>/routes.ts), registered in one place. */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  registerRoutes(app, deps, [
    ...imageRoutes,
    ...giftRoutes,
    ...blogRoutes,
    ...childRoutes,
    ...sponsorshipRoutes,
    ...childDepartureRoutes,
    ...givingDepartureRoutes,
    ...planMethodRoutes,
    ...childNewsRoutes,
    ...letterRoutes,
    ...sponsorNewsRoutes,
    ...donationRoutes,
    ...donorRoutes,
    ...supporterRoutes,
    ...sponsorHealthRoutes,
    ...callRoutes,
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
  registerPaymentCallbacks(app, deps, preapprovalCallbackRoutes);
  registerMailEventRoutes(app, deps);
}
