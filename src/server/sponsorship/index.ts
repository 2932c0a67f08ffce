/**
 * The public face of src/server/sponsorship (README.md beside it): the one file another part of
 * src/server imports. Its re-exports are kept by scripts/domain-imports.ts (docs/architecture.md).
 */

export { allowancesOf, childGiftLimits, giftYear, givenThisYear } from './child-gifts/limits';
export { sendGiftPhoto } from './child-gifts/photo';
export { childGiftStaffRoutes } from './child-gifts/routes';
export { childrenSponsoredBy, sponsoredChild } from './child-gifts/sponsor';
export { giftsGivenBy } from './child-gifts/view';
export { type ChildGiftDetails, childGiftPurchase } from './child-gifts/write';
export { answerForm, safeReturn } from './child-news/form-answer';
export type { LetterReply } from './child-news/letter-queue';
export { readPhotoForm } from './child-news/photo-form';
export { postChildUpdate } from './child-news/post-update';
export { readNewsSettings } from './child-news/quiet';
export { childNewsRoutes } from './child-news/routes';
export { newsForSponsor, VISIBLE_TO_SPONSORSHIP } from './child-news/sponsor-news';
export { childDepartureRoutes } from './children/departure-routes';
export { freshSince } from './children/freshness';
export { freshnessRoutes } from './children/freshness-routes';
export { districtOf } from './children/protection';
export { childRoutes } from './children/routes';
export { chooseAfterDeparture } from './departures/choice';
export { sponsorDepartures } from './departures/read';
export { letterRoutes } from './letters/routes';
export { childGiftReceipt } from './messages/child-gift-receipt';
export { childNewsMail } from './messages/child-news-messages';
export { departureMail, introductionMail } from './messages/departure-message';
export { sponsorshipUnplaced } from './messages/sponsorship-unplaced';
export { sponsorNewsRoutes } from './sponsor-news/routes';
export { sponsorshipRoutes } from './sponsorships/routes';
export { sponsorshipPurchase } from './sponsorships/write-sponsorship';
