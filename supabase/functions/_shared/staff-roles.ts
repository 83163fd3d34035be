/**
 * The staff roles a row of admin_roles may hold (docs/product.md#staff-roles), in the order the
 * admin lists them. The database's CHECK holds the same list (tests/db keeps the two equal); the
 * admin, the CLI and the staff-invite function read it here.
 */
export const STAFF_ROLES = ['owner', 'admin', 'editor', 'lead_desk'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** What the staff log records (public.staff_changes.action; tests/db keeps the two equal). */
export const STAFF_CHANGES = [
  'added',
  'role_changed',
  'removed',
  'invited',
  'invite_resent',
  'invite_cancelled',
] as const;

export type StaffChange = (typeof STAFF_CHANGES)[number];
