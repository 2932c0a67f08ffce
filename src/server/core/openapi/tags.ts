/**
 * What each tag of the OpenAPI document groups (a route's `tags`). A tag used by a
 * route and missing here fails `npm run lint:openapi` (Redocly's tag-description rule).
 */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  accounting:
    "The books: the accounting journal (CSV, QuickBooks Online, Xero) with its account codes, and the reconciliation of providers' statements",
  account: "Staff's own account: the signed-in person, their password and second factors",
  activity: 'The record of what staff changed, and when',
  analytics: "The dashboard's figures: donations, donors, children and gifts over a period",
  applications: 'Volunteer applications: the public form and the list staff read',
  auth: 'Signing in and out of the dashboard (session cookie, or bearer token for API clients)',
  blog: 'Blog posts and videos: public reading, staff writing',
  'child-news': 'News of sponsored children posted by staff, for their sponsors only (never public)',
  catalog: 'The gift catalogue: gifts a supporter can buy for a child or a family',
  field:
    "The field officer's phone: the children of their centres, progress reports and children's letters sent once, photos in chunks that resume, staff's review, and the letters' translation queue",
  docs: 'This document and its browsable reference',
  'sponsor-health':
    'Sponsor health for finance and sponsorship staff: retention, lapsing givers, plans at risk, and who to call this week',
  donations: 'Donations: giving (one-time or monthly), and the records staff read',
  donors: "Donors as people: a supporter's gifts across donations, sponsorships and orders",
  giving: "A donor's own giving page, by a signed link: receipts, statements and monthly plans",
  'child-gifts':
    'Gifts from sponsors to their sponsored children (birthday, Christmas, family): staff list them and mark them delivered',
  imports:
    "Importing a charity's spreadsheets (supporters, newsletter readers...): a dry run, then the import, row by row",
  images: 'Uploaded images, re-encoded and served by content hash',
  letters: "Sponsors' letters to their children, moderated by staff before they reach a child",
  mail: "E-mail that arrives: the relays' bounce and complaint events, the mail log, deliverability and the sender check",
  messages: 'Contact messages: the public form and the inbox staff answer from',
  newsletter: 'Newsletters: sending to subscribers and following a send',
  orders: 'Gift orders from the catalogue',
  payments: "Payments: a pending payment's status, and the providers' callbacks",
  recurring: 'Monthly plans as staff see and manage them',
  site: 'Site settings, the launch checklist and the demo content',
  skills: 'Skills volunteers can offer',
  sms: "Text messages: the gateways' delivery reports and replies, and what staff send and spend",
  sponsorship: 'Children waiting for a sponsor, and sponsoring one',
  staff: 'Staff accounts: invitations, roles, deactivation and second factors',
  subscriptions: 'Newsletter subscriptions (double opt-in) and unsubscribing',
  supporters:
    "A supporter's record (one person and everything theirs), staff's notes, merging, and the person's rights through staff",
};
