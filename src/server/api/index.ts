import type { FastifyInstance } from 'fastify';
import { registerRoutes } from '~/server/http/route';
import { accountRoutes } from './account/routes';
import { activityRoutes } from './activity/routes';
import { analyticsRoutes } from './analytics/routes';
import { applicationRoutes } from './applications/routes';
import { blogRoutes } from './blog/routes';
import { giftRoutes } from './gifts/routes';
import { givingRoutes } from './giving/routes';
import { childRoutes } from './children/routes';
import { childGiftStaffRoutes } from './child-gifts/routes';
import type { ApiDeps } from './deps';
import { donationRoutes } from './donations/routes';
import { donorRoutes } from './donors/routes';
import { imageRoutes } from './images/routes';
import { messageRoutes } from './messages/routes';
import { newsletterRoutes } from './newsletter/routes';
import { openapiRoutes } from './openapi/routes';
import { orderRoutes } from './orders/routes';
import { registerPaymentCallbacks } from './payments/callback';
import { paymentRoutes } from './payments/routes';
import { siteRoutes } from './site/routes';
import { recurringRoutes } from './recurring/routes';
import { skillRoutes } from './skills/routes';
import { smsCallbackRoutes } from './sms/callbacks';
import { smsRoutes } from './sms/routes';
import { staffRoutes } from './staff/routes';
import { subscriptionRoutes } from './subscriptions/routes';

/** Every resource's route table (src/server/api/<resource>/routes.ts), registered in one place. */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  registerRoutes(app, deps, [
    ...imageRoutes,
    ...giftRoutes,
    ...blogRoutes,
    ...childRoutes,
    ...donationRoutes,
    ...donorRoutes,
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
    ...analyticsRoutes,
    ...siteRoutes,
    ...accountRoutes,
    ...smsRoutes,
    ...smsCallbackRoutes,
    ...staffRoutes,
    ...openapiRoutes,
  ]);
  registerPaymentCallbacks(app, deps);
}
