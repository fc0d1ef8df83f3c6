import { decodeJwt } from 'jose';
import type { User } from 'oidc-client-ts';

export { hasRole, type Role } from '../domain/roles';

/** The signed-in user as the portal shows them; the portal server decides what they may do. */
export interface PortalUser {
  username: string;
  name: string;
  roles: readonly string[];
  salesPersonId: number | undefined;
}

interface AccessTokenClaims {
  preferred_username?: string;
  name?: string;
  roles: string[];
  salesperson_id?: number;
}

const textOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Keycloak's claims, read defensively: a missing or odd claim means "not known". */
function readClaims(claims: Record<string, unknown>): AccessTokenClaims {
  const realmAccess = claims.realm_access;
  const roles =
    typeof realmAccess === 'object' && realmAccess !== null && 'roles' in realmAccess
      ? realmAccess.roles
      : undefined;
  // Keycloak user attributes are strings unless mapped as numbers: accept both.
  const salespersonId = Number(claims.salesperson_id);
  return {
    preferred_username: textOrUndefined(claims.preferred_username),
    name: textOrUndefined(claims.name),
    roles: Array.isArray(roles) ? roles.filter((role) => typeof role === 'string') : [],
    ...(Number.isSafeInteger(salespersonId) && salespersonId > 0
      ? { salesperson_id: salespersonId }
      : {}),
  };
}

/**
 * Reads roles and salesperson from the access token, where Keycloak puts them. The token is not
 * verified here, and need not be: it only shapes the screens; the server checks every call.
 */
export function portalUserOf(user: User): PortalUser {
  const data = readClaims(decodeJwt(user.access_token));
  const username = data.preferred_username ?? user.profile.preferred_username ?? user.profile.sub;
  return {
    username,
    name: data.name ?? user.profile.name ?? username,
    roles: data.roles,
    salesPersonId: data.salesperson_id,
  };
}
