import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { identifier } from '../../domain/contract';
import { bearerUnauthorized, verifyBearerToken } from '../http';
import type { PortalUser } from './portal-user';

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
}

export type UserTokenVerifier = (token: string) => Promise<PortalUser>;

const DiscoverySchema = z.object({ jwks_uri: z.url() });

/** Keycloak's claims; `salesperson_id` is a user attribute, a string unless mapped as a number. */
const ClaimsSchema = z.object({
  /** An access token, not an ID token, which carries the same audience here. */
  typ: z.literal('Bearer'),
  sub: z.string().min(1),
  preferred_username: z.string().min(1),
  name: z.string().optional(),
  realm_access: z.object({ roles: z.array(z.string()) }).optional(),
  salesperson_id: z
    .union([identifier, z.string().regex(/^\d+$/).transform(Number).pipe(identifier)])
    .optional(),
});

export const missingToken = () => bearerUnauthorized(REALM, 'Sign in to use the portal.');

/**
 * Keys from the provider's JWKS, located through discovery once and refreshed by jose. When the
 * server reaches the provider by another address than its issuer (the embedded provider, over
 * loopback), the keys' URL is taken the same way.
 */
function keysFromDiscovery(issuer: string, discoveryUrl: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const locate = async () => {
    const response = await fetch(`${discoveryUrl}/.well-known/openid-configuration`, {
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
    const claims = ClaimsSchema.safeParse(payload);
    if (!claims.success) {
      throw bearerUnauthorized(REALM, 'The access token lacks the user claims.', 'invalid_token');
    }
    return {
      subject: claims.data.sub,
      username: claims.data.preferred_username,
      name: claims.data.name,
      roles: claims.data.realm_access?.roles ?? [],
      salesPersonId: claims.data.salesperson_id,
    };
  };
}
