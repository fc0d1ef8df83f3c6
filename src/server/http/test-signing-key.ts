import { createLocalJWKSet, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

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
