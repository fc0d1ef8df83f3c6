import { http, HttpResponse } from 'msw';
import { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { issuerEndpoint } from '../domain/topology';
import { network, sentRequests } from '../test/network';
import { createUserManager } from './user-manager';

const AUTHORITY = 'http://localhost:3000/auth/realms/dealer';

/** A portal signed in with a refresh token, at a provider that rotates it on each use. */
async function signedInAtRotatingProvider() {
  const userManager = createUserManager({
    oidc: { authority: AUTHORITY, clientId: 'dealer-portal', scope: 'openid' },
    sessionIdleSeconds: 900,
    dealerName: 'Nordvik Motor AS',
  });
  await userManager.storeUser(
    new User({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      token_type: 'Bearer',
      scope: 'openid',
      profile: { sub: 'user-1', iss: AUTHORITY, aud: 'dealer-portal', exp: 0, iat: 0 },
    }),
  );
  let issued = 1;
  network.use(
    http.post(issuerEndpoint(AUTHORITY, 'token'), async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      if (form.get('refresh_token') !== `refresh-${issued}`) {
        return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
      }
      issued += 1;
      return HttpResponse.json({
        access_token: `access-${issued}`,
        refresh_token: `refresh-${issued}`,
        token_type: 'Bearer',
        expires_in: 300,
      });
    }),
  );
  return userManager;
}

const tokenRequests = () =>
  sentRequests.filter(({ url }) => url === issuerEndpoint(AUTHORITY, 'token'));

describe('renewing the tokens', () => {
  it('renews once when the automatic renewal and the user’s “Stay” come together', async () => {
    const userManager = await signedInAtRotatingProvider();
    const [automatic, stay] = await Promise.all([
      userManager.signinSilent(),
      userManager.signinSilent(),
    ]);
    expect(tokenRequests()).toHaveLength(1);
    expect(automatic?.access_token).toBe('access-2');
    expect(stay?.access_token).toBe('access-2');
  });

  it('renews again with the new refresh token once the last renewal is done', async () => {
    const userManager = await signedInAtRotatingProvider();
    await userManager.signinSilent();
    const next = await userManager.signinSilent();
    expect(tokenRequests()).toHaveLength(2);
    expect(next?.access_token).toBe('access-3');
  });
});
