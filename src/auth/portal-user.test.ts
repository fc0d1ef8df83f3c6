import { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { portalUserOf } from './portal-user';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

function userWithAccessToken(claims: object): User {
  return new User({
    access_token: `${encode({ alg: 'RS256' })}.${encode(claims)}.signature`,
    token_type: 'Bearer',
    profile: { sub: 'user-1', iss: 'https://idp', aud: 'dealer-portal', exp: 0, iat: 0 },
  });
}

const KEYCLOAK_CLAIMS = {
  typ: 'Bearer',
  sub: 'user-1',
  preferred_username: 'manager',
  name: 'Magnus Manager',
  realm_access: { roles: ['staff', 'manager'] },
  salesperson_id: 1002,
};

describe('portalUserOf', () => {
  it('reads name, roles and salesperson from a Keycloak-shaped access token', () => {
    const user = portalUserOf(userWithAccessToken(KEYCLOAK_CLAIMS));
    expect(user).toEqual({
      subject: 'user-1',
      username: 'manager',
      name: 'Magnus Manager',
      roles: ['staff', 'manager'],
      salesPersonId: 1002,
    });
  });

  it('shows the username when the token has no name', () => {
    const { name: _name, ...claims } = KEYCLOAK_CLAIMS;
    expect(portalUserOf(userWithAccessToken(claims))?.name).toBe('manager');
  });

  it('does not show a salesperson the portal server would refuse', () => {
    const claims = { ...KEYCLOAK_CLAIMS, salesperson_id: 3_000_000_000 };
    expect(portalUserOf(userWithAccessToken(claims))).toBeUndefined();
  });
});
