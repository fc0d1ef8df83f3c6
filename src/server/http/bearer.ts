import { errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { HttpProblem } from './problem-details';

/** Visible ASCII without spaces: RFC 6750's token68, and any API key an operator may configure. */
const BEARER = /^Bearer[ ]+([\x21-\x7E]+)[ ]*$/i;

/** The credential of `Authorization: Bearer <credential>`; undefined when there is none. */
export const bearerCredential = (authorization: string | undefined): string | undefined =>
  authorization === undefined ? undefined : BEARER.exec(authorization)?.[1];

/** Signature algorithms an access token may use; `none` and HMAC never verify. */
export const ACCEPTED_ALGORITHMS = ['RS256', 'PS256', 'ES256'];

/**
 * 401 with RFC 6750's challenge: `error="invalid_token"` when a credential was sent and refused,
 * no error when none was sent.
 */
export function bearerUnauthorized(
  realm: string,
  detail: string,
  error?: 'invalid_token',
): HttpProblem {
  const challenge =
    error === undefined ? `Bearer realm="${realm}"` : `Bearer realm="${realm}", error="${error}"`;
  return new HttpProblem({ status: 401, detail, headers: { 'www-authenticate': challenge } });
}

export interface BearerTokenCheck {
  /** Named in the challenge of a refusal. */
  realm: string;
  issuer: string;
  audience: string;
  requiredClaims: string[];
  /** What the caller reads for an expired token, any other bad token, and unreachable keys. */
  messages: { expired: string; invalid: string; unavailable: string };
}

/**
 * Verifies a bearer JWT (signature with `keys`, issuer, audience, expiry, algorithm). A bad token
 * is a 401 with the challenge; keys that cannot be fetched are our fault, a 503 worth retrying.
 */
export async function verifyBearerToken(
  token: string,
  keys: JWTVerifyGetKey,
  check: BearerTokenCheck,
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: check.issuer,
      audience: check.audience,
      algorithms: ACCEPTED_ALGORITHMS,
      requiredClaims: check.requiredClaims,
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError)) {
      throw new HttpProblem({
        status: 503,
        detail: check.messages.unavailable,
        headers: { 'retry-after': '5' },
      });
    }
    throw bearerUnauthorized(
      check.realm,
      error instanceof joseErrors.JWTExpired ? check.messages.expired : check.messages.invalid,
      'invalid_token',
    );
  }
}
