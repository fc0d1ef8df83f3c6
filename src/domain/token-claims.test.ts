import { describe, expect, it } from 'vitest';
import { readTokenUser } from './token-claims';

const claims = {
  sub: 'f2a1',
  preferred_username: 'dealer',
  name: 'Dina Dealer',
  realm_access: { roles: ['staff'] },
  salesperson_id: 1001,
};

describe('readTokenUser', () => {
  it("reads Keycloak's claims", () => {
    expect(readTokenUser(claims)).toEqual({
      subject: 'f2a1',
      username: 'dealer',
      name: 'Dina Dealer',
      roles: ['staff'],
      salesPersonId: 1001,
    });
  });

  it('accepts a salesperson id mapped as a string, as Keycloak attributes are by default', () => {
    expect(readTokenUser({ ...claims, salesperson_id: '1003' })?.salesPersonId).toBe(1003);
  });

  it('knows no salesperson and no roles when the token carries none', () => {
    const { salesperson_id: _id, realm_access: _roles, name: _name, ...rest } = claims;
    expect(readTokenUser(rest)).toEqual({
      subject: 'f2a1',
      username: 'dealer',
      name: undefined,
      roles: [],
      salesPersonId: undefined,
    });
  });

  it.each([
    ['a salesperson id beyond the bank’s identifiers', { salesperson_id: 3_000_000_000 }],
    ['a salesperson id of 0', { salesperson_id: 0 }],
    ['a fractional salesperson id', { salesperson_id: 1001.5 }],
    ['a salesperson id that is not a number', { salesperson_id: '1001a' }],
    ['a negative salesperson id as text', { salesperson_id: '-4' }],
    ['no subject', { sub: '' }],
    ['no username', { preferred_username: undefined }],
    ['roles that are not a list', { realm_access: { roles: 'staff' } }],
    ['a role that is not text', { realm_access: { roles: ['staff', 7] } }],
    ['a name that is not text', { name: 42 }],
  ])('refuses the whole token for %s', (_case, change) => {
    expect(readTokenUser({ ...claims, ...change })).toBeUndefined();
  });
});
