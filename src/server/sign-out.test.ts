import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../domain/contract';
import { KEYCLOAK_PATHS, PATHS } from '../domain/topology';
import { BACKCHANNEL_LOGOUT_EVENT } from './bff/backchannel-logout';
import { defined, signIn, type SignedIn } from './idp/test-support';
import { openEventStream, startSystem, type RunningSystem } from './test-support/system';

/**
 * Sign-out ends access, through the whole system as `npm start` runs it: the embedded provider
 * sends its back-channel logout over loopback to the portal server in the same process.
 */

let system: RunningSystem;

beforeAll(async () => {
  system = await startSystem();
});

afterAll(async () => {
  await system.close();
});

const apiHeaders = (accessToken: string) => ({
  authorization: `Bearer ${accessToken}`,
  [CSRF_HEADER.name]: CSRF_HEADER.value,
});

const callApi = (accessToken: string) =>
  fetch(`${system.origin}${PATHS.portalApi}/offer`, { headers: apiHeaders(accessToken) });

const userinfo = (accessToken: string) =>
  fetch(system.provider.url(KEYCLOAK_PATHS.userinfo), {
    headers: { authorization: `Bearer ${accessToken}` },
  });

function signOutUrl(signedIn: SignedIn): string {
  const url = new URL(system.provider.url(KEYCLOAK_PATHS.endSession));
  url.searchParams.set('id_token_hint', defined(signedIn.tokens.id_token));
  url.searchParams.set('post_logout_redirect_uri', system.provider.postLogoutRedirectUri);
  return url.href;
}

describe('sign-out at the embedded provider', () => {
  it('ends the access token at the portal server and userinfo, and closes its streams within a second', async () => {
    const dealer = await signIn(system.provider, 'dealer');
    const rep = await signIn(system.provider, 'rep');
    const token = dealer.tokens.access_token;
    expect(decodeJwt(token).sid).toEqual(expect.any(String));
    expect((await callApi(token)).status).toBe(200);
    expect((await userinfo(token)).status).toBe(200);
    const stream = await openEventStream(system, token);
    const othersStream = await openEventStream(system, rep.tokens.access_token);

    const signingOut = performance.now();
    const signedOut = await dealer.jar.fetch(signOutUrl(dealer));
    expect(signedOut.status).toBe(303);
    await stream.closed;
    const closedAfterMs = performance.now() - signingOut;
    console.info(`stream closed ${closedAfterMs.toFixed(0)} ms after sign-out began`);
    expect(closedAfterMs).toBeLessThan(1000);

    const refused = await callApi(token);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/signed out/);
    expect((await userinfo(token)).status).toBe(401);

    // Another user's session, and their stream, go on.
    expect((await callApi(rep.tokens.access_token)).status).toBe(200);
    expect((await userinfo(rep.tokens.access_token)).status).toBe(200);
    let othersClosed = false;
    othersStream.closed.then(
      () => {
        othersClosed = true;
      },
      () => undefined,
    );
    expect((await callApi(rep.tokens.access_token)).status).toBe(200);
    expect(othersClosed).toBe(false);
    othersStream.abort();
  });

  it('ends access also when the user confirms sign-out on the provider’s own page', async () => {
    const rep = await signIn(system.provider, 'rep');
    const token = rep.tokens.access_token;
    expect((await callApi(token)).status).toBe(200);
    const page = await (await rep.jar.fetch(system.provider.url(KEYCLOAK_PATHS.endSession))).text();
    const action = defined(
      /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1],
    );
    const xsrf = defined(/name="xsrf" value="([^"]+)"/.exec(page)?.[1]);
    const confirmed = await rep.jar.fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirmed.status).toBe(303);
    expect((await callApi(token)).status).toBe(401);
    expect((await userinfo(token)).status).toBe(401);
  });

  it('ignores a forged or unsigned logout token (400), which ends nothing', async () => {
    const rep = await signIn(system.provider, 'rep');
    const { sid, sub } = decodeJwt(rep.tokens.access_token);
    const claims = {
      iss: system.provider.issuer,
      aud: 'dealer-portal',
      sub,
      sid,
      jti: 'forged-1',
      events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
    };
    const forgerKey = (await generateKeyPair('RS256')).privateKey;
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: 'logout+jwt' })
      .setIssuedAt()
      .setExpirationTime('2m')
      .sign(forgerKey);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forged.split('.')[1] ?? ''}.`;

    for (const logoutToken of [forged, unsigned]) {
      const response = await fetch(`${system.origin}${PATHS.backchannelLogout}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ logout_token: logoutToken }).toString(),
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect((await callApi(rep.tokens.access_token)).status).toBe(200);
    expect((await userinfo(rep.tokens.access_token)).status).toBe(200);
  });

  it('lets one user hold five event streams, and answers a sixth 429', async () => {
    const { tokens } = await signIn(system.provider, 'manager');
    const streams = await Promise.all(
      Array.from({ length: 5 }, () => openEventStream(system, tokens.access_token)),
    );
    const sixth = await fetch(`${system.origin}${PATHS.portalApi}/events`, {
      headers: apiHeaders(tokens.access_token),
    });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('content-type')).toContain('application/problem+json');
    for (const stream of streams) stream.abort();
  });
});
