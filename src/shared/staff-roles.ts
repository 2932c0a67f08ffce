/**
 * Staff roles (docs/decisions/013-staff-roles-and-sign-in.md). Every /api route and every dashboard screen names
 * the roles it admits; the server refuses to start when one does not.
 */
export const staffRoles = ['administrator', 'finance', 'sponsorship', 'content', 'viewer', 'field'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Everyone signed in: their own account, the dashboard's frame, aggregate figures. */
export const EVERY_ROLE: readonly StaffRole[] = staffRoles;
export const ADMINISTRATOR: readonly StaffRole[] = ['administrator'];
/** Donations, supporters, orders, payments, plans, offline gifts and their exports. */
export const FINANCE: readonly StaffRole[] = ['administrator', 'finance'];
/** Children, sponsorships and what is sent to them. */
export const SPONSORSHIP: readonly StaffRole[] = ['administrator', 'sponsorship'];
/**
 * The field (docs/field.md): a field officer (`field`) sees only the children of
 * their centres and what they captured; sponsorship staff and administrators see all.
 */
export const FIELD: readonly StaffRole[] = ['administrator', 'sponsorship', 'field'];
/** Blog, catalogue, site texts and images, newsletter. */
export const CONTENT: readonly StaffRole[] = ['administrator', 'content'];
/** People who write to the charity (contact messages): every role that works with people, not the viewer. */
export const CORRESPONDENCE: readonly StaffRole[] = ['administrator', 'finance', 'sponsorship', 'content'];

export const isStaffRole = (v: unknown): v is StaffRole => staffRoles.includes(v as StaffRole);

/**
 * STAFF_REQUIRE_2FA: `administrator,finance,sponsorship` (default), `all`, `none`, or a list of roles.
 * Whether a person of this role must sign in with a second factor.
 */
export function mustUseSecondFactor(required: readonly StaffRole[], role: StaffRole): boolean {
  return required.includes(role);
}
