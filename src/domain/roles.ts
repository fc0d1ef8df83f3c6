/**
 * Roles as the identity provider puts them in `realm_access.roles` (docs/security.md): `staff`
 * calculate, search, send and open their own applications; a `manager` also sees every
 * salesperson. The portal shapes its screens by them; the portal server enforces them.
 */
export const ROLES = ['staff', 'manager'] as const;
export type Role = (typeof ROLES)[number];

export const hasRole = (user: { roles: readonly string[] }, role: Role): boolean =>
  user.roles.includes(role);
