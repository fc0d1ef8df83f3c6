import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epochSeconds } from '../../http';
import { SalesPersonListSchema } from '../../../domain/contract';
import type { TestDatabase } from '../../database/test-database';
import { openServiceTestDatabase } from '../test-support/service-test-database';
import { seedDemoData } from '../seed/seed-demo-data';
import {
  buildTestService,
  jsonOf,
  PREFIX,
  problemOf,
  TEST_API_KEY,
  TEST_CAMPAIGN_ADMIN_API_KEY,
  TEST_NOW,
} from '../test-support/test-service';

const ISSUER = 'http://127.0.0.1/auth/realms/dealer';
const AUDIENCE = 'partner-api';

let testDatabase: TestDatabase;
let app: FastifyInstance;
let jwksServer: Server;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
let jwksPort: number;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = {
    ...(await exportJWK(pair.publicKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };
  // The identity provider's key set, served over HTTP as createRemoteJWKSet fetches it.
  jwksServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  jwksPort = port;

  testDatabase = await openServiceTestDatabase();
  await seedDemoData(testDatabase.database, TEST_NOW);
  app = await buildTestService(testDatabase.database, {
    accessToken: {
      jwksUrl: `http://127.0.0.1:${port}/certs`,
      issuer: ISSUER,
      audience: AUDIENCE,
    },
  });
});

afterAll(async () => {
  await app.close();
  await testDatabase.drop();
  await new Promise((resolve) => jwksServer.close(resolve));
});

const getSalesPeople = (authorization?: string) =>
  app.inject({
    method: 'GET',
    url: `${PREFIX}/sales-person`,
    headers: authorization === undefined ? {} : { authorization },
  });

interface TokenOptions {
  key?: CryptoKey;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  alg?: string;
}

function token(options: TokenOptions = {}): Promise<string> {
  const now = epochSeconds();
  return new SignJWT({ azp: 'partner-portal', scope: 'partner-api' })
    .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setSubject('service-account-partner-portal')
    .setIssuedAt(now - 10)
    .setExpirationTime(options.expiresAt ?? now + 300)
    .sign(options.key ?? signingKey);
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function expectUnauthorized(authorization: string | undefined, tokenGiven: boolean) {
  const response = await getSalesPeople(authorization);
  expect(response.statusCode).toBe(401);
  const problem = problemOf(response);
  expect(problem.title).toBe('Unauthorized');
  expect(response.headers['www-authenticate']).toBe(
    tokenGiven ? 'Bearer realm="partner-api", error="invalid_token"' : 'Bearer realm="partner-api"',
  );
  // Nothing of the credential comes back.
  const secret = authorization?.slice(7, 40) ?? '';
  if (secret.length >= 8) expect(response.body).not.toContain(secret);
}

describe('authentication', () => {
  it('accepts the API key', async () => {
    const response = await getSalesPeople(`Bearer ${TEST_API_KEY}`);
    expect(response.statusCode).toBe(200);
    jsonOf(response, SalesPersonListSchema);
  });

  it('accepts the scheme name in any case', async () => {
    expect((await getSalesPeople(`bearer ${TEST_API_KEY}`)).statusCode).toBe(200);
  });

  it('accepts a valid access token from the identity provider', async () => {
    const response = await getSalesPeople(`Bearer ${await token()}`);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a request without credentials', async () => {
    await expectUnauthorized(undefined, false);
    await expectUnauthorized('', false);
  });

  it('refuses another scheme', async () => {
    await expectUnauthorized(`Basic ${Buffer.from('user:pass').toString('base64')}`, false);
    await expectUnauthorized(TEST_API_KEY, false);
  });

  it('refuses a malformed bearer credential', async () => {
    await expectUnauthorized('Bearer', true);
    await expectUnauthorized('Bearer ', true);
    await expectUnauthorized(`Bearer ${TEST_API_KEY} extra`, true);
    await expectUnauthorized('Bearer a.b.c', true);
  });

  it('refuses a wrong API key, also one that differs only in length or last character', async () => {
    await expectUnauthorized('Bearer wrong-key', true);
    await expectUnauthorized(`Bearer ${TEST_API_KEY}x`, true);
    await expectUnauthorized(`Bearer ${TEST_API_KEY.slice(0, -1)}`, true);
    await expectUnauthorized(`Bearer ${TEST_API_KEY.slice(0, -1)}X`, true);
  });

  it('refuses an expired token', async () => {
    const expired = await token({ expiresAt: epochSeconds() - 60 });
    await expectUnauthorized(`Bearer ${expired}`, true);
    expect(problemOf(await getSalesPeople(`Bearer ${expired}`)).detail).toMatch(/expired/);
  });

  it('refuses a token of another issuer', async () => {
    await expectUnauthorized(
      `Bearer ${await token({ issuer: 'https://evil.example/realms/x' })}`,
      true,
    );
  });

  it('refuses a token for another audience', async () => {
    await expectUnauthorized(`Bearer ${await token({ audience: 'another-api' })}`, true);
  });

  it('refuses a token signed by another key', async () => {
    await expectUnauthorized(`Bearer ${await token({ key: strangerKey })}`, true);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const now = epochSeconds();
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      iss: ISSUER,
      aud: AUDIENCE,
      sub: 'attacker',
      exp: now + 300,
    })}.`;
    await expectUnauthorized(`Bearer ${unsigned}`, true);
  });

  it('refuses a token signed with a shared secret (HS256)', async () => {
    const secret = new TextEncoder().encode('a-shared-secret-that-is-long-enough-for-hs256');
    const hmac = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .sign(secret);
    await expectUnauthorized(`Bearer ${hmac}`, true);
  });

  it('protects every route, also unknown ones, but not the OpenAPI document', async () => {
    for (const [method, url] of [
      ['GET', '/application/100001'],
      ['POST', '/application'],
      ['POST', '/calculation'],
      ['POST', '/campaign/search'],
      ['POST', '/funding-interest/search'],
      ['POST', '/sales-person'],
      ['GET', '/sales-person/1001'],
      ['PUT', '/application/100001/status'],
      ['PUT', '/application/100001/documents/1/status'],
      ['GET', '/application'],
      ['GET', '/no-such-route'],
    ] as const) {
      const response = await app.inject({
        method,
        url: `${PREFIX}${url}`,
        payload: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const openapi = await app.inject({ method: 'GET', url: `${PREFIX}/openapi.json` });
    expect(openapi.statusCode).toBe(200);
  });

  it('checks credentials before reading the body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${PREFIX}/calculation`,
      headers: { 'content-type': 'text/plain' },
      payload: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('authentication when the key set cannot be fetched', () => {
  it('answers 503, not 401 or 500', async () => {
    const database = await openServiceTestDatabase();
    const unreachable = await buildTestService(database.database, {
      accessToken: { jwksUrl: 'http://127.0.0.1:9/certs', issuer: ISSUER, audience: AUDIENCE },
    });
    try {
      const response = await unreachable.inject({
        method: 'GET',
        url: `${PREFIX}/sales-person`,
        headers: { authorization: `Bearer ${await token()}` },
      });
      expect(response.statusCode).toBe(503);
      expect(problemOf(response).status).toBe(503);
      // The API key does not depend on the identity provider.
      const withKey = await unreachable.inject({
        method: 'GET',
        url: `${PREFIX}/sales-person`,
        headers: { authorization: `Bearer ${TEST_API_KEY}` },
      });
      expect(withKey.statusCode).toBe(200);
    } finally {
      await unreachable.close();
      await database.drop();
    }
  });
});

describe('repeated refused credentials', () => {
  let limited: FastifyInstance;

  beforeAll(async () => {
    limited = await buildTestService(testDatabase.database, {
      clientFailureLimit: { limit: 3, windowSeconds: 600 },
      accessToken: {
        jwksUrl: `http://127.0.0.1:${jwksPort}/certs`,
        issuer: ISSUER,
        audience: AUDIENCE,
      },
    });
  });
  afterAll(() => limited.close());

  const call = (key: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    limited.inject({
      method: 'GET',
      url: `${PREFIX}/sales-person`,
      headers: { authorization: `Bearer ${key}`, ...headers },
      remoteAddress,
    });

  async function flood(remoteAddress: string, count = 10) {
    for (let attempt = 0; attempt < count; attempt += 1) {
      const status = (await call(`guess-${attempt}`, remoteAddress)).statusCode;
      expect(status).toBe(attempt < 3 ? 401 : 429);
    }
  }

  it('are answered 429 with Retry-After, a key never used there too, for that address only', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await call('guess-number-one', '192.0.2.1')).statusCode).toBe(401);
    }
    for (const key of ['guess-number-two', TEST_API_KEY]) {
      const refused = await call(key, '192.0.2.1');
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(590);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(problemOf(refused).detail).toBe(
        `Too many refused credentials from your address. Try again in ${retryAfter} seconds.`,
      );
    }
    expect((await call(TEST_API_KEY, '192.0.2.2')).statusCode).toBe(200);
  });

  it('never lock out a key that has succeeded from that address, nor another address', async () => {
    expect((await call(TEST_API_KEY, '192.0.2.5')).statusCode).toBe(200);
    await flood('192.0.2.5');
    expect((await call(TEST_API_KEY, '192.0.2.5')).statusCode).toBe(200);
    // Guessing still learns nothing: another key, right or wrong, waits there.
    expect((await call(TEST_CAMPAIGN_ADMIN_API_KEY, '192.0.2.5')).statusCode).toBe(429);
    // The key is proved at its own address only.
    await flood('192.0.2.6');
    expect((await call(TEST_API_KEY, '192.0.2.6')).statusCode).toBe(429);
    expect((await call('guess', '192.0.2.7')).statusCode).toBe(401);
  });

  it('never lock out the service’s own key on loopback, where the portal server calls from', async () => {
    await flood('127.0.0.1');
    expect((await call(TEST_API_KEY, '127.0.0.1')).statusCode).toBe(200);
    expect((await call(TEST_CAMPAIGN_ADMIN_API_KEY, '127.0.0.1')).statusCode).toBe(429);
  });

  it('let an access token through a block: a signature cannot be guessed', async () => {
    await flood('192.0.2.8');
    expect((await call(await token(), '192.0.2.8')).statusCode).toBe(200);
    const forged = await call(await token({ key: strangerKey }), '192.0.2.8');
    expect(forged.statusCode).toBe(429);
  });

  it('do not start again after a success: one good key does not buy more guesses', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await call('guess', '192.0.2.3')).statusCode).toBe(401);
    }
    expect((await call(TEST_API_KEY, '192.0.2.3')).statusCode).toBe(200);
    expect((await call('guess', '192.0.2.3')).statusCode).toBe(401);
    expect((await call('guess', '192.0.2.3')).statusCode).toBe(429);
    expect((await call(TEST_API_KEY, '192.0.2.3')).statusCode).toBe(200);
  });

  it('count the socket’s address without TRUST_PROXY, whatever X-Forwarded-For says', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const forwarded = { 'x-forwarded-for': `203.0.113.${attempt}` };
      expect((await call('guess', '192.0.2.11', forwarded)).statusCode).toBe(401);
    }
    const refused = await call('guess', '192.0.2.11', { 'x-forwarded-for': '203.0.113.99' });
    expect(refused.statusCode).toBe(429);
  });

  it('count an IPv6 client by its /64', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await call('guess', `2001:db8:7:7::${attempt + 1}`)).statusCode).toBe(401);
    }
    expect((await call('guess', '2001:db8:7:7:ffff::1')).statusCode).toBe(429);
    expect((await call('guess', '2001:db8:7:8::1')).statusCode).toBe(401);
  });

  it('take the X-Request-Id only of a caller whose key has proved itself from its address', async () => {
    const idOf = async (key: string, remoteAddress: string) =>
      (await call(key, remoteAddress, { 'x-request-id': 'relayed-42' })).headers['x-request-id'];
    expect(await idOf('guess', '192.0.2.9')).not.toBe('relayed-42');
    expect(await idOf(TEST_API_KEY, '192.0.2.9')).not.toBe('relayed-42'); // not yet proved
    expect(await idOf(TEST_API_KEY, '192.0.2.9')).toBe('relayed-42');
    expect(await idOf(TEST_API_KEY, '192.0.2.10')).not.toBe('relayed-42');
  });

  it('leave every answer uncached: they carry personal data', async () => {
    const answers = [
      await call(TEST_API_KEY, '192.0.2.4'),
      await call('guess', '192.0.2.4'),
      await limited.inject({ method: 'GET', url: `${PREFIX}/openapi.json` }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
