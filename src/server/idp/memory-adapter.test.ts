import { describe, expect, test } from 'vitest';
import { createMemoryAdapter } from './memory-adapter';

describe('memory adapter', () => {
  test('finds what was stored until it expires', async () => {
    let now = 1_000_000;
    const adapter = createMemoryAdapter(() => now)('AccessToken');
    await adapter.upsert('a', { jti: 'a', grantId: 'g' }, 60);
    expect(await adapter.find('a')).toMatchObject({ jti: 'a' });
    now += 60_000;
    expect(await adapter.find('a')).toBeUndefined();
  });

  test('hands out copies, so callers cannot change what is stored', async () => {
    const adapter = createMemoryAdapter()('Session');
    await adapter.upsert('s', { jti: 's', uid: 'u', authorizations: {} }, 60);
    const found = await adapter.find('s');
    if (found) found.accountId = 'changed';
    expect(await adapter.find('s')).not.toHaveProperty('accountId');
  });

  test('finds sessions by uid and marks tokens consumed', async () => {
    const factory = createMemoryAdapter();
    await factory('Session').upsert('s', { jti: 's', uid: 'uid-1' }, 60);
    expect(await factory('Session').findByUid('uid-1')).toMatchObject({ jti: 's' });

    await factory('RefreshToken').upsert('r', { jti: 'r', grantId: 'g' }, 60);
    await factory('RefreshToken').consume('r');
    expect((await factory('RefreshToken').find('r'))?.consumed).toEqual(expect.any(Number));
  });

  test('revoking a grant removes that model’s tokens of the grant only', async () => {
    const factory = createMemoryAdapter();
    await factory('RefreshToken').upsert('r1', { grantId: 'g1' }, 60);
    await factory('RefreshToken').upsert('r2', { grantId: 'g2' }, 60);
    await factory('AuthorizationCode').upsert('c1', { grantId: 'g1' }, 60);

    await factory('RefreshToken').revokeByGrantId('g1');
    expect(await factory('RefreshToken').find('r1')).toBeUndefined();
    expect(await factory('RefreshToken').find('r2')).toBeDefined();
    expect(await factory('AuthorizationCode').find('c1')).toBeDefined();

    await factory('AuthorizationCode').revokeByGrantId('g1');
    expect(await factory('AuthorizationCode').find('c1')).toBeUndefined();
  });

  test('keeps providers apart: each store is its own', async () => {
    await createMemoryAdapter()('Client').upsert('c', { client_id: 'c' });
    expect(await createMemoryAdapter()('Client').find('c')).toBeUndefined();
  });
});
