import { createHash, timingSafeEqual } from 'node:crypto';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { bearerCredential, bearerUnauthorized, verifyBearerToken } from '../../http';

export const AUTH_REALM = 'partner-api';

export interface AccessTokenOptions {
  jwksUrl: string | URL;
  issuer: string;
  audience: string;
}

/** Who called: the configured API key, or a client of the identity provider. */
export interface PartnerClient {
  kind: 'apiKey' | 'accessToken';
  /** Stable per caller; scopes idempotency keys. */
  id: string;
}

export type Authenticator = (authorization: string | undefined) => Promise<PartnerClient>;

const BEARER_SCHEME = /^Bearer(?:[ ]|$)/i;
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

const sha256 = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Checks `Authorization: Bearer <credential>`: the API key (compared in constant time over
 * equal-length digests, so neither content nor length leaks through timing) or, when configured,
 * an access token verified against the identity provider's keys.
 */
export function createAuthenticator(options: {
  apiKey: string;
  accessToken?: AccessTokenOptions;
}): Authenticator {
  const apiKeyDigest = sha256(options.apiKey);
  const accessToken = options.accessToken;
  // jose caches the key set and refetches it when a token names an unknown key (rotation).
  const keySet =
    accessToken === undefined ? undefined : createRemoteJWKSet(new URL(accessToken.jwksUrl));

  return async (authorization) => {
    if (authorization === undefined || authorization.trim() === '') {
      throw unauthorized(
        'Send the API key or an access token as `Authorization: Bearer <credential>`',
      );
    }
    if (!BEARER_SCHEME.test(authorization)) {
      throw unauthorized('Use the Bearer scheme: `Authorization: Bearer <credential>`');
    }
    const credential = bearerCredential(authorization);
    if (credential === undefined) {
      throw unauthorized('The bearer credential is malformed', 'invalid_token');
    }
    if (timingSafeEqual(sha256(credential), apiKeyDigest)) {
      return { kind: 'apiKey', id: 'api-key' };
    }
    if (accessToken !== undefined && keySet !== undefined && JWT_SHAPE.test(credential)) {
      return verifyAccessToken(credential, keySet, accessToken);
    }
    throw unauthorized('The credential is not valid', 'invalid_token');
  };
}

async function verifyAccessToken(
  token: string,
  keySet: JWTVerifyGetKey,
  options: AccessTokenOptions,
): Promise<PartnerClient> {
  const payload = await verifyBearerToken(token, keySet, {
    realm: AUTH_REALM,
    issuer: options.issuer,
    audience: options.audience,
    requiredClaims: ['exp'],
    messages: {
      expired: 'The access token has expired',
      invalid: 'The access token is not valid',
      unavailable: 'Access tokens cannot be verified right now; try again shortly',
    },
  });
  const clientId = [payload['azp'], payload['client_id'], payload.sub].find(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  return { kind: 'accessToken', id: `client:${clientId ?? 'unknown'}` };
}

const unauthorized = (detail: string, error?: 'invalid_token') =>
  bearerUnauthorized(AUTH_REALM, detail, error);
