import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../domain/contract';
import { PATHS } from '../domain/topology';
import { signIn, tokenRequest } from './idp/test-support';
import { startSystem, usedCarLoan, type RunningSystem } from './test-support/system';

/**
 * Never locked out by others (docs/security.md, Guessing is slowed, then stopped), through the
 * whole system as `npm start` runs it: the portal server calls the embedded service from
 * 127.0.0.1, the address every test client here comes from too.
 */

const LIMIT = 3;

describe('guessing limits in the whole system, behind one proxy (TRUST_PROXY=1)', () => {
  let system: RunningSystem;
  let accessToken: string;

  beforeAll(async () => {
    system = await startSystem({ TRUST_PROXY: '1', CLIENT_FAILURE_LIMIT: String(LIMIT) });
    accessToken = (await signIn(system.provider, 'dealer')).tokens.access_token;
  });
  afterAll(() => system.close());

  const calculate = () =>
    fetch(`${system.origin}/api/calculation`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        [CSRF_HEADER.name]: CSRF_HEADER.value,
        'content-type': 'application/json',
      },
      body: JSON.stringify(usedCarLoan),
    });

  /** A partner-api call with `key`, from 127.0.0.1, or from `forwardedFor` through the proxy. */
  const partnerApi = (key: string, forwardedFor?: string) =>
    fetch(`${system.origin}${PATHS.partnerApi}/sales-person`, {
      headers: {
        authorization: `Bearer ${key}`,
        ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
      },
    });

  it('keeps the portal server’s own calls working through a flood of wrong keys from its address', async () => {
    expect((await calculate()).status).toBe(200);
    const statuses: number[] = [];
    for (let guess = 0; guess < 10; guess += 1) {
      statuses.push((await partnerApi(`wrong-key-${guess}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    expect((await calculate()).status).toBe(200);
    // The address still learns nothing: a key never used from it waits.
    expect((await partnerApi('dev-campaign-admin-key')).status).toBe(429);
  });

  it('counts the address the proxy forwards, not the proxy’s', async () => {
    for (let guess = 0; guess < LIMIT; guess += 1) {
      expect((await partnerApi(`guess-${guess}`, '203.0.113.7')).status).toBe(401);
    }
    expect((await partnerApi('guess-next', '203.0.113.7')).status).toBe(429);
    expect((await partnerApi('guess-next', '203.0.113.8')).status).toBe(401);
    expect((await partnerApi('dev-partner-api-key', '203.0.113.8')).status).toBe(200);
  });

  it('counts the same address at the identity provider’s token endpoint', async () => {
    const wrongSecret = (forwardedFor: string) =>
      tokenRequest(
        system.provider,
        { grant_type: 'client_credentials', client_id: 'partner-portal', client_secret: 'wrong' },
        { 'x-forwarded-for': forwardedFor },
      );
    for (let guess = 0; guess < LIMIT; guess += 1) {
      expect((await wrongSecret('198.51.100.7')).status).toBe(401);
    }
    expect((await wrongSecret('198.51.100.7')).status).toBe(429);
    expect((await wrongSecret('198.51.100.8')).status).toBe(401);
  });

  it('adopts the proxy’s X-Request-Id', async () => {
    const response = await fetch(`${system.origin}${PATHS.health}`, {
      headers: { 'x-request-id': 'proxy-req-1' },
    });
    expect(response.headers.get('x-request-id')).toBe('proxy-req-1');
  });
});
