import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import {
  CLOCK_SKEW_SECONDS,
  epochSeconds,
  mediaTypeOf,
  verifyProviderJwt,
} from '../../http/bearer';
import { HttpProblem } from '../../http';
import type { SessionEnd } from './ended-sessions';

/** The one event a logout token carries (OpenID Connect Back-Channel Logout 1.0, 2.4). */
export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

export interface LogoutTokenCheck {
  issuer: string;
  /** The portal's client id at the provider: a logout token's audience. */
  clientId: string;
}

/** Header types a logout token comes with: the spec's, Keycloak's `JWT`, or none. */
const LOGOUT_TOKEN_TYPES = new Set([undefined, 'jwt', 'logout+jwt']);

/** Longer than any provider's session id or subject; a longer one is no session of ours. */
const MAX_ID_LENGTH = 255;

const badLogoutToken = (detail: string) => new HttpProblem({ status: 400, detail });

const idClaim = (payload: JWTPayload, name: 'sid' | 'sub'): string | undefined => {
  const value = payload[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '' || value.length > MAX_ID_LENGTH) {
    throw badLogoutToken(`The logout token's ${name} is not an identifier.`);
  }
  return value;
};

/**
 * Validates a logout token as section 2.6 of the spec has it: signed by the provider (its keys,
 * an accepted algorithm), our issuer and client as audience, an `iat` not in the future, a
 * `jti`, the back-channel logout event, a `sid` or `sub`, and no `nonce` (an ID token is no
 * logout token). Returns what it ends: the session of its `sid`, else every session of its `sub`
 * issued until its `iat`. A bad token is 400; keys that cannot be fetched are 503.
 */
export async function verifyLogoutToken(
  token: string,
  keys: JWTVerifyGetKey,
  check: LogoutTokenCheck,
  nowSeconds: () => number = epochSeconds,
): Promise<SessionEnd> {
  const { protectedHeader: header, payload } = await verifyProviderJwt(
    token,
    keys,
    {
      issuer: check.issuer,
      audience: check.clientId,
      requiredClaims: ['iat', 'jti', 'events'],
      clockTolerance: CLOCK_SKEW_SECONDS,
    },
    "The identity provider's keys cannot be fetched. Try again in a moment.",
    () => badLogoutToken('The logout token does not verify.'),
  );
  const headerType = mediaTypeOf(header.typ);
  // Keycloak types its logout tokens `Logout` in the payload too.
  if (
    !LOGOUT_TOKEN_TYPES.has(headerType) ||
    (payload.typ !== undefined && payload.typ !== 'Logout')
  ) {
    throw badLogoutToken('The token is not a logout token.');
  }
  const events = payload.events;
  if (
    typeof events !== 'object' ||
    events === null ||
    typeof (events as Record<string, unknown>)[BACKCHANNEL_LOGOUT_EVENT] !== 'object'
  ) {
    throw badLogoutToken('The logout token lacks the back-channel logout event.');
  }
  if (payload.nonce !== undefined) throw badLogoutToken('A logout token carries no nonce.');
  if (typeof payload.jti !== 'string' || payload.jti === '') {
    throw badLogoutToken('The logout token has no jti.');
  }
  const iat = payload.iat ?? 0;
  if (iat > nowSeconds() + CLOCK_SKEW_SECONDS) {
    throw badLogoutToken('The logout token was issued in the future.');
  }
  const sid = idClaim(payload, 'sid');
  const sub = idClaim(payload, 'sub');
  if (sid !== undefined) return { kind: 'session', id: sid, endedAt: iat };
  if (sub !== undefined) return { kind: 'user', id: sub, endedAt: iat };
  throw badLogoutToken('The logout token names neither a session (sid) nor a user (sub).');
}
