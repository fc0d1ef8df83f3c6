import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeyCredential, clientCredentialsCredential } from './partner-credential';

/** A token endpoint on loopback that counts the grants it answers. */
function startTokenEndpoint() {
  const grants: URLSearchParams[] = [];
  let expiresIn = 300;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const grant = new URLSearchParams(body);
      grants.push(grant);
      if (grant.get('client_secret') !== 'dev-partner-secret') {
        response.statusCode = 401;
        response.end(JSON.stringify({ error: 'invalid_client' }));
        return;
      }
      // Answer slowly enough that concurrent callers overlap with the first request.
      setTimeout(() => {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            access_token: `token-${grants.length}`,
            token_type: 'Bearer',
            expires_in: expiresIn,
          }),
        );
      }, 50);
    });
  });
  return {
    grants,
    setExpiresIn: (seconds: number) => (expiresIn = seconds),
    listen: () =>
      new Promise<string>((resolve) => {
        server.listen(0, '127.0.0.1', () => {
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/token`);
        });
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('client-credentials credential', () => {
  const endpoint = startTokenEndpoint();
  let tokenUrl: string;
  let clock: number;
  const credential = () =>
    clientCredentialsCredential({
      tokenUrl,
      clientId: 'partner-portal',
      clientSecret: 'dev-partner-secret',
      renewBeforeSeconds: 30,
      now: () => clock,
    });

  beforeAll(async () => {
    tokenUrl = await endpoint.listen();
  });
  afterAll(endpoint.close);
  beforeEach(() => {
    endpoint.grants.length = 0;
    endpoint.setExpiresIn(300);
    clock = 1_000_000;
  });

  it('asks for a token with the client-credentials grant', async () => {
    await expect(credential().authorization()).resolves.toBe('Bearer token-1');
    expect(Object.fromEntries(endpoint.grants[0] ?? [])).toEqual({
      grant_type: 'client_credentials',
      client_id: 'partner-portal',
      client_secret: 'dev-partner-secret',
    });
  });

  it('makes one token request for many concurrent callers', async () => {
    const shared = credential();
    const authorizations = await Promise.all(
      Array.from({ length: 25 }, () => shared.authorization()),
    );
    expect(new Set(authorizations)).toEqual(new Set(['Bearer token-1']));
    expect(endpoint.grants).toHaveLength(1);
  });

  it('reuses the token until shortly before it expires, then renews it once', async () => {
    const shared = credential();
    await shared.authorization();
    clock += 269_000; // 300 s lifetime, renewed 30 s early
    await expect(shared.authorization()).resolves.toBe('Bearer token-1');
    clock += 2_000;
    const renewed = await Promise.all(Array.from({ length: 10 }, () => shared.authorization()));
    expect(new Set(renewed)).toEqual(new Set(['Bearer token-2']));
    expect(endpoint.grants).toHaveLength(2);
  });

  it('renews once when the service refuses the token, however many calls saw the refusal', async () => {
    const shared = credential();
    const refusedToken = await shared.authorization();
    expect([shared.refused(refusedToken), shared.refused(refusedToken)]).toEqual([true, true]);
    const afterRefusal = await Promise.all(
      Array.from({ length: 10 }, () => shared.authorization()),
    );
    expect(new Set(afterRefusal)).toEqual(new Set(['Bearer token-2']));
    // A late refusal of the old token does not throw away the new one.
    shared.refused(refusedToken);
    await expect(shared.authorization()).resolves.toBe('Bearer token-2');
    expect(endpoint.grants).toHaveLength(2);
  });

  it('fails when the token endpoint refuses, and asks again on the next call', async () => {
    const wrongSecret = clientCredentialsCredential({
      tokenUrl,
      clientId: 'partner-portal',
      clientSecret: 'wrong-secret',
    });
    await expect(wrongSecret.authorization()).rejects.toThrow(/answered 401/);
    await expect(wrongSecret.authorization()).rejects.toThrow(/answered 401/);
    expect(endpoint.grants).toHaveLength(2);
  });
});

describe('API key credential', () => {
  it('always sends the key, and a refusal cannot be helped by retrying', async () => {
    const credential = apiKeyCredential('dev-partner-api-key');
    await expect(credential.authorization()).resolves.toBe('Bearer dev-partner-api-key');
    expect(credential.refused('Bearer dev-partner-api-key')).toBe(false);
  });
});
