import type { FastifyInstance } from 'fastify';
import { registerRoutes } from '~/server/core/http/route';
import { accountingRoutes, reconciliationRoutes } from '~/server/books';
import {
  analyticsRoutes,
  donationPurchase,
  donationRoutes,
  donorRoutes,
  orderPurchase,
  orderRoutes,
  paymentRoutes,
  preapprovalCallbackRoutes,
  recurringRoutes,
  registerPaymentCallbacks,
  purchasesOf,
  releaseLapsedHolds,
  withPlans,
  type PurchaseWriter,
} from '~/server/giving';
import {
  childDepartureRoutes,
  childGiftPurchase,
  childGiftStaffRoutes,
  childNewsRoutes,
  childRoutes,
  freshnessRoutes,
  letterRoutes,
  sponsorNewsRoutes,
  sponsorshipPurchase,
  sponsorshipRoutes,
} from '~/server/sponsorship';
import { accountRoutes, activityRoutes, staffRoutes } from '~/server/staff';
import {
  applicationRoutes,
  callRoutes,
  importRoutes,
  importRunRoutes,
  privacyRoutes,
  sponsorHealthRoutes,
  supporterRoutes,
} from '~/server/people';
import { blogRoutes, giftRoutes, imageRoutes, skillRoutes } from '~/server/content';
import { givingDepartureRoutes, givingRoutes, planMethodRoutes } from '~/server/my-giving';
import type { ApiDeps } from './core/deps';
import { handEventMail } from './core/mail/event-mail';
import { buildEventMail } from './mail-messages';
import {
  mailRoutes,
  messageRoutes,
  newsletterRoutes,
  registerMailEventRoutes,
  smsCallbackRoutes,
  smsRoutes,
  subscriptionRoutes,
} from '~/server/messaging';
import { openapiRoutes } from './core/openapi/routes';
import { siteRoutes } from '~/server/operations';
import {
  centreRoutes,
  enterStaffLetter,
  fieldChildRoutes,
  fieldItemRoutes,
  fieldUploadRoutes,
  fieldWipeRoutes,
  registerFieldUploads,
  translationRoutes,
  yearReportRoutes,
} from '~/server/field';

/**
 * What each kind of payment buys, written by its resource when the money is taken
 * (payments/purchases.ts); app.ts passes it to the payment code. Donations and
 * sponsorships also start or move on their monthly plan in the same transaction; a
 * child held past its minutes is let go by the poller.
 */
export const purchases = purchasesOf(
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
export async function registerApi(app: FastifyInstance, given: ApiDeps): Promise<void> {
  // A child's letter typed in on the dashboard joins the field's translation queue.
  const deps: ApiDeps = { ...given, childLetterQueue: enterStaffLetter };
  registerRoutes(app, deps, [
    ...imageRoutes,
    ...giftRoutes,
    ...blogRoutes,
    ...childRoutes,
    ...freshnessRoutes,
    ...sponsorshipRoutes,
    ...childDepartureRoutes,
    ...givingDepartureRoutes,
    ...planMethodRoutes,
    ...childNewsRoutes,
    ...letterRoutes,
    ...sponsorNewsRoutes,
    ...donationRoutes,
    ...accountingRoutes,
    ...reconciliationRoutes,
    ...donorRoutes,
    ...supporterRoutes,
    ...importRoutes,
    ...importRunRoutes,
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
    ...centreRoutes,
    ...fieldChildRoutes,
    ...fieldItemRoutes,
    ...fieldUploadRoutes,
    ...translationRoutes,
    ...yearReportRoutes,
    ...fieldWipeRoutes,
    ...openapiRoutes,
  ]);
  registerPaymentCallbacks(app, deps, preapprovalCallbackRoutes);
  registerMailEventRoutes(app, deps);
  registerFieldUploads(app, deps);
}
