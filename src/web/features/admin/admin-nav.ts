import { type AdminScreen, screenAdmits } from '~/shared/staff-screens';
import type { StaffRole } from '~/shared/staff-roles';

/** The sections of the admin area, in sidebar order. */
export const adminSections = [
  'analysis',
  'viewmessage',
  'viewcatalog',
  'viewblog',
  'viewdonation',
  'donors',
  'giftorders',
  'supporters',
  'sponsor',
  'child_news',
  'letters',
  'field_review',
  'translations',
  'child_gifts',
  'applications',
  'newsletter',
  'skills_interests',
  'payments',
  'reconciliation',
  'recurring',
  'sponsor_health',
  'imports',
  'duplicates',
  'activity',
  'mail_log',
  'text_messages',
  'site_settings',
  'staff',
  'account',
] as const satisfies readonly AdminScreen[];
export type AdminSection = (typeof adminSections)[number];

/** The sections a person of this role sees, in sidebar order. */
export const sectionsFor = (role: StaffRole) => adminSections.filter((s) => screenAdmits(s, role));
