import { isIdentifier } from './identifier';

/** Who a user is, as their access token says: the portal and the portal server read it alike. */
export interface TokenUser {
  /** The token's `sub`: stable for the user, whatever their name. */
  subject: string;
  username: string;
  name: string | undefined;
  roles: readonly string[];
  /** The salesperson the user sells as, from the `salesperson_id` claim. */
  salesPersonId: number | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Keycloak user attributes are strings unless mapped as numbers: both are read, as ids. */
function salesPersonIdOf(value: unknown): number | undefined | 'invalid' {
  if (value === undefined) return undefined;
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  return isIdentifier(id) ? id : 'invalid';
}

/** The realm roles Keycloak puts in `realm_access.roles`; 'invalid' when malformed. */
export function rolesOf(realmAccess: unknown): string[] | 'invalid' {
  if (realmAccess === undefined) return [];
  if (!isRecord(realmAccess) || !Array.isArray(realmAccess.roles)) return 'invalid';
  const roles: unknown[] = realmAccess.roles;
  return roles.every((role) => typeof role === 'string') ? roles : 'invalid';
}

/**
 * Reads the user from an access token's claims, as Keycloak puts them: `sub`,
 * `preferred_username`, `name`, `realm_access.roles` and the `salesperson_id` attribute. A
 * missing or malformed claim makes the whole token unreadable (`undefined`) rather than half
 * understood, so the portal never shows what its server would refuse.
 */
export function readTokenUser(claims: Record<string, unknown>): TokenUser | undefined {
  const { sub, preferred_username: username, name } = claims;
  if (!isText(sub) || !isText(username)) return undefined;
  if (name !== undefined && typeof name !== 'string') return undefined;
  const roles = rolesOf(claims.realm_access);
  const salesPersonId = salesPersonIdOf(claims.salesperson_id);
  if (roles === 'invalid' || salesPersonId === 'invalid') return undefined;
  return { subject: sub, username, name: name === '' ? undefined : name, roles, salesPersonId };
}
