/** Roles as the identity provider puts them in `realm_access.roles` (DESIGN.md section 4). */
export const ROLES = ['staff', 'manager'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in dealership employee, as the portal server knows them from their token. */
export interface PortalUser {
  subject: string;
  username: string;
  name: string | undefined;
  roles: readonly string[];
  /** The salesperson the user sells as, from the token's `salesperson_id` claim. */
  salesPersonId: number | undefined;
}

export const hasRole = (user: PortalUser, role: Role): boolean => user.roles.includes(role);

export const isManager = (user: PortalUser): boolean => hasRole(user, 'manager');
