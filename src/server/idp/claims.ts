import type { UserProfile } from './users';

/**
 * Which claims each scope releases in the ID token and at the userinfo endpoint. `roles` mirrors
 * Keycloak's client scope of that name; access tokens carry the roles whatever the scope.
 */
export const CLAIMS_BY_SCOPE = {
  openid: ['sub'],
  profile: ['name', 'preferred_username', 'salesperson_id'],
  email: ['email', 'email_verified'],
  roles: ['realm_access'],
} as const satisfies Record<string, readonly string[]>;

export const SUPPORTED_SCOPES = ['openid', 'profile', 'email', 'offline_access', 'roles'] as const;

// A type alias, not an interface: oidc-provider wants claims assignable to an index signature.
export type UserClaims = {
  sub: string;
  name: string;
  preferred_username: string;
  email: string;
  email_verified: boolean;
  salesperson_id: number;
  realm_access: { roles: string[] };
};

export function userClaims(user: UserProfile): UserClaims {
  return {
    sub: user.sub,
    name: user.name,
    preferred_username: user.username,
    email: user.email,
    // Demo addresses are declared, not confirmed; Keycloak says false for such accounts too.
    email_verified: false,
    salesperson_id: user.salespersonId,
    realm_access: { roles: [...user.roles] },
  };
}

/** What a user's access token says about the user, besides `sub`, as Keycloak's tokens do. */
export function accessTokenUserClaims(user: UserProfile): Omit<UserClaims, 'sub'> {
  const { sub: _sub, ...claims } = userClaims(user);
  return claims;
}

/** The claims the granted scopes release, e.g. for the userinfo response. */
export function claimsForScopes(
  user: UserProfile,
  scopes: ReadonlySet<string>,
): Partial<UserClaims> & { sub: string } {
  const all = userClaims(user);
  const released: Partial<UserClaims> & { sub: string } = { sub: all.sub };
  for (const [scope, claimNames] of Object.entries(CLAIMS_BY_SCOPE)) {
    if (!scopes.has(scope)) continue;
    for (const claimName of claimNames) {
      Object.assign(released, { [claimName]: all[claimName] });
    }
  }
  return released;
}
