/**
 * Where each old place of src/server went (scripts/relayout.ts; docs/architecture.md).
 * [old, new]: a path ending in '/' is a folder (everything under it, files added later
 * too), any other a single file. The first rule that matches wins, so single files come
 * before their folder. Keep every later move here too, so a branch that merges main can
 * re-run the script over its own new files.
 */
const S = 'src/server/';

const files = (from: string, names: string[], to: string): [string, string][] =>
  names.map((n) => [`${S}${from}${n}`, `${S}${to}${n}`]);

export const RULES: [string, string][] = [
  // core: the bottom layer every domain stands on.
  [`${S}config.ts`, `${S}core/config.ts`],
  [`${S}catalogue-text.ts`, `${S}core/catalogue-text.ts`],
  ...files(
    'db/',
    [
      'seed.ts',
      'seed-data.ts',
      'seed-translations.ts',
      'seed-translations.test.ts',
      'seed-translations-stories.ts',
      'demo-art.ts',
      'demo-art.test.ts',
    ],
    'operations/demo/',
  ),
  [`${S}db/`, `${S}core/db/`],
  [`${S}http/`, `${S}core/http/`],
  [`${S}jobs/`, `${S}core/jobs/`],
  [`${S}activity/`, `${S}core/activity/`],
  [`${S}images/`, `${S}core/images/`],
  ...files(
    'content/',
    ['localize.ts', 'localize.test.ts', 'translated-read.ts', 'version-bump.ts', 'version-bump.test.ts'],
    'core/content/',
  ),
  [`${S}supporters/`, `${S}core/supporters/`],
  [`${S}api/deps.ts`, `${S}core/deps.ts`],
  [`${S}api/index.ts`, `${S}routes.ts`],
  [`${S}api/openapi/`, `${S}core/openapi/`],
  ...files('auth/', ['session.ts', 'guard.ts', 'guard.test.ts', 'password-rules.ts'], 'core/auth/'),

  // staff
  [`${S}auth/`, `${S}staff/auth/`],
  [`${S}api/account/`, `${S}staff/account/`],
  [`${S}api/staff/`, `${S}staff/team/`],
  [`${S}api/activity/`, `${S}staff/activity/`],
  [`${S}mail/staff-messages.ts`, `${S}staff/messages.ts`],

  // site settings: the store low, the screen and the launch checklist in operations
  [`${S}site/checklist.ts`, `${S}operations/site/checklist.ts`],
  [`${S}site/demo.ts`, `${S}operations/demo/demo.ts`],
  [`${S}site/`, `${S}core/site/`],
  [`${S}privacy/default-notice.ts`, `${S}core/site/default-notice.ts`],
  [`${S}api/site/`, `${S}operations/site/`],
  [`${S}backup/`, `${S}operations/backup/`],

  // mail: per-domain message builders to their domain, the rest (transport, outbox) low
  ...files('mail/', ['newsletter-queue.ts', 'newsletter-message.ts'], 'messaging/newsletter/'),
  ...files(
    'mail/',
    ['subscription-confirmation.ts', 'subscription-token.ts', 'unsubscribe-token.ts'],
    'messaging/subscriptions/',
  ),
  ...files(
    'mail/',
    ['giving-messages.ts', 'plan-change-messages.ts', 'order-receipt.ts', 'receipt-facts.ts'],
    'giving/messages/',
  ),
  ...files('mail/', ['giving-token.ts', 'plan-change-token.ts'], 'giving/links/'),
  ...files(
    'mail/',
    ['child-gift-receipt.ts', 'child-news-messages.ts', 'departure-message.ts', 'sponsorship-unplaced.ts'],
    'sponsorship/messages/',
  ),
  [`${S}mail/`, `${S}core/mail/`],

  // sms: gateways, queue, consent and texts low; the screens and replies in messaging
  ...files(
    'sms/',
    [
      'README.md',
      'links.ts',
      'news.ts',
      'replies.ts',
      'news.test.ts',
      'replies.test.ts',
      'momo-receipt.test.ts',
      'plan-notices.test.ts',
      'sandbox-receipts.test.ts',
    ],
    'messaging/sms/',
  ),
  [`${S}sms/`, `${S}core/sms/`],
  [`${S}api/sms/`, `${S}messaging/sms/`],
  [`${S}api/newsletter/`, `${S}messaging/newsletter/`],
  [`${S}api/subscriptions/`, `${S}messaging/subscriptions/`],
  [`${S}api/messages/`, `${S}messaging/contact/`],

  // content (the three tests that write every kind of public content through the API)
  ...files('api/', ['content-version.test.ts', 'translations.test.ts', 'translations-content.test.ts'], 'content/'),
  [`${S}api/blog/`, `${S}content/blog/`],
  [`${S}api/gifts/`, `${S}content/gifts/`],
  [`${S}api/skills/`, `${S}content/skills/`],
  [`${S}api/images/`, `${S}content/images/`],

  // giving
  [`${S}payments/`, `${S}giving/payments/`],
  [`${S}api/payments/`, `${S}giving/payments/`],
  [`${S}recurring/`, `${S}giving/recurring/`],
  [`${S}api/recurring/`, `${S}giving/recurring/`],
  [`${S}api/donations/`, `${S}giving/donations/`],
  [`${S}api/orders/`, `${S}giving/orders/`],
  [`${S}api/donors/`, `${S}giving/donors/`],
  [`${S}api/analytics/`, `${S}giving/analytics/`],

  // sponsorship
  [`${S}api/children/`, `${S}sponsorship/children/`],
  [`${S}api/sponsorships/`, `${S}sponsorship/sponsorships/`],
  [`${S}child-news/`, `${S}sponsorship/child-news/`],
  [`${S}api/child-news/`, `${S}sponsorship/child-news/`],
  [`${S}api/letters/`, `${S}sponsorship/letters/`],
  [`${S}api/sponsor-news/`, `${S}sponsorship/sponsor-news/`],
  [`${S}child-gifts/`, `${S}sponsorship/child-gifts/`],
  [`${S}api/child-gifts/`, `${S}sponsorship/child-gifts/`],
  [`${S}departures/`, `${S}sponsorship/departures/`],

  // people
  [`${S}api/supporters/`, `${S}people/supporters/`],
  [`${S}privacy/`, `${S}people/privacy/`],
  [`${S}api/privacy/`, `${S}people/privacy/`],
  [`${S}api/applications/`, `${S}people/applications/`],

  // the supporter's own page
  [`${S}api/giving/`, `${S}my-giving/`],
];
