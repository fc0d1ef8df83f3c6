import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

/** A provider's signing key for tests: the private half signs, the key set verifies. */
export interface TestSigningKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
  keySet: ReturnType<typeof createLocalJWKSet>;
}

/** A fresh RS256 key published under `kid`, as a provider's JWKS would hold it. */
export async function testSigningKey(kid = 'test'): Promise<TestSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256' };
  return { privateKey, publicJwk, keySet: createLocalJWKSet({ keys: [publicJwk] }) };
}

/** The identity provider's issuer and the portal's client id (its tokens' audience) in tests. */
export const TEST_ISSUER = 'https://sso.bank.example/realms/dealer';
export const TEST_AUDIENCE = 'dealer-portal';

export interface UserTokenOptions {
  /** The private half of `testSigningKey`, or a stranger's key. */
  key: CryptoKey;
  /** The user's claims besides `sub`, `iss`, `aud`, `iat` and `exp`. */
  claims: JWTPayload;
  /** `exp`: seconds since the epoch, a time, or a span from now such as `'5m'`. */
  expiresAt: number | string | Date;
  subject?: string;
  issuer?: string;
  audience?: string;
  /** The header's `typ`; none when absent. */
  typ?: string;
}

/** A user's access token as the provider signs one (key id `test`), issued now. */
export const signUserToken = ({
  key,
  claims,
  expiresAt,
  subject = 'user-dealer',
  issuer = TEST_ISSUER,
  audience = TEST_AUDIENCE,
  typ,
}: UserTokenOptions): Promise<string> =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test', ...(typ === undefined ? {} : { typ }) })
    .setSubject(subject)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key);
