import { jwtDecode } from 'jwt-decode';
import type { User } from 'oidc-client-ts';
import { readTokenUser } from '../domain/token-claims';

export type { Role } from '../domain/roles';

/** The signed-in user as the portal shows them; the portal server decides what they may do. */
export interface PortalUser {
  /** The token's `sub`: what the user's kept data is keyed by. */
  subject: string;
  username: string;
  /** The full name, or the username when the token has none. */
  name: string;
  roles: readonly string[];
  salesPersonId: number | undefined;
}

/**
 * Reads the user from the access token by the same rules as the portal server, so the portal
 * never shows what the server would refuse; `undefined` when the token does not say who they
 * are. The token is not verified here, and need not be: it only shapes the screens. jwt-decode is
 * the decoder oidc-client-ts already brings, so reading the token adds nothing to the first load.
 */
export function portalUserOf(user: User): PortalUser | undefined {
  const tokenUser = readTokenUser(jwtDecode(user.access_token));
  return tokenUser === undefined
    ? undefined
    : { ...tokenUser, name: tokenUser.name ?? tokenUser.username };
}
