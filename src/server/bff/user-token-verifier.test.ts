import { SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpProblem, epochSeconds } from '../http';
import {
  testSigningKey,
  signUserToken,
  TEST_AUDIENCE as AUDIENCE,
  TEST_ISSUER as ISSUER,
} from '../http/test-signing-key';
import {
  openEndedSessionsTestDatabase,
  type EndedSessionsTestDatabase,
} from './backchannel-logout/test-ended-sessions';
import { createUserTokenVerifier, type UserTokenVerifier } from './user-token-verifier';

let verify: UserTokenVerifier;
let privateKey: CryptoKey;
let sessions: EndedSessionsTestDatabase;

beforeAll(async () => {
  const provider = await testSigningKey();
  privateKey = provider.privateKey;
  sessions = await openEndedSessionsTestDatabase();
  verify = createUserTokenVerifier({
    issuer: ISSUER,
    audience: AUDIENCE,
    discoveryUrl: ISSUER,
    keys: provider.keySet,
    endedSessions: sessions.endedSessions,
  });
});
afterAll(() => sessions.drop());
afterEach(() => {
  vi.useRealTimers();
});

const token = (expiresAt: Date) =>
  signUserToken({
    key: privateKey,
    claims: {
      typ: 'Bearer',
      preferred_username: 'dealer',
      realm_access: { roles: ['staff'] },
      salesperson_id: 1001,
    },
    expiresAt,
  });

/** A token with the user's claims, its header `typ` and claims as a case needs them. */
function shapedToken(
  { typ, ...claims }: JWTPayload & { typ?: string | undefined },
  headerTyp?: string,
) {
  const payload: JWTPayload = {
    iss: ISSUER,
    aud: AUDIENCE,
    sub: 'user-dealer',
    iat: epochSeconds(),
    exp: epochSeconds() + 300,
    preferred_username: 'dealer',
    realm_access: { roles: ['staff'] },
    salesperson_id: 1001,
    ...(typ === undefined ? {} : { typ }),
    ...claims,
  };
  // A claim set to undefined is left out of the JSON.
  return new SignJWT(payload)
    .setProtectedHeader({
      alg: 'RS256',
      kid: 'test',
      ...(headerTyp === undefined ? {} : { typ: headerTyp }),
    })
    .sign(privateKey);
}

async function refusal(accessToken: string): Promise<string | undefined> {
  try {
    await verify(accessToken);
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error;
    expect(error.status).toBe(401);
    expect(error.headers['www-authenticate']).toContain('error="invalid_token"');
    return error.detail;
  }
}

describe('the user token verifier', () => {
  it('knows a token it verified again, and refuses it once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-15T10:00:00.000Z') });
    const expiresAt = new Date('2025-06-15T10:05:00.000Z');
    const accessToken = await token(expiresAt);
    const user = await verify(accessToken);
    expect(await verify(accessToken)).toEqual(user);

    vi.setSystemTime(expiresAt);
    await expect(verify(accessToken)).rejects.toBeInstanceOf(HttpProblem);
  });

  it('never knows a token whose signature does not verify', async () => {
    const accessToken = await token(new Date(Date.now() + 300_000));
    await verify(accessToken);
    const [header, payload] = accessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`;
    await expect(verify(forged)).rejects.toBeInstanceOf(HttpProblem);
  });

  it("accepts Keycloak's access tokens and RFC 9068's, with the session they belong to", async () => {
    // Keycloak: header typ JWT, claim typ Bearer, sid (or session_state before Keycloak 18).
    const keycloak = await verify(
      await shapedToken({ typ: 'Bearer', sid: 'kc-session-1', azp: AUDIENCE }, 'JWT'),
    );
    expect(keycloak).toMatchObject({ username: 'dealer', roles: ['staff'], salesPersonId: 1001 });
    expect(keycloak.session).toMatchObject({ sessionId: 'kc-session-1', subject: 'user-dealer' });
    const older = await verify(
      await shapedToken({ typ: 'Bearer', session_state: 'kc-session-2' }, 'JWT'),
    );
    expect(older.session?.sessionId).toBe('kc-session-2');
    // The embedded provider: header typ at+jwt, claim typ Bearer; RFC 9068 alone: no claim typ.
    expect(await refusal(await shapedToken({ typ: 'Bearer', sid: 's' }, 'at+jwt'))).toBeUndefined();
    expect(await refusal(await shapedToken({}, 'application/at+jwt'))).toBeUndefined();
    // A token that types itself nowhere and carries nothing of an ID token.
    expect(await refusal(await shapedToken({}))).toBeUndefined();
    // A day's lifetime, and a clock a little ahead, are still fine.
    expect(
      await refusal(
        await shapedToken(
          { typ: 'Bearer', iat: epochSeconds() + 30, exp: epochSeconds() + 24 * 3600 + 30 },
          'JWT',
        ),
      ),
    ).toBeUndefined();
  });

  it.each<[string, () => Promise<string>, RegExp]>([
    [
      'an ID token (claim typ ID)',
      () => shapedToken({ typ: 'ID', nonce: 'n' }, 'JWT'),
      /not an access token/,
    ],
    ['an untyped token with a nonce', () => shapedToken({ nonce: 'n' }), /ID token/],
    ['an untyped token with at_hash', () => shapedToken({ at_hash: 'h' }, 'JWT'), /ID token/],
    [
      'an ID token typed as an access token’s header',
      () => shapedToken({ typ: 'ID' }, 'at+jwt'),
      /not an access token/,
    ],
    [
      'a logout token',
      () =>
        shapedToken(
          { events: { 'http://schemas.openid.net/event/backchannel-logout': {} }, jti: 'j' },
          'logout+jwt',
        ),
      /not an access token/,
    ],
    [
      'a logout token claiming to be a Bearer token',
      () =>
        shapedToken({
          typ: 'Bearer',
          events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
        }),
      /logout token/,
    ],
    [
      'a Keycloak refresh token',
      () => shapedToken({ typ: 'Refresh' }, 'JWT'),
      /not an access token/,
    ],
    ['an offline token', () => shapedToken({ typ: 'Offline' }, 'JWT'), /not an access token/],
    [
      'another kind of JWT',
      () => shapedToken({ typ: 'Bearer' }, 'dpop+jwt'),
      /not an access token/,
    ],
    [
      'an iat in the future',
      () => shapedToken({ typ: 'Bearer', iat: epochSeconds() + 120, exp: epochSeconds() + 420 }),
      /future/,
    ],
    [
      'a ten-year lifetime',
      () => shapedToken({ typ: 'Bearer', exp: epochSeconds() + 10 * 365 * 24 * 3600 }),
      /longer than a day/,
    ],
    ['no iat', () => shapedToken({ typ: 'Bearer', iat: undefined }), /not valid/],
  ])('refuses %s', async (_case, make, detail) => {
    expect(await refusal(await make())).toMatch(detail);
  });

  it('refuses a token of a session ended by back-channel logout, also one it knew', async () => {
    const own = await shapedToken({ typ: 'Bearer', sid: 'session-ended' }, 'at+jwt');
    const other = await shapedToken({ typ: 'Bearer', sid: 'session-kept' }, 'at+jwt');
    await verify(own);
    await sessions.endedSessions.end({
      kind: 'session',
      id: 'session-ended',
      endedAt: epochSeconds(),
    });
    expect(await refusal(own)).toMatch(/signed out/);
    expect(await refusal(other)).toBeUndefined();
  });

  it('refuses, after a logout naming only the user, every token of theirs issued until it', async () => {
    const before = await shapedToken(
      { typ: 'Bearer', sub: 'user-rep', iat: epochSeconds() - 10 },
      'at+jwt',
    );
    await sessions.endedSessions.end({ kind: 'user', id: 'user-rep', endedAt: epochSeconds() - 5 });
    const after = await shapedToken(
      { typ: 'Bearer', sub: 'user-rep', iat: epochSeconds() },
      'at+jwt',
    );
    expect(await refusal(before)).toMatch(/signed out/);
    expect(await refusal(after)).toBeUndefined();
  });
});
