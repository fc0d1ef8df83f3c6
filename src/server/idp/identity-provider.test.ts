import { executionAsyncId } from 'node:async_hooks';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DEMO_USERS } from './index';
import {
  authorizationUrl,
  defined,
  locationOf,
  openLoginPage,
  PARTNER_CLIENT_ID,
  PARTNER_CLIENT_SECRET,
  pkcePair,
  PORTAL_CLIENT_ID,
  signIn,
  startIdentityProvider,
  submitLogin,
  silentRedirectUriOf,
  tokenRequest,
  CookieJar,
  type RunningProvider,
  type TokenResponse,
} from './test-support';

let idp: RunningProvider;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'idp-test-'));
  idp = await startIdentityProvider({ dataDir });
});

afterAll(async () => {
  await idp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const keySet = () => createRemoteJWKSet(new URL(idp.url('/protocol/openid-connect/certs')));

/** What a stack trace in a page or JSON body would look like. */
const STACK_TRACE = /\bat .+\(.+:\d+:\d+\)|node_modules|\.js:\d+/;

/** A 400 page saying `says`, without a stack trace; its text. */
async function expectRefusalPage(response: Response, says: string): Promise<string> {
  expect(response.status).toBe(400);
  const page = await response.text();
  expect(page).toContain(says);
  expect(page).not.toMatch(STACK_TRACE);
  return page;
}

function clientCredentials(form: Record<string, string> = {}, headers = {}) {
  return tokenRequest(
    idp,
    {
      grant_type: 'client_credentials',
      client_id: PARTNER_CLIENT_ID,
      client_secret: PARTNER_CLIENT_SECRET,
      ...form,
    },
    headers,
  );
}

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

describe('discovery', () => {
  test('names the issuer exactly as configured and Keycloak’s endpoint paths under it', async () => {
    const response = await fetch(idp.url('/.well-known/openid-configuration'));
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;

    expect(discovery).toMatchObject({
      issuer: idp.issuer,
      authorization_endpoint: idp.url('/protocol/openid-connect/auth'),
      token_endpoint: idp.url('/protocol/openid-connect/token'),
      jwks_uri: idp.url('/protocol/openid-connect/certs'),
      userinfo_endpoint: idp.url('/protocol/openid-connect/userinfo'),
      end_session_endpoint: idp.url('/protocol/openid-connect/logout'),
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(discovery.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']),
    );
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(['none', 'client_secret_basic', 'client_secret_post']),
    );
  });

  test('answers as its issuer whatever Host or X-Forwarded-* a request names', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const request = httpGet(
        idp.url('/.well-known/openid-configuration'),
        {
          headers: {
            host: 'evil.example',
            'x-forwarded-host': 'evil.example',
            'x-forwarded-proto': 'https',
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            resolve(text);
          });
        },
      );
      request.on('error', reject);
    });
    const discovery = JSON.parse(body) as Record<string, unknown>;
    expect(discovery.issuer).toBe(idp.issuer);
    expect(discovery.token_endpoint).toBe(idp.url('/protocol/openid-connect/token'));
  });

  test('publishes one RS256 signing key with a kid and no private parts', async () => {
    const response = await fetch(idp.url('/protocol/openid-connect/certs'));
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]?.kid).toEqual(expect.any(String));
    expect(keys[0]).not.toHaveProperty('d');
  });
});

describe('client credentials (the portal server’s partner credential)', () => {
  test.each([
    ['client_secret_post', () => clientCredentials()],
    [
      'client_secret_basic',
      () =>
        tokenRequest(
          idp,
          { grant_type: 'client_credentials' },
          { authorization: basic(PARTNER_CLIENT_ID, PARTNER_CLIENT_SECRET) },
        ),
    ],
  ])('%s: a JWT for the financing service, without user claims', async (_method, request) => {
    const response = await request();
    expect(response.status).toBe(200);
    const body = (await response.json()) as TokenResponse;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    expect(body.refresh_token).toBeUndefined();

    const { payload, protectedHeader } = await jwtVerify(body.access_token, keySet(), {
      issuer: idp.issuer,
      audience: 'partner-api',
      algorithms: ['RS256'],
    });
    expect(protectedHeader.kid).toEqual(expect.any(String));
    expect(payload).toMatchObject({ sub: PARTNER_CLIENT_ID, azp: PARTNER_CLIENT_ID });
    expect(defined(payload.exp) - defined(payload.iat)).toBe(300);
    for (const userClaim of [
      'preferred_username',
      'name',
      'email',
      'realm_access',
      'salesperson_id',
    ]) {
      expect(payload).not.toHaveProperty(userClaim);
    }
  });

  test('requests at once all get their tokens, and leave no promise hooks on behind them', async () => {
    // A promise's callback runs under async id 0 unless Node's promise hooks are on, which an
    // AsyncLocalStorage in use turns on for every promise of the process (until Node 24).
    const asyncIdInPromiseCallback = () => Promise.resolve().then(() => executionAsyncId());
    const responses = await Promise.all(Array.from({ length: 8 }, () => clientCredentials()));
    for (const response of responses) {
      const body = (await response.json()) as TokenResponse;
      expect(decodeJwt(body.access_token)).toMatchObject({ sub: PARTNER_CLIENT_ID });
    }
    expect(await asyncIdInPromiseCallback()).toBe(0);
  });

  test('access tokens name their key and type', async () => {
    const body = (await (await clientCredentials()).json()) as TokenResponse;
    expect(decodeProtectedHeader(body.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
  });

  test('a wrong secret is 401 invalid_client, sent in the form or as Basic', async () => {
    const posted = await clientCredentials({ client_secret: 'wrong' });
    expect(posted.status).toBe(401);
    expect(await posted.json()).toMatchObject({ error: 'invalid_client' });

    const viaBasic = await tokenRequest(
      idp,
      { grant_type: 'client_credentials' },
      { authorization: basic(PARTNER_CLIENT_ID, 'wrong') },
    );
    expect(viaBasic.status).toBe(401);
    expect(await viaBasic.json()).toMatchObject({ error: 'invalid_client' });
  });

  test('an unknown client is 401 invalid_client', async () => {
    const response = await clientCredentials({ client_id: 'someone-else' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });

  test('repeated wrong secrets are answered 429 with Retry-After, the right one too', async () => {
    const guarded = await startIdentityProvider({
      dataDir: join(dataDir, 'client-failures'),
      overrides: { clientFailureLimit: { limit: 3, windowSeconds: 600 } },
    });
    const attempt = (secret: string) =>
      tokenRequest(guarded, {
        grant_type: 'client_credentials',
        client_id: PARTNER_CLIENT_ID,
        client_secret: secret,
      });
    try {
      for (let failure = 0; failure < 3; failure += 1) {
        expect((await attempt(`wrong-${failure}`)).status).toBe(401);
      }
      for (const secret of ['wrong', PARTNER_CLIENT_SECRET]) {
        const refused = await attempt(secret);
        expect(refused.status).toBe(429);
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(590);
        expect(await refused.json()).toEqual({
          error: 'temporarily_unavailable',
          error_description: `Too many failed client authentications from your address. Try again in ${retryAfter} seconds.`,
        });
      }
    } finally {
      await guarded.close();
    }
  });

  test('the portal (a public client) may not use client credentials', async () => {
    const response = await tokenRequest(idp, {
      grant_type: 'client_credentials',
      client_id: PORTAL_CLIENT_ID,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error_description: 'requested grant type is not allowed for this client',
    });
  });

  test('the partner client may not use the authorization endpoint', async () => {
    const { challenge } = pkcePair();
    const response = await fetch(
      authorizationUrl(idp, {
        client_id: PARTNER_CLIENT_ID,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      { redirect: 'manual' },
    );
    expect(response.status).toBe(400);
  });
});

describe('sign-in: authorization code with PKCE', () => {
  test.each(DEMO_USERS.map((user) => [user.username, user] as const))(
    '%s gets a Keycloak-shaped access token for the portal',
    async (username, user) => {
      const { tokens } = await signIn(idp, username);
      expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
      expect(tokens.refresh_token).toEqual(expect.any(String));

      const { payload, protectedHeader } = await jwtVerify(tokens.access_token, keySet(), {
        issuer: idp.issuer,
        audience: 'dealer-portal',
        algorithms: ['RS256'],
        typ: 'at+jwt',
      });
      expect(protectedHeader.alg).toBe('RS256');
      expect(payload).toMatchObject({
        typ: 'Bearer',
        sub: user.sub,
        azp: PORTAL_CLIENT_ID,
        aud: 'dealer-portal',
        scope: 'openid profile email',
        preferred_username: user.username,
        name: user.name,
        email: user.email,
        salesperson_id: user.salespersonId,
        realm_access: { roles: user.roles },
      });
      expect(defined(payload.exp) - defined(payload.iat)).toBe(300);

      const idToken = await jwtVerify(defined(tokens.id_token), keySet(), {
        issuer: idp.issuer,
        audience: PORTAL_CLIENT_ID,
      });
      expect(idToken.payload).toMatchObject({
        typ: 'ID',
        sub: user.sub,
        name: user.name,
        email: user.email,
        preferred_username: user.username,
      });
    },
  );

  test('the portal is never asked for consent, and a second sign-in reuses the session', async () => {
    const { jar } = await signIn(idp, 'rep');
    const { challenge } = pkcePair();
    const response = await jar.fetch(
      authorizationUrl(idp, {
        code_challenge: challenge,
        code_challenge_method: 'S256',
        scope: 'openid profile email offline_access roles',
      }),
    );
    expect(response.status).toBe(303);
    const callback = locationOf(response, idp.origin);
    expect(callback.origin + callback.pathname).toBe(idp.redirectUri);
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
    expect(callback.searchParams.get('iss')).toBe(idp.issuer);
  });

  test('the roles scope adds realm_access to the ID token', async () => {
    const { tokens } = await signIn(idp, 'manager', 'demo', {
      scope: 'openid profile email roles',
    });
    expect(decodeJwt(defined(tokens.id_token))).toMatchObject({
      realm_access: { roles: ['staff', 'manager'] },
    });
  });

  test('a wrong password shows the message as an alert and keeps the username', async () => {
    const { jar, loginPage } = await openLoginPage(idp);
    const html = await loginPage.text();
    const response = await submitLogin(idp, jar, html, { username: 'dealer', password: 'nope' });

    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(
      '<p class="alert" role="alert" id="sign-in-error">Wrong username or password.</p>',
    );
    expect(page).toMatch(/<input id="username"[^>]* value="dealer"/);
    expect(page).toMatch(/<input id="password"[^>]*aria-invalid="true"/);
    expect(page).not.toMatch(/<input id="password"[^>]* value=/);

    // The form still works after the failed attempt.
    const retried = await submitLogin(idp, jar, page, { username: 'dealer', password: 'demo' });
    expect(retried.status).toBe(303);
  });

  test('an unknown user gets the same message', async () => {
    const { jar, loginPage } = await openLoginPage(idp);
    const response = await submitLogin(idp, jar, await loginPage.text(), {
      username: 'nobody',
      password: 'demo',
    });
    expect(await response.text()).toContain('Wrong username or password.');
  });

  test('the username is matched regardless of case and surrounding spaces', async () => {
    const { jar, loginPage } = await openLoginPage(idp);
    const response = await submitLogin(idp, jar, await loginPage.text(), {
      username: '  Dealer ',
      password: 'demo',
    });
    expect(response.status).toBe(303);
  });

  test.each<[string, Record<string, string | undefined>]>([
    ['without PKCE', { code_challenge: undefined, code_challenge_method: undefined }],
    ['with the plain method', { code_challenge_method: 'plain' }],
    ['with a challenge but no method', { code_challenge_method: undefined }],
  ])('an authorization request %s is refused', async (_case, params) => {
    const { challenge } = pkcePair();
    const response = await fetch(
      authorizationUrl(idp, {
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ...params,
      }),
      { redirect: 'manual' },
    );
    expect(response.status).toBe(303);
    const callback = locationOf(response, idp.origin);
    expect(callback.origin + callback.pathname).toBe(idp.redirectUri);
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('code')).toBeNull();
  });

  test('a code exchanged with the wrong verifier is refused', async () => {
    const { jar, loginPage } = await openLoginPage(idp);
    const loggedIn = await submitLogin(idp, jar, await loginPage.text(), {
      username: 'dealer',
      password: 'demo',
    });
    const resumed = await jar.fetch(locationOf(loggedIn, idp.origin).href);
    const code = defined(locationOf(resumed, idp.origin).searchParams.get('code'));
    const response = await tokenRequest(idp, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: idp.redirectUri,
      client_id: PORTAL_CLIENT_ID,
      code_verifier: pkcePair().verifier,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  test.each([
    'http://attacker.example/callback',
    // Exact match only: no prefix, no extra query.
    'REDIRECT/extra',
    'REDIRECT?x=1',
  ])('an unregistered redirect_uri (%s) is refused on the provider’s page', async (uri) => {
    const { challenge } = pkcePair();
    const redirectUri = uri.replace('REDIRECT', idp.redirectUri);
    const response = await fetch(
      authorizationUrl(idp, {
        redirect_uri: redirectUri,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      { redirect: 'manual', headers: { accept: 'text/html' } },
    );
    expect(response.headers.get('location')).toBeNull();
    const page = await expectRefusalPage(response, 'invalid_redirect_uri');
    expect(page).not.toContain('<script');
  });

  test('an unknown client is refused without a stack trace', async () => {
    const response = await fetch(authorizationUrl(idp, { client_id: 'nobody' }), {
      redirect: 'manual',
      headers: { accept: 'text/html' },
    });
    await expectRefusalPage(response, 'invalid_client');
  });

  /** A sign-in form of a sign-in that is over, posted. */
  const postStaleForm = (headers: Record<string, string>) =>
    fetch(idp.url('/interaction/not-a-real-uid'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ username: 'dealer', password: 'demo' }).toString(),
    });

  test('a stale or foreign sign-in form, posted, says so instead of failing', async () => {
    const response = await postStaleForm({ 'accept-language': 'en-GB,en;q=0.9' });
    await expectRefusalPage(response, 'This sign-in page has expired');
  });

  test('Back to the sign-in page after signing in leads to the portal, not an error', async () => {
    const { jar, loginPageUrl, loginPage } = await openLoginPage(idp);
    const loggedIn = await submitLogin(idp, jar, await loginPage.text(), {
      username: 'dealer',
      password: 'demo',
    });
    expect(loggedIn.status).toBe(303);
    await jar.fetch(locationOf(loggedIn, idp.origin).href);

    // What the browser asks for on Back: the sign-in page again, with the session's cookies.
    const again = await jar.fetch(loginPageUrl);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(idp.postLogoutRedirectUri);
    expect(again.headers.get('cache-control')).toBe('no-store');
    // So too a sign-in page that never was, as an old bookmark.
    const unknown = await fetch(idp.url('/interaction/not-a-real-uid'), { redirect: 'manual' });
    expect(unknown.headers.get('location')).toBe(idp.postLogoutRedirectUri);
  });

  test('a stale page speaks bokmål to a browser that asks for no language the pages speak', async () => {
    const response = await postStaleForm({ 'accept-language': 'de-DE' });
    const page = await response.text();
    expect(page).toContain('<html lang="nb">');
    expect(page).toContain('Denne innloggingssiden er utløpt');
  });

  test('the sign-in page speaks the language the portal asks for, before the browser’s', async () => {
    const { jar, loginPage } = await openLoginPage(idp, { ui_locales: 'nb' });
    const html = await loginPage.text();
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('<label for="username">Brukernavn</label>');
    expect(html).toContain('<button type="submit">Logg inn</button>');

    const failed = await submitLogin(idp, jar, html, { username: 'dealer', password: 'nope' });
    expect(await failed.text()).toContain(
      'role="alert" id="sign-in-error">Feil brukernavn eller passord.</p>',
    );
  });
});

describe('refresh tokens', () => {
  test('rotate on use: the new one works, the old one is refused', async () => {
    const { tokens } = await signIn(idp, 'dealer');
    const refresh = (token: string) =>
      tokenRequest(idp, {
        grant_type: 'refresh_token',
        refresh_token: token,
        client_id: PORTAL_CLIENT_ID,
      });

    const first = await refresh(defined(tokens.refresh_token));
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as TokenResponse;
    expect(rotated.refresh_token).toEqual(expect.any(String));
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    const { payload } = await jwtVerify(rotated.access_token, keySet(), {
      issuer: idp.issuer,
      audience: 'dealer-portal',
    });
    expect(payload).toMatchObject({ preferred_username: 'dealer', salesperson_id: 1001 });

    const replayed = await refresh(defined(tokens.refresh_token));
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toMatchObject({ error: 'invalid_grant' });

    // A replay revokes the whole chain, the rotated token included.
    const afterReplay = await refresh(defined(rotated.refresh_token));
    expect(afterReplay.status).toBe(400);
  });
});

describe('silent sign-in: prompt=none in the portal’s hidden frame', () => {
  /** The portal's silent request: its own redirect URI, no page to show. */
  const silentRequest = (jar: CookieJar, state: string) => {
    const { verifier, challenge } = pkcePair();
    const url = authorizationUrl(idp, {
      redirect_uri: silentRedirectUriOf(idp),
      prompt: 'none',
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    return { verifier, answer: jar.fetch(url, { headers: { accept: 'text/html' } }) };
  };

  /**
   * The frame is sent straight to the portal's silent-callback page: a redirect, to which
   * browsers apply no framing header, so the frame always reaches the portal's page.
   */
  const expectAnswerAtSilentCallback = (response: Response, state: string): URL => {
    expect(response.status).toBe(303);
    const target = locationOf(response, idp.origin);
    expect(target.origin + target.pathname).toBe(silentRedirectUriOf(idp));
    expect(target.searchParams.get('state')).toBe(state);
    return target;
  };

  test('with a session at the provider it answers a code, without a page', async () => {
    const { jar } = await signIn(idp, 'manager');
    const { verifier, answer } = silentRequest(jar, 'reload');
    const target = expectAnswerAtSilentCallback(await answer, 'reload');

    const tokens = await tokenRequest(idp, {
      grant_type: 'authorization_code',
      code: defined(target.searchParams.get('code'), 'code'),
      redirect_uri: silentRedirectUriOf(idp),
      client_id: PORTAL_CLIENT_ID,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    const { access_token: accessToken } = (await tokens.json()) as TokenResponse;
    expect(decodeJwt(accessToken)).toMatchObject({ preferred_username: 'manager' });
  });

  test('without a session it answers login_required, so the portal shows the sign-in page', async () => {
    const { answer } = silentRequest(new CookieJar(), 'first visit');
    const target = expectAnswerAtSilentCallback(await answer, 'first visit');
    expect(target.searchParams.get('error')).toBe('login_required');
    expect(target.searchParams.has('code')).toBe(false);
  });

  test('after sign-out the session signs nobody in silently', async () => {
    const { jar, tokens } = await signIn(idp, 'dealer');
    const logout = new URL(idp.url('/protocol/openid-connect/logout'));
    logout.searchParams.set('id_token_hint', defined(tokens.id_token));
    logout.searchParams.set('post_logout_redirect_uri', idp.postLogoutRedirectUri);
    expect((await jar.fetch(logout.href)).status).toBe(303);

    const { answer } = silentRequest(jar, 'next user');
    const target = expectAnswerAtSilentCallback(await answer, 'next user');
    expect(target.searchParams.get('error')).toBe('login_required');
  });
});

describe('sessions that end', () => {
  const limits = { idleSeconds: 60, maxSeconds: 300 };
  let shortLived: RunningProvider;

  beforeAll(async () => {
    shortLived = await startIdentityProvider({
      dataDir: join(dataDir, 'short-sessions'),
      overrides: { sessions: limits },
    });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await shortLived.close();
  });

  const refresh = async (token: string) => {
    const response = await tokenRequest(shortLived, {
      grant_type: 'refresh_token',
      refresh_token: token,
      client_id: PORTAL_CLIENT_ID,
    });
    return { status: response.status, body: (await response.json()) as Partial<TokenResponse> };
  };

  test('the session cookie lasts only as long as the browser', async () => {
    const { jar } = await signIn(shortLived, 'dealer');
    expect(jar.has('idp_session')).toBe(true);
    const resumed = await jar.fetch(
      authorizationUrl(shortLived, {
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
        prompt: 'none',
      }),
    );
    const sessionCookie = resumed.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('idp_session='));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).not.toMatch(/expires=|max-age=/i);
  });

  test('refreshing keeps a session alive; idle for longer than the idle time ends it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { tokens } = await signIn(shortLived, 'dealer');
    let token = defined(tokens.refresh_token);
    for (let step = 0; step < 3; step += 1) {
      vi.setSystemTime(Date.now() + 50_000);
      const renewed = await refresh(token);
      expect(renewed.status).toBe(200);
      token = defined(renewed.body.refresh_token);
    }
    vi.setSystemTime(Date.now() + 61_000);
    const idle = await refresh(token);
    expect(idle.status).toBe(400);
    expect(idle.body).toMatchObject({ error: 'invalid_grant' });
    vi.useRealTimers();
  });

  test('no refresh outlives the maximum, however busy the user', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const signedInAt = Date.now();
    const { tokens } = await signIn(shortLived, 'dealer');
    let token = defined(tokens.refresh_token);
    while (Date.now() - signedInAt < (limits.maxSeconds - 50) * 1000) {
      vi.setSystemTime(Date.now() + 45_000);
      const renewed = await refresh(token);
      expect(renewed.status).toBe(200);
      token = defined(renewed.body.refresh_token);
    }
    vi.setSystemTime(signedInAt + (limits.maxSeconds + 1) * 1000);
    expect((await refresh(token)).status).toBe(400);
    vi.useRealTimers();
  });
});

describe('userinfo', () => {
  test('answers with the user’s claims for the access token', async () => {
    const { tokens } = await signIn(idp, 'manager');
    const response = await fetch(idp.url('/protocol/openid-connect/userinfo'), {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      sub: defined(DEMO_USERS[1]).sub,
      name: 'Magnus Manager',
      preferred_username: 'manager',
      salesperson_id: 1002,
      email: 'manager@example.com',
      email_verified: false,
    });
  });

  test('refuses no token, a forged one and a service token', async () => {
    const url = idp.url('/protocol/openid-connect/userinfo');
    const missing = await fetch(url);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer realm=/);

    const { tokens } = await signIn(idp, 'rep');
    const [header, payload] = tokens.access_token.split('.');
    const forged = await fetch(url, {
      headers: { authorization: `Bearer ${header}.${payload}.c2lnbmF0dXJl` },
    });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toContain('error="invalid_token"');

    const service = (await (await clientCredentials()).json()) as TokenResponse;
    const withServiceToken = await fetch(url, {
      headers: { authorization: `Bearer ${service.access_token}` },
    });
    expect(withServiceToken.status).toBe(401);
  });
});

describe('the sign-in page', () => {
  test('has labelled fields, autocomplete hints, a Sign in button and no inline script or style', async () => {
    const { loginPage } = await openLoginPage(idp);
    expect(loginPage.status).toBe(200);
    expect(loginPage.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await loginPage.text();

    expect(html).toMatch(/<title>Sign in · Dealer financing portal<\/title>/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(
      /<input id="username" name="username" type="text" autocomplete="username"/,
    );
    expect(html).toMatch(
      /<input id="password" name="password" type="password" autocomplete="current-password"/,
    );
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toContain('<style');
  });

  test('is served with a strict CSP and the other security headers', async () => {
    const { loginPage } = await openLoginPage(idp);
    const csp = loginPage.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('style-src')).toBe("'self'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('form-action')).toBe(`'self' ${idp.origin}`);
    expect(loginPage.headers.get('x-content-type-options')).toBe('nosniff');
    expect(loginPage.headers.get('referrer-policy')).toBe('no-referrer');
    expect(loginPage.headers.get('cache-control')).toBe('no-store');
  });

  test('its stylesheet is served by the plugin', async () => {
    const { loginPage } = await openLoginPage(idp);
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(await loginPage.text())?.[1];
    // Versioned by its content, so browsers keep it for a year.
    expect(href).toMatch(/^\/auth\/realms\/dealer\/resources\/login\.css\?v=[\w-]{12}$/);
    const css = await fetch(new URL(defined(href), idp.origin));
    expect(css.status).toBe(200);
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('declares the portal’s icon, served by the plugin, so no /favicon.ico is asked for', async () => {
    const { loginPage } = await openLoginPage(idp);
    const href = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)">/.exec(
      await loginPage.text(),
    )?.[1];
    expect(href).toMatch(/^\/auth\/realms\/dealer\/resources\/favicon\.svg\?v=[\w-]{12}$/);
    const icon = await fetch(new URL(defined(href), idp.origin));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    // The portal's own icon: the same picture on the sign-in page as in the portal's tab.
    expect(await icon.text()).toBe(await readFile('public/favicon.svg', 'utf8'));
  });

  test('escapes what it echoes (login_hint, a typed username)', async () => {
    const markup = '"><script>alert(1)</script>';
    const { jar, loginPage } = await openLoginPage(idp, { login_hint: markup });
    const html = await loginPage.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');

    const failed = await submitLogin(idp, jar, html, { username: markup, password: 'x' });
    const page = await failed.text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;');
  });

  test('the provider’s JSON and error responses carry the security headers too', async () => {
    const responses = [
      await fetch(idp.url('/.well-known/openid-configuration')),
      await clientCredentials({ client_secret: 'wrong' }),
      await fetch(idp.url('/no-such-endpoint')),
    ];
    for (const response of responses) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});

describe('sign-out', () => {
  /** The end-session URL with `params` (the ID token, where to go after, a state). */
  const logoutUrl = (params: Record<string, string>): string => {
    const url = new URL(idp.url('/protocol/openid-connect/logout'));
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.href;
  };

  /** Sent back to the portal after sign-out with `state`, the provider's session gone. */
  const expectBackAtPortal = (response: Response, jar: CookieJar, state: string) => {
    expect(response.status).toBe(303);
    const target = locationOf(response, idp.origin);
    expect(target.origin + target.pathname).toBe(idp.postLogoutRedirectUri);
    expect(target.searchParams.get('state')).toBe(state);
    expect(jar.has('idp_session')).toBe(false);
  };

  test('with id_token_hint and post_logout_redirect_uri it ends the session at once', async () => {
    const { jar, tokens } = await signIn(idp, 'dealer');
    expect(jar.has('idp_session')).toBe(true);

    const url = logoutUrl({
      id_token_hint: defined(tokens.id_token),
      post_logout_redirect_uri: idp.postLogoutRedirectUri,
      state: 'bye',
    });
    expectBackAtPortal(await jar.fetch(url), jar, 'bye');

    const refreshed = await tokenRequest(idp, {
      grant_type: 'refresh_token',
      refresh_token: defined(tokens.refresh_token),
      client_id: PORTAL_CLIENT_ID,
    });
    expect(refreshed.status).toBe(400);

    // Signing in again needs the password again.
    const { loginPage } = await openLoginPage(idp, {}, jar);
    expect(await loginPage.text()).toContain('<label for="password">');
  });

  test('when the provider’s session has already ended it goes straight back, no script', async () => {
    const { jar, tokens } = await signIn(idp, 'rep');
    const url = logoutUrl({
      id_token_hint: defined(tokens.id_token),
      post_logout_redirect_uri: idp.postLogoutRedirectUri,
      state: 'again',
    });
    expect((await jar.fetch(url)).status).toBe(303);

    expectBackAtPortal(await jar.fetch(url), jar, 'again');
  });

  test('an unregistered post_logout_redirect_uri is refused', async () => {
    const { jar, tokens } = await signIn(idp, 'dealer');
    const url = logoutUrl({
      id_token_hint: defined(tokens.id_token),
      post_logout_redirect_uri: 'http://attacker.example/',
    });
    const response = await jar.fetch(url, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  test('without a hint it asks, with a plain button and no script', async () => {
    const { jar } = await signIn(idp, 'dealer');
    const response = await jar.fetch(idp.url('/protocol/openid-connect/logout'), {
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(
      '<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>',
    );
    expect(page).not.toContain('<script');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");

    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    const confirmed = await jar.fetch(defined(action), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: defined(xsrf), logout: 'yes' }).toString(),
    });
    expect(confirmed.status).toBe(303);
    expect(jar.has('idp_session')).toBe(false);
  });
});

describe('CORS', () => {
  test('the token endpoint allows the portal’s origin, for the portal only', async () => {
    const refresh = (refreshToken: string, origin: string) =>
      tokenRequest(
        idp,
        { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: PORTAL_CLIENT_ID },
        { origin },
      );
    const { tokens } = await signIn(idp, 'dealer');

    const refused = await refresh(defined(tokens.refresh_token), 'http://attacker.example');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();

    const allowed = await refresh(defined(tokens.refresh_token), idp.origin);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(idp.origin);

    // The partner credential belongs on a server: no browser origin may use it.
    const fromBrowser = await clientCredentials({}, { origin: idp.origin });
    expect(fromBrowser.status).toBe(400);
    expect(fromBrowser.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('userinfo and certs answer the portal’s origin', async () => {
    const certs = await fetch(idp.url('/protocol/openid-connect/certs'), {
      headers: { origin: idp.origin },
    });
    expect(certs.headers.get('access-control-allow-origin')).toBe(idp.origin);

    const { tokens } = await signIn(idp, 'dealer');
    const userinfo = await fetch(idp.url('/protocol/openid-connect/userinfo'), {
      headers: { origin: idp.origin, authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.headers.get('access-control-allow-origin')).toBe(idp.origin);

    const foreign = await fetch(idp.url('/protocol/openid-connect/userinfo'), {
      headers: {
        origin: 'http://attacker.example',
        authorization: `Bearer ${tokens.access_token}`,
      },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('behind a TLS-terminating proxy', () => {
  test('URLs name the public https origin and cookies are Secure', async () => {
    const publicOrigin = 'https://portal.example.com';
    const behindProxy = await startIdentityProvider({
      dataDir: join(dataDir, 'behind-proxy'),
      publicOrigin,
    });
    try {
      const discoveryResponse = await fetch(behindProxy.url('/.well-known/openid-configuration'));
      const discovery = (await discoveryResponse.json()) as Record<string, unknown>;
      expect(discovery.issuer).toBe(`${publicOrigin}/auth/realms/dealer`);
      expect(discovery.token_endpoint).toBe(
        `${publicOrigin}/auth/realms/dealer/protocol/openid-connect/token`,
      );

      const { challenge } = pkcePair();
      const response = await fetch(
        authorizationUrl(behindProxy, { code_challenge: challenge, code_challenge_method: 'S256' }),
        { redirect: 'manual' },
      );
      expect(response.status).toBe(303);
      // oidc-provider's own answers and the sign-in page carry HSTS and COOP under https.
      const interaction = new URL(defined(response.headers.get('location')), publicOrigin);
      const cookie = response.headers
        .getSetCookie()
        .map((setCookie) => setCookie.split(';')[0])
        .join('; ');
      const loginPage = await fetch(`${behindProxy.origin}${interaction.pathname}`, {
        headers: { cookie },
      });
      expect(loginPage.status).toBe(200);
      for (const answer of [discoveryResponse, response, loginPage]) {
        expect(answer.headers.get('strict-transport-security')).toBe(
          'max-age=31536000; includeSubDomains',
        );
        expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      }
      const cookies = response.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/; secure/i);
        expect(cookie).toMatch(/; path=\/auth\/realms\/dealer/);
        expect(cookie).toMatch(/; httponly/i);
      }
    } finally {
      await behindProxy.close();
    }
  });
});
