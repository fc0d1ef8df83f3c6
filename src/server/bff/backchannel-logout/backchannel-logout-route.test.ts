import Fastify, { type FastifyInstance } from 'fastify';
import { generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epochSeconds } from '../../http';
import { PATHS } from '../../../domain/topology';
import {
  testSigningKey,
  TEST_AUDIENCE as CLIENT_ID,
  TEST_ISSUER as ISSUER,
} from '../../http/test-signing-key';
import {
  openEndedSessionsTestDatabase,
  type EndedSessionsTestDatabase,
} from './test-ended-sessions';
import { backchannelLogoutRoute } from './backchannel-logout-route';
import { BACKCHANNEL_LOGOUT_EVENT } from './logout-token';

let app: FastifyInstance;
let sessions: EndedSessionsTestDatabase;
let providerKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const provider = await testSigningKey('kc');
  providerKey = provider.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  sessions = await openEndedSessionsTestDatabase();
  app = Fastify();
  await app.register(backchannelLogoutRoute, {
    prefix: PATHS.backchannelLogout,
    issuer: ISSUER,
    clientId: CLIENT_ID,
    keys: provider.keySet,
    endedSessions: sessions.endedSessions,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await sessions.drop();
});

let jtis = 0;

/** A logout token as Keycloak sends one (header typ JWT, claim typ Logout), or as a case bends it. */
function logoutToken(
  claims: JWTPayload = {},
  { key = providerKey, typ = 'JWT' }: { key?: CryptoKey; typ?: string } = {},
) {
  jtis += 1;
  const payload: JWTPayload = {
    iss: ISSUER,
    aud: CLIENT_ID,
    iat: epochSeconds(),
    exp: epochSeconds() + 120,
    jti: `logout-${jtis}`,
    typ: 'Logout',
    sub: 'user-dealer',
    sid: `kc-session-${jtis}`,
    events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
    ...claims,
  };
  // A claim set to undefined is left out of the JSON.
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'kc', typ }).sign(key);
}

const post = (body: string, contentType = 'application/x-www-form-urlencoded') =>
  app.inject({
    method: 'POST',
    url: PATHS.backchannelLogout,
    headers: { 'content-type': contentType },
    payload: body,
  });

const form = (token: string) => new URLSearchParams({ logout_token: token }).toString();

const sessionOf = (sid: string, subject = 'user-dealer', issuedAt = epochSeconds() - 30) => ({
  sessionId: sid,
  subject,
  issuedAt,
});

describe('back-channel logout', () => {
  it('ends the session its logout token names, 200 and not cached', async () => {
    const response = await post(form(await logoutToken({ sid: 'kc-session-ok' })));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(sessions.endedSessions.isEnded(sessionOf('kc-session-ok'))).toBe(true);
    // Only that session: the user's others go on.
    expect(sessions.endedSessions.isEnded(sessionOf('kc-session-other'))).toBe(false);
  });

  it("takes the embedded provider's logout+jwt and a token naming only the user", async () => {
    const typed = await post(
      form(await logoutToken({ sid: 'op-session', typ: undefined }, { typ: 'logout+jwt' })),
    );
    expect(typed.statusCode).toBe(200);
    expect(sessions.endedSessions.isEnded(sessionOf('op-session'))).toBe(true);

    const userOnly = await post(form(await logoutToken({ sid: undefined, sub: 'user-rep' })));
    expect(userOnly.statusCode).toBe(200);
    expect(sessions.endedSessions.isEnded(sessionOf('any', 'user-rep'))).toBe(true);
  });

  it.each<[string, () => Promise<string>]>([
    ['signed by another key', () => logoutToken({ sid: 'bad-1' }, { key: otherKey })],
    [
      'unsigned (alg none)',
      async () => {
        const [, payload] = (await logoutToken({ sid: 'bad-2' })).split('.');
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
          'base64url',
        );
        return `${header}.${payload ?? ''}.`;
      },
    ],
    ['for another client', () => logoutToken({ sid: 'bad-3', aud: 'another-client' })],
    [
      'from another issuer',
      () => logoutToken({ sid: 'bad-4', iss: 'https://evil.example/realms/dealer' }),
    ],
    ['without the logout event', () => logoutToken({ sid: 'bad-5', events: { 'urn:other': {} } })],
    ['without events', () => logoutToken({ sid: 'bad-6', events: undefined })],
    ['with a nonce (an ID token)', () => logoutToken({ sid: 'bad-7', nonce: 'n' })],
    ['without a jti', () => logoutToken({ sid: 'bad-8', jti: undefined })],
    ['without an iat', () => logoutToken({ sid: 'bad-9', iat: undefined })],
    [
      'issued in the future',
      () => logoutToken({ sid: 'bad-10', iat: epochSeconds() + 600, exp: epochSeconds() + 720 }),
    ],
    [
      'expired',
      () => logoutToken({ sid: 'bad-11', iat: epochSeconds() - 600, exp: epochSeconds() - 300 }),
    ],
    ['naming neither session nor user', () => logoutToken({ sid: undefined, sub: undefined })],
    [
      'typed as an access token',
      () => logoutToken({ sid: 'bad-12', typ: 'Bearer' }, { typ: 'at+jwt' }),
    ],
  ])('refuses a logout token %s with 400, ending nothing', async (_case, make) => {
    const token = await make();
    const response = await post(form(token));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.headers['cache-control']).toBe('no-store');
    const { database, portalSchema } = sessions.testDatabase;
    const { rows } = await database.query(
      `SELECT id FROM ${portalSchema}.ended_session WHERE id LIKE 'bad-%'`,
    );
    expect(rows).toEqual([]);
  });

  it('refuses a body that is not one form-encoded logout_token', async () => {
    const token = await logoutToken();
    expect((await post('')).statusCode).toBe(400);
    expect((await post(`${form(token)}&${form(token)}`)).statusCode).toBe(400);
    expect(
      (await post(JSON.stringify({ logout_token: token }), 'application/json')).statusCode,
    ).toBe(415);
  });
});
