import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { readTokenUser } from '../../domain/token-claims';
import { issuerEndpoint } from '../../domain/topology';
import { bearerUnauthorized, verifyBearerToken } from '../http';
import type { EndedSessions } from './backchannel-logout/ended-sessions';
import type { PortalUser, TokenSession } from './portal-user';

const REALM = 'dealer-portal';

export interface UserTokenVerifierOptions {
  /** `iss` the tokens must carry, e.g. `https://sso.bank.example/realms/dealers`. */
  issuer: string;
  /** `aud` the tokens must carry: this portal server. */
  audience: string;
  /** Where discovery is fetched: the issuer, or a loopback address for the embedded provider. */
  discoveryUrl: string;
  /** Keys to verify with; by default the provider's JWKS, found through discovery. */
  keys?: JWTVerifyGetKey;
  /** Sessions ended by back-channel logout: their tokens are refused. */
  endedSessions?: EndedSessions;
}

export type UserTokenVerifier = (token: string) => Promise<PortalUser>;

const DiscoverySchema = z.object({ jwks_uri: z.url() });

export const missingToken = () => bearerUnauthorized(REALM, 'Sign in to use the portal.');

/**
 * Keys from the provider's JWKS, located through discovery once and refreshed by jose. When the
 * server reaches the provider by another address than its issuer (the embedded provider, over
 * loopback), the keys' URL is taken the same way.
 */
export function keysFromDiscovery(issuer: string, discoveryUrl: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const locate = async () => {
    const response = await fetch(issuerEndpoint(discoveryUrl, 'discovery'), {
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const { jwks_uri } = DiscoverySchema.parse(await response.json());
    const reachable = jwks_uri.startsWith(`${issuer}/`)
      ? `${discoveryUrl}${jwks_uri.slice(issuer.length)}`
      : jwks_uri;
    return createRemoteJWKSet(new URL(reachable));
  };
  return async (header, token) => {
    keys ??= locate().catch((error: unknown) => {
      keys = undefined; // try again on the next request rather than failing forever
      throw error;
    });
    return (await keys)(header, token);
  };
}

/** Users of tokens verified lately: far more than one server's users at once. */
const VERIFIED_TOKENS_KEPT = 1_000;

/** The token's provider session: `sid`, or `session_state` as Keycloak before 18 named it. */
function sessionOf(payload: JWTPayload): TokenSession {
  const sessionId = [payload.sid, payload.session_state].find(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  return {
    sessionId,
    subject: payload.sub ?? '',
    issuedAt: payload.iat ?? 0,
    expiresAt: payload.exp ?? 0,
  };
}

const sessionEnded = () =>
  bearerUnauthorized(REALM, 'You have signed out. Sign in again.', 'invalid_token');

/**
 * Verifies a user's access token (signature with the provider's keys, issuer, audience, expiry,
 * algorithm, an access token of a sane age) and reads who the user is. Anything wrong is a 401,
 * and so is a token of a session ended by back-channel logout. A token verified once is not
 * verified again until it expires: the signature check was most of an `/api` call's own work;
 * whether its session has ended is asked of memory on every call.
 */
export function createUserTokenVerifier(options: UserTokenVerifierOptions): UserTokenVerifier {
  const keys = options.keys ?? keysFromDiscovery(options.issuer, options.discoveryUrl);
  const { endedSessions } = options;
  const verified = new Map<string, { user: PortalUser; expiresAtMs: number }>();
  return async (token) => {
    const known = verified.get(token);
    const user =
      known !== undefined && Date.now() < known.expiresAtMs
        ? known.user
        : await verifyAfresh(token);
    if (user.session !== undefined && endedSessions?.isEnded(user.session) === true) {
      verified.delete(token);
      throw sessionEnded();
    }
    return user;
  };

  function verifyAfresh(token: string): Promise<PortalUser> {
    verified.delete(token);
    return verify(token);
  }

  async function verify(token: string): Promise<PortalUser> {
    const payload = await verifyBearerToken(token, keys, {
      realm: REALM,
      issuer: options.issuer,
      audience: options.audience,
      requiredClaims: ['exp', 'sub'],
      messages: {
        expired: 'Your session has expired. Sign in again.',
        invalid: 'The access token is not valid here.',
        unavailable: 'The sign-in service cannot be reached. Try again in a moment.',
      },
    });
    // verifyBearerToken refused ID tokens, which carry the same audience here.
    const tokenUser = readTokenUser(payload);
    if (tokenUser === undefined) {
      throw bearerUnauthorized(REALM, 'The access token lacks the user claims.', 'invalid_token');
    }
    const user: PortalUser = { ...tokenUser, session: sessionOf(payload) };
    // Map order is insertion order: the oldest entry goes first.
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value ?? '');
    verified.set(token, { user, expiresAtMs: (payload.exp ?? 0) * 1000 });
    return user;
  }
}
