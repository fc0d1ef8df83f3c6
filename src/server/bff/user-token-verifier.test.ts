import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpProblem } from '../http';
import { createUserTokenVerifier, type UserTokenVerifier } from './user-token-verifier';

const ISSUER = 'https://sso.bank.example/realms/dealer';
const AUDIENCE = 'dealer-portal';

let verify: UserTokenVerifier;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

beforeAll(async () => {
  const keys = await generateKeyPair('RS256');
  privateKey = keys.privateKey;
  const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: 'test', alg: 'RS256' };
  verify = createUserTokenVerifier({
    issuer: ISSUER,
    audience: AUDIENCE,
    discoveryUrl: ISSUER,
    keys: createLocalJWKSet({ keys: [publicJwk] }),
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const token = (expiresAt: Date) =>
  new SignJWT({
    typ: 'Bearer',
    preferred_username: 'dealer',
    realm_access: { roles: ['staff'] },
    salesperson_id: 1001,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test' })
    .setSubject('user-dealer')
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(privateKey);

describe('the user token verifier', () => {
  it('knows a token it verified again, and refuses it once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-15T10:00:00.000Z') });
    const expiresAt = new Date('2025-06-15T10:05:00.000Z');
    const accessToken = await token(expiresAt);
    const user = await verify(accessToken);
    expect(await verify(accessToken)).toEqual(user);

    vi.setSystemTime(expiresAt);
    await expect(verify(accessToken)).rejects.toBeInstanceOf(HttpProblem);
  });

  it('never knows a token whose signature does not verify', async () => {
    const accessToken = await token(new Date(Date.now() + 300_000));
    await verify(accessToken);
    const [header, payload] = accessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`;
    await expect(verify(forged)).rejects.toBeInstanceOf(HttpProblem);
  });
});
