import Fastify, { type FastifyInstance } from 'fastify';
import type { CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerCredential, useProblemDetails, epochSeconds } from '../../http';
import {
  testSigningKey,
  signUserToken,
  TEST_AUDIENCE as AUDIENCE,
  TEST_ISSUER as ISSUER,
} from '../../http/test-signing-key';
import { createUserTokenVerifier, missingToken } from '../user-token-verifier';
import { createChangeFeed } from './change-feed';
import { eventStreamRoute } from './event-stream-route';

let app: FastifyInstance;
let privateKey: CryptoKey;

beforeAll(async () => {
  const provider = await testSigningKey();
  privateKey = provider.privateKey;
  const verify = createUserTokenVerifier({
    issuer: ISSUER,
    audience: AUDIENCE,
    discoveryUrl: ISSUER,
    keys: provider.keySet,
  });
  app = Fastify();
  useProblemDetails(app);
  // The portal server's own check of the user, without the rest of /api.
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', async (request) => {
    const token = bearerCredential(request.headers.authorization);
    if (token === undefined) throw missingToken();
    request.user = await verify(token);
  });
  await app.register(eventStreamRoute, { feed: createChangeFeed(), maxStreamsPerUser: 2 });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const token = (expiresAt: number) =>
  signUserToken({
    key: privateKey,
    claims: { typ: 'Bearer', preferred_username: 'dealer', realm_access: { roles: ['staff'] } },
    typ: 'at+jwt',
    expiresAt,
  });

const openStream = async (accessToken: string) =>
  app.inject({
    method: 'GET',
    url: '/events',
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('the event stream', () => {
  it('ends when its token expires, not minutes later', async () => {
    const expiresAt = epochSeconds() + 2; // in one to two seconds
    const response = await openStream(await token(expiresAt)); // resolves once the stream ends
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('event: ready');
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt * 1000 - 50); // timers and Date.now() differ by a ms
    expect(Date.now()).toBeLessThan(expiresAt * 1000 + 1000);
  });

  it('is refused (429) beyond the streams one user may hold, and a place frees when one ends', async () => {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const accessToken = await token(epochSeconds() + 2);
    /** A stream read up to its `ready` event; resolves with the rest once the server ends it. */
    const openAndRead = async () => {
      const response = await fetch(`${origin}/events`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(response.status).toBe(200);
      const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
      if (reader === undefined) throw new Error('no body');
      let said = '';
      while (!said.includes('event: ready')) said += (await reader.read()).value ?? '';
      return async () => {
        for (let read = await reader.read(); !read.done; read = await reader.read());
      };
    };
    const untilEnded = [await openAndRead(), await openAndRead()];
    const third = await fetch(`${origin}/events`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(third.status).toBe(429);
    expect(third.headers.get('content-type')).toContain('application/problem+json');
    expect(third.headers.get('retry-after')).toBe('10');
    // Both end with their token: a new token of the same user gets a stream again.
    await Promise.all(untilEnded.map((ended) => ended()));
    const again = await openStream(await token(epochSeconds() + 2));
    expect(again.statusCode).toBe(200);
  });
});
