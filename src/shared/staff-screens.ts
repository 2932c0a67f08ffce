import {
  ADMINISTRATOR,
  CONTENT,
  CORRESPONDENCE,
  EVERY_ROLE,
  FIELD,
  FINANCE,
  SPONSORSHIP,
  type StaffRole,
} from './staff-roles';

/**
 * Every dashboard screen (its path under /dashboard) and the roles it admits. The
 * sidebar shows a person only theirs, the layout answers 403 for the others, and the
 * server refuses to start when a dashboard route of the build is missing here
 * (src/server/web/screen-roles.ts), as it does for an /api route without roles.
 */
export const screenRoles = {
  analysis: EVERY_ROLE,
  viewmessage: CORRESPONDENCE,
  viewcatalog: CONTENT,
  viewblog: CONTENT,
  viewdonation: FINANCE,
  donors: FINANCE,
  giftorders: FINANCE,
  supporters: FINANCE,
  sponsor: SPONSORSHIP,
  // Children who left and their sponsors' choices; recording a leaving (?child=).
  sponsor_leaving: SPONSORSHIP,
  child_news: SPONSORSHIP,
  letters: SPONSORSHIP,
  // What arrived from the field, to approve or return (docs/field.md#review).
  field_review: SPONSORSHIP,
  // The letters' translation queue: a field officer who translates works it too (docs/field.md#translation).
  translations: FIELD,
  // Gifts to sponsored children: sponsorship staff deliver them; finance reads them (they are payments).
  child_gifts: [...SPONSORSHIP, 'finance'],
  applications: CORRESPONDENCE,
  newsletter: CONTENT,
  skills_interests: CONTENT,
  payments: FINANCE,
  // Providers' statements against our records (docs/accounting.md).
  reconciliation: FINANCE,
  recurring: FINANCE,
  // Retention and who is slipping away: the viewer reads the figures only (docs/sponsor-health.md).
  sponsor_health: ['administrator', 'finance', 'sponsorship', 'viewer'],
  // Importing spreadsheets: each person the kinds of their role (docs/importing.md); duplicates are finance's.
  imports: ['administrator', 'finance', 'sponsorship'],
  duplicates: FINANCE,
  activity: ADMINISTRATOR,
  // What the site did not send and why, what the mail relays reported, deliverability (docs/operations.md).
  mail_log: ADMINISTRATOR,
  text_messages: FINANCE,
  site_settings: CONTENT,
  staff: ADMINISTRATOR,
  account: EVERY_ROLE,
} satisfies Record<string, readonly StaffRole[]>;
export type AdminScreen = keyof typeof screenRoles;

export const isAdminScreen = (s: string): s is AdminScreen => Object.hasOwn(screenRoles, s);

/** Whether a person of `role` may open the screen at `path` ('/dashboard/donors', '/{prefix}/donors'). */
export function screenAdmits(section: string, role: StaffRole): boolean {
  return isAdminScreen(section) && (screenRoles[section] as readonly StaffRole[]).includes(role);
}
