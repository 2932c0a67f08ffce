/** The sections of the admin area, in sidebar order. */
export const adminSections = [
  'analysis',
  'viewmessage',
  'viewcatalog',
  'viewblog',
  'viewdonation',
  'donors',
  'giftorders',
  'sponsor',
  'applications',
  'newsletter',
  'skills_interests',
  'payments',
  'recurring',
  'activity',
  'text_messages',
  'site_settings',
] as const;
export type AdminSection = (typeof adminSections)[number];
