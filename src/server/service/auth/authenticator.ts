import { hash, timingSafeEqual } from 'node:crypto';
import { createRemoteJWKSet, decodeProtectedHeader, type JWTVerifyGetKey } from 'jose';
import { rolesOf } from '../../../domain/token-claims';
import { bearerCredential, bearerUnauthorized, verifyBearerToken } from '../../http';

export const AUTH_REALM = 'partner-api';

export interface AccessTokenOptions {
  jwksUrl: string | URL;
  issuer: string;
  audience: string;
}

/**
 * What a caller may do. `partner`: the spec's API (calculations, searches, applications), which
 * the portal uses. `campaign-admin`: managing campaigns and funding interests, for a separate
 * credential of the bank's, never the portal's.
 */
export type PartnerRole = 'partner' | 'campaign-admin';
export const CAMPAIGN_ADMIN: PartnerRole = 'campaign-admin';

/** Who called: a configured API key, or a client of the identity provider. */
export interface PartnerClient {
  kind: 'apiKey' | 'accessToken';
  /** Stable per caller; scopes idempotency keys and names who changed what. */
  id: string;
  roles: readonly PartnerRole[];
}

export interface Authenticator {
  (authorization: string | undefined): Promise<PartnerClient>;
  /**
   * Checks `credential` as an access token only, never as an API key; undefined when it is not
   * one. For a client that must wait: a signature cannot be guessed, so checking it teaches a
   * guesser nothing, and the portal server's freshly fetched token is not refused.
   */
  asAccessToken(credential: string | undefined): Promise<PartnerClient> | undefined;
}

const BEARER_SCHEME = /^Bearer(?:[ ]|$)/i;
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

// One call, no Hash object: it is made for every request.
const sha256 = (value: string): Buffer => hash('sha256', value, 'buffer');

/**
 * Checks `Authorization: Bearer <credential>`: the API key (compared in constant time over
 * equal-length digests, so neither content nor length leaks through timing) or, when configured,
 * an access token verified against the identity provider's keys.
 */
export function createAuthenticator(options: {
  apiKey: string;
  /** A second key, for the bank's campaign administration only. */
  campaignAdminApiKey?: string;
  accessToken?: AccessTokenOptions;
}): Authenticator {
  const apiKeyDigest = sha256(options.apiKey);
  const campaignAdminDigest =
    options.campaignAdminApiKey === undefined ? undefined : sha256(options.campaignAdminApiKey);
  const accessToken = options.accessToken;
  // jose caches the key set and refetches it when a token names an unknown key (rotation).
  const keySet =
    accessToken === undefined ? undefined : createRemoteJWKSet(new URL(accessToken.jwksUrl));

  /** A JWT with a readable header: never an API key an operator configures. */
  const isAccessToken = (credential: string): boolean => {
    if (accessToken === undefined || !JWT_SHAPE.test(credential)) return false;
    try {
      decodeProtectedHeader(credential);
      return true;
    } catch {
      return false;
    }
  };

  const authenticate = async (authorization: string | undefined): Promise<PartnerClient> => {
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
    const digest = sha256(credential);
    if (timingSafeEqual(digest, apiKeyDigest)) {
      return { kind: 'apiKey', id: 'api-key', roles: ['partner'] };
    }
    if (campaignAdminDigest !== undefined && timingSafeEqual(digest, campaignAdminDigest)) {
      return { kind: 'apiKey', id: 'campaign-admin-key', roles: [CAMPAIGN_ADMIN] };
    }
    if (accessToken !== undefined && keySet !== undefined && JWT_SHAPE.test(credential)) {
      return verifyAccessToken(credential, keySet, accessToken);
    }
    throw unauthorized('The credential is not valid', 'invalid_token');
  };

  return Object.assign(authenticate, {
    asAccessToken(credential: string | undefined) {
      if (credential === undefined || accessToken === undefined || keySet === undefined) {
        return undefined;
      }
      return isAccessToken(credential)
        ? verifyAccessToken(credential, keySet, accessToken)
        : undefined;
    },
  });
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
  return {
    kind: 'accessToken',
    id: `client:${clientId ?? 'unknown'}`,
    roles: grantsCampaignAdmin(payload) ? ['partner', CAMPAIGN_ADMIN] : ['partner'],
  };
}

/** The scope `campaign-admin`, or the realm role of that name as Keycloak puts it. */
function grantsCampaignAdmin(payload: Record<string, unknown>): boolean {
  const scopes = typeof payload['scope'] === 'string' ? payload['scope'].split(' ') : [];
  const roles = rolesOf(payload['realm_access']);
  return scopes.includes(CAMPAIGN_ADMIN) || (roles !== 'invalid' && roles.includes(CAMPAIGN_ADMIN));
}

const unauthorized = (detail: string, error?: 'invalid_token') =>
  bearerUnauthorized(AUTH_REALM, detail, error);
