import { hasRole } from '../../domain/roles';

export { hasRole, type Role } from '../../domain/roles';

/** The signed-in dealership employee, as the portal server knows them from their token. */
export interface PortalUser {
  subject: string;
  username: string;
  name: string | undefined;
  roles: readonly string[];
  /** The salesperson the user sells as, from the token's `salesperson_id` claim. */
  salesPersonId: number | undefined;
}

export const isManager = (user: PortalUser): boolean => hasRole(user, 'manager');
