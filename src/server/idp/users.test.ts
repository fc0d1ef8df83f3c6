import { describe, expect, test } from 'vitest';
import { createUserDirectory, DEMO_USERS, type DemoUser } from './users';

describe('user directory', () => {
  test('signs in each demo user with the password demo', async () => {
    const users = await createUserDirectory(DEMO_USERS);
    for (const user of DEMO_USERS) {
      const profile = await users.authenticate(user.username, 'demo');
      expect(profile).toMatchObject({ sub: user.sub, username: user.username, roles: user.roles });
      expect(profile).not.toHaveProperty('password');
    }
  });

  test('refuses a wrong password, an unknown user and an empty password', async () => {
    const users = await createUserDirectory(DEMO_USERS);
    await expect(users.authenticate('dealer', 'Demo')).resolves.toBeUndefined();
    await expect(users.authenticate('nobody', 'demo')).resolves.toBeUndefined();
    await expect(users.authenticate('dealer', '')).resolves.toBeUndefined();
  });

  test('finds users by subject', async () => {
    const users = await createUserDirectory(DEMO_USERS);
    expect(users.findBySubject(DEMO_USERS[1]?.sub ?? '')?.name).toBe('Magnus Manager');
    expect(users.findBySubject('unknown')).toBeUndefined();
  });

  test('the demo users are the ones docs/architecture.md promises', () => {
    expect(
      DEMO_USERS.map(({ username, roles, salespersonId, name }) => ({
        username,
        roles,
        salespersonId,
        name,
      })),
    ).toEqual([
      { username: 'dealer', roles: ['staff'], salespersonId: 1001, name: 'Dina Dealer' },
      {
        username: 'manager',
        roles: ['staff', 'manager'],
        salespersonId: 1002,
        name: 'Magnus Manager',
      },
      { username: 'rep', roles: ['staff'], salespersonId: 1003, name: 'Rita Rep' },
    ]);
  });

  test('refuses duplicate usernames, whatever their case', async () => {
    const user: DemoUser = {
      sub: 'one',
      username: 'dealer',
      password: 'demo',
      name: 'Dealer',
      email: 'dealer@example.com',
      roles: [],
      salespersonId: 1,
    };
    await expect(
      createUserDirectory([user, { ...user, sub: 'two', username: 'DEALER' }]),
    ).rejects.toThrow(/Duplicate demo username/);
  });
});
