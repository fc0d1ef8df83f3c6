import {
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { z } from 'zod';
import { readTokenUser } from '../../domain/token-claims';
import { issuerEndpoint } from '../../domain/topology';
import { HttpProblem } from '../http';
import type { PortalUser } from './portal-user';

/** Signature algorithms a user's token may use; `none` and HMAC never verify. */
export const ACCEPTED_ALGORITHMS = ['RS256', 'PS256', 'ES256'];

export interface UserTokenVerifierOptions {
  /** `iss` the tokens must carry, e.g. `https://sso.bank.example/realms/dealers`. */
  issuer: string;
  /** `aud` the tokens must carry: this portal server. */
  audience: string;
  /** Where discovery is fetched: the issuer, or a loopback address for the embedded provider. */
  discoveryUrl: string;
  /** Keys to verify with; by default the provider's JWKS, found through discovery. */
  keys?: JWTVerifyGetKey;
}

export type UserTokenVerifier = (token: string) => Promise<PortalUser>;

const DiscoverySchema = z.object({ jwks_uri: z.url() });

const unauthorized = (detail: string, error?: 'invalid_token') =>
  new HttpProblem({
    status: 401,
    detail,
    headers: {
      'WWW-Authenticate':
        error === undefined
          ? 'Bearer realm="dealer-portal"'
          : `Bearer realm="dealer-portal", error="${error}"`,
    },
  });

export const missingToken = () => unauthorized('Sign in to use the portal.');

/**
 * Keys from the provider's JWKS, located through discovery once and refreshed by jose. When the
 * server reaches the provider by another address than its issuer (the embedded provider, over
 * loopback), the keys' URL is taken the same way.
 */
function keysFromDiscovery(issuer: string, discoveryUrl: string): JWTVerifyGetKey {
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

/**
 * Verifies a user's access token (signature with the provider's keys, issuer, audience, expiry,
 * algorithm) and reads who the user is. Anything wrong is a 401.
 */
export function createUserTokenVerifier(options: UserTokenVerifierOptions): UserTokenVerifier {
  const keys = options.keys ?? keysFromDiscovery(options.issuer, options.discoveryUrl);
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ACCEPTED_ALGORITHMS,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      // The provider's keys could not be fetched: not the user's fault, and worth retrying.
      if (error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError)) {
        throw new HttpProblem({
          status: 503,
          detail: 'The sign-in service cannot be reached. Try again in a moment.',
          headers: { 'retry-after': '5' },
        });
      }
      throw unauthorized(
        error instanceof joseErrors.JWTExpired
          ? 'Your session has expired. Sign in again.'
          : 'The access token is not valid here.',
        'invalid_token',
      );
    }
    // An access token, not an ID token, which carries the same audience here.
    const user = payload.typ === 'Bearer' ? readTokenUser(payload) : undefined;
    if (user === undefined)
      throw unauthorized('The access token lacks the user claims.', 'invalid_token');
    return user;
  };
}
