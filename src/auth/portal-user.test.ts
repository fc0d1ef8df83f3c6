import { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { hasRole, portalUserOf } from './portal-user';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

function userWithAccessToken(claims: object): User {
  return new User({
    access_token: `${encode({ alg: 'RS256' })}.${encode(claims)}.signature`,
    token_type: 'Bearer',
    profile: { sub: 'user-1', iss: 'https://idp', aud: 'dealer-portal', exp: 0, iat: 0 },
  });
}

describe('portalUserOf', () => {
  it('reads name, roles and salesperson from a Keycloak-shaped access token', () => {
    const user = portalUserOf(
      userWithAccessToken({
        preferred_username: 'manager',
        name: 'Magnus Manager',
        realm_access: { roles: ['staff', 'manager'] },
        salesperson_id: 1002,
      }),
    );
    expect(user).toEqual({
      username: 'manager',
      name: 'Magnus Manager',
      roles: ['staff', 'manager'],
      salesPersonId: 1002,
    });
    expect(hasRole(user, 'manager')).toBe(true);
  });

  it('accepts a salesperson id mapped as a string, as Keycloak attributes are by default', () => {
    expect(portalUserOf(userWithAccessToken({ salesperson_id: '1003' })).salesPersonId).toBe(1003);
  });

  it('has no roles when the token carries none', () => {
    const user = portalUserOf(userWithAccessToken({}));
    expect(user.roles).toEqual([]);
    expect(user.username).toBe('user-1');
    expect(hasRole(user, 'staff')).toBe(false);
  });
});
