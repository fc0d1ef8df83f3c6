import {
  errors as joseErrors,
  jwtVerify,
  type JWTHeaderParameters,
  type JWTPayload,
  type JWTVerifyGetKey,
  type JWTVerifyResult,
} from 'jose';
import { HttpProblem } from './problem-details';

/** Visible ASCII without spaces: RFC 6750's token68, and any API key an operator may configure. */
const BEARER = /^Bearer[ ]+([\x21-\x7E]+)[ ]*$/i;

/** The credential of `Authorization: Bearer <credential>`; undefined when there is none. */
export const bearerCredential = (authorization: string | undefined): string | undefined =>
  authorization === undefined ? undefined : BEARER.exec(authorization)?.[1];

/** Signature algorithms an access token may use; `none` and HMAC never verify. */
export const ACCEPTED_ALGORITHMS = ['RS256', 'PS256', 'ES256'];

/** Now as a JWT says times (`iat`, `exp`): whole seconds since the epoch. */
export const epochSeconds = (): number => Math.floor(Date.now() / 1000);

/** How far another server's clock may run ahead of ours: an `iat` beyond it is refused. */
export const CLOCK_SKEW_SECONDS = 60;

/**
 * The longest an access token may live (`exp - iat`). Keycloak's default is 5 minutes and the
 * embedded provider's too; a token meant to live for years is a stolen signing key's or a
 * misconfiguration's, and a session ended by sign-out is remembered this long (docs/security.md).
 */
export const MAX_TOKEN_LIFETIME_SECONDS = 24 * 3600;

/** Claims only an ID token carries (OpenID Connect Core 2 and 3.3.2.11). */
const ID_TOKEN_CLAIMS = ['nonce', 'at_hash', 'c_hash', 's_hash'];

/** A header `typ`'s media type, lower case and without `application/` (RFC 7515 4.1.9). */
export const mediaTypeOf = (typ: unknown): string | undefined =>
  typeof typ === 'string' ? typ.toLowerCase().replace(/^application\//, '') : undefined;

/**
 * Why a verified JWT is no access token for us (a sentence for the 401), or undefined when it is
 * one. Accepted: RFC 9068 tokens (header `typ: at+jwt`, the embedded provider's), Keycloak's
 * (header `typ: JWT`, claim `typ: "Bearer"`), and a token that types itself neither way but
 * carries nothing of another kind (a client-credentials token of a provider that types nothing).
 * Refused: ID tokens (claim `typ: "ID"`, or `nonce`/`at_hash`), logout tokens (`events`,
 * `logout+jwt`), refresh tokens (claim `typ: "Refresh"`/`"Offline"`), an `iat` in the future and
 * a lifetime beyond a day.
 */
export function notAnAccessToken(
  header: Pick<JWTHeaderParameters, 'typ'>,
  payload: JWTPayload,
  nowSeconds: number = epochSeconds(),
): string | undefined {
  const headerType = mediaTypeOf(header.typ);
  if (headerType !== undefined && headerType !== 'at+jwt' && headerType !== 'jwt') {
    return `A ${header.typ ?? ''} token is not an access token.`;
  }
  const claimType = payload.typ;
  if (claimType !== undefined && claimType !== 'Bearer') {
    return `A token of typ ${JSON.stringify(claimType)} is not an access token.`;
  }
  if (payload.events !== undefined) return 'A logout token is not an access token.';
  if (claimType === undefined && ID_TOKEN_CLAIMS.some((claim) => payload[claim] !== undefined)) {
    return 'An ID token is not an access token.';
  }
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number') return 'The token has no iat or exp.';
  if (iat > nowSeconds + CLOCK_SKEW_SECONDS) return 'The token was issued in the future.';
  if (exp - iat > MAX_TOKEN_LIFETIME_SECONDS) return 'The token lives longer than a day.';
  return undefined;
}

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
  /** Claims besides `iat` and `exp`, which every access token must carry. */
  requiredClaims: string[];
  /** What the caller reads for an expired token, any other bad token, and unreachable keys. */
  messages: { expired: string; invalid: string; unavailable: string };
}

/**
 * Whether a token's verification failed for want of the provider's keys (a timeout, a network
 * error), not for the token: our fault, worth retrying.
 */
const keysWereUnreachable = (error: unknown): boolean =>
  error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError);

/** 503: the provider's keys cannot be had now. */
const keysUnavailable = (detail: string): HttpProblem =>
  new HttpProblem({ status: 503, detail, headers: { 'retry-after': '5' } });

/** What a provider's JWT must be besides signed by its keys with an accepted algorithm. */
export interface ProviderJwtCheck {
  issuer: string;
  audience: string;
  requiredClaims: string[];
  /** Seconds another server's clock may be off for `exp` and `nbf`; none when absent. */
  clockTolerance?: number;
}

/**
 * Verifies a JWT the provider signed (signature with `keys`, an accepted algorithm, and `check`).
 * Keys that cannot be fetched are our fault, a 503 worth retrying that says `unavailable`; any
 * other failure is the problem `refuse` makes of jose's error.
 */
export async function verifyProviderJwt(
  token: string,
  keys: JWTVerifyGetKey,
  check: ProviderJwtCheck,
  unavailable: string,
  refuse: (error: unknown) => HttpProblem,
): Promise<JWTVerifyResult> {
  try {
    return await jwtVerify(token, keys, { ...check, algorithms: ACCEPTED_ALGORITHMS });
  } catch (error) {
    throw keysWereUnreachable(error) ? keysUnavailable(unavailable) : refuse(error);
  }
}

/**
 * Verifies a bearer JWT (signature with `keys`, issuer, audience, expiry, algorithm, and that it
 * is an access token of a sane age: `notAnAccessToken`). A bad token is a 401 with the challenge;
 * keys that cannot be fetched are our fault, a 503 worth retrying.
 */
export async function verifyBearerToken(
  token: string,
  keys: JWTVerifyGetKey,
  check: BearerTokenCheck,
): Promise<JWTPayload> {
  const verified = await verifyProviderJwt(
    token,
    keys,
    {
      issuer: check.issuer,
      audience: check.audience,
      requiredClaims: [...new Set(['iat', 'exp', ...check.requiredClaims])],
    },
    check.messages.unavailable,
    (error) =>
      bearerUnauthorized(
        check.realm,
        error instanceof joseErrors.JWTExpired ? check.messages.expired : check.messages.invalid,
        'invalid_token',
      ),
  );
  const refusal = notAnAccessToken(verified.protectedHeader, verified.payload);
  if (refusal !== undefined) throw bearerUnauthorized(check.realm, refusal, 'invalid_token');
  return verified.payload;
}
