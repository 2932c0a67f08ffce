/**
 * The public face of src/server/messaging (README.md beside it): the one file another part of
 * src/server imports. Its re-exports are kept by scripts/domain-imports.ts (docs/architecture.md).
 */

export { messageRoutes } from './contact/routes';
export { registerMailEventRoutes } from './deliverability/event-routes';
export { supporterMail } from './deliverability/log';
export { mailRoutes } from './deliverability/routes';
export { senderReady } from './deliverability/sender-check';
export { senderCheckForChecklist } from './deliverability/sender-store';
export { mailAlarms } from './deliverability/stats';
export { createMailWorkers, startMailWorkers } from './newsletter/mail-workers';
export { publicBaseUrl } from './newsletter/newsletter-message';
export { newsletterRoutes } from './newsletter/routes';
export { smsCallbackRoutes } from './sms/callbacks';
export { shortLink } from './sms/links';
export { enqueueChildNewsSms } from './sms/news';
export { smsRoutes } from './sms/routes';
export { subscriptionRoutes } from './subscriptions/routes';
export { subscriptionConfirmation } from './subscriptions/subscription-confirmation';
export { confirmSecret } from './subscriptions/subscription-token';
