import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../database/test-database';
import { createSignInThrottle, identityProvider, type IdentityProviderOptions } from './index';
import { resolveOptions } from './options';
import { SIGN_IN_LIMITS } from './test-support';

let testDatabase: TestDatabase;
let valid: IdentityProviderOptions;

beforeAll(async () => {
  testDatabase = await openTestDatabase({ migrations: [] });
  valid = {
    ...options,
    signInThrottle: createSignInThrottle(
      testDatabase.database,
      testDatabase.portalSchema,
      SIGN_IN_LIMITS,
    ),
  };
});
afterAll(() => testDatabase.drop());

const options: Omit<IdentityProviderOptions, 'signInThrottle'> = {
  issuer: 'http://localhost:3000/auth/realms/dealer',
  dataDir: '.data/idp',
  portalClient: {
    clientId: 'dealer-portal',
    redirectUris: ['http://localhost:3000/auth/callback'],
    postLogoutRedirectUris: ['http://localhost:3000/'],
  },
  portalAudience: 'dealer-portal',
  partnerClient: { clientId: 'partner-portal', clientSecret: 'dev-partner-secret' },
  serviceAudience: 'partner-api',
};

describe('options', () => {
  test('default to the demo users', () => {
    expect(resolveOptions(valid).users.map((user) => user.username)).toEqual([
      'dealer',
      'manager',
      'rep',
    ]);
  });

  test.each([
    ['an issuer with a trailing slash', { issuer: 'http://localhost:3000/auth/realms/dealer/' }],
    ['an issuer with a query', { issuer: 'http://localhost:3000/auth/realms/dealer?x=1' }],
    [
      'a relative redirect URI',
      { portalClient: { ...options.portalClient, redirectUris: ['/cb'] } },
    ],
    ['an idle time beyond the maximum', { sessions: { idleSeconds: 600, maxSeconds: 60 } }],
    [
      'one id for both clients',
      { partnerClient: { clientId: 'dealer-portal', clientSecret: 's' } },
    ],
  ])('refuse %s with a message', (_case, change) => {
    expect(() => resolveOptions({ ...valid, ...change })).toThrow(
      /Invalid identity provider options/,
    );
  });

  test('the plugin refuses a prefix other than the issuer’s path', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'idp-options-'));
    const app = Fastify({ logger: false });
    try {
      await expect(
        app.register(identityProvider, { ...valid, dataDir, prefix: '/auth' }).ready(),
      ).rejects.toThrow(/register it with prefix '\/auth\/realms\/dealer'/);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
