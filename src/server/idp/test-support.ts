import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { EMBEDDED_REALM_PREFIX, KEYCLOAK_PATHS, PATHS } from '../../domain/topology';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openPortalTestDatabase } from '../portal-schema/test-portal-database';
import {
  createSignInThrottle,
  identityProvider,
  type IdentityProviderOptions,
  type SignInThrottleLimits,
} from './index';

/** Test helpers: a provider on a real port, a cookie jar, and the browser's side of sign-in. */

export const PREFIX = EMBEDDED_REALM_PREFIX;
export const PORTAL_CLIENT_ID = 'dealer-portal';
export const PORTAL_AUDIENCE = 'dealer-portal';
export const PARTNER_CLIENT_ID = 'partner-portal';
export const PARTNER_CLIENT_SECRET = 'dev-partner-secret';
export const SERVICE_AUDIENCE = 'partner-api';

/** The configuration's defaults: the tests sign in far less often than that. */
export const SIGN_IN_LIMITS: SignInThrottleLimits = {
  freeFailures: 5,
  lockFailures: 10,
  windowSeconds: 900,
  lockSeconds: 900,
};

/** Where a provider is, which is all the browser's side of sign-in needs. */
export type ProviderAddress = Pick<RunningProvider, 'origin' | 'redirectUri' | 'url'>;

export interface RunningProvider {
  app: FastifyInstance;
  origin: string;
  issuer: string;
  port: number;
  redirectUri: string;
  postLogoutRedirectUri: string;
  url(path: string): string;
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Builds a Fastify app with the plugin on 127.0.0.1. The port is taken before the app is built
 * because the issuer, an option of the plugin, contains it; `port` reuses one (a restart).
 */
export async function startIdentityProvider({
  dataDir,
  port = 0,
  publicOrigin,
  overrides = {},
  signInLimits = SIGN_IN_LIMITS,
}: {
  dataDir: string;
  port?: number;
  /** Options a test sets itself, e.g. short session limits. */
  overrides?: Partial<IdentityProviderOptions>;
  /** Failed sign-ins, counted in a database of the provider's own. */
  signInLimits?: SignInThrottleLimits;
  /** The origin users see, when it is not the server's own (behind a TLS-terminating proxy). */
  publicOrigin?: string;
}): Promise<RunningProvider> {
  const testDatabase = await openPortalTestDatabase();
  const server = createServer();
  await listen(server, port);
  const actualPort = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${actualPort}`;
  const portalOrigin = publicOrigin ?? origin;
  const issuer = `${portalOrigin}${PREFIX}`;
  const redirectUri = `${portalOrigin}${PATHS.signInCallback}`;
  const postLogoutRedirectUri = `${portalOrigin}/`;

  const app = Fastify({
    logger: false,
    serverFactory: (handler) => {
      server.on('request', handler);
      return server;
    },
  });
  await app.register(identityProvider, {
    prefix: PREFIX,
    issuer,
    dataDir,
    portalClient: {
      clientId: PORTAL_CLIENT_ID,
      // The portal's two: the sign-in's redirect and a silent sign-in's hidden frame.
      redirectUris: [redirectUri, silentRedirectUriOf({ redirectUri })],
      postLogoutRedirectUris: [postLogoutRedirectUri],
    },
    portalAudience: PORTAL_AUDIENCE,
    partnerClient: { clientId: PARTNER_CLIENT_ID, clientSecret: PARTNER_CLIENT_SECRET },
    serviceAudience: SERVICE_AUDIENCE,
    signInThrottle: createSignInThrottle(
      testDatabase.database,
      testDatabase.portalSchema,
      signInLimits,
    ),
    ...overrides,
  });
  await app.ready();

  return {
    app,
    origin,
    issuer,
    port: actualPort,
    redirectUri,
    postLogoutRedirectUri,
    url: (path) => `${origin}${PREFIX}${path}`,
    async close() {
      await app.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      await testDatabase.drop();
    },
  };
}

/**
 * A provider on a data folder of its own for the tests of this file or block: started before them,
 * closed and its folder removed after. What it returns is the running provider once they run.
 */
export function useIdentityProvider(
  options: Omit<Parameters<typeof startIdentityProvider>[0], 'dataDir'> = {},
): RunningProvider {
  const running = {} as RunningProvider;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'idp-test-'));
    Object.assign(running, await startIdentityProvider({ ...options, dataDir }));
  });
  afterAll(async () => {
    await running.close();
    if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
  });
  return running;
}

/** The cookies a browser would keep for the provider (one origin, so paths are ignored). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** fetch as the browser would: cookies sent and kept, redirects left to the caller. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.header());
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  }
}

/** The portal's silent-sign-in page beside its sign-in callback, on the same origin. */
export const silentRedirectUriOf = ({
  redirectUri,
}: Pick<ProviderAddress, 'redirectUri'>): string =>
  new URL(PATHS.silentSignInCallback, redirectUri).href;

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function authorizationUrl(
  idp: ProviderAddress,
  params: Record<string, string | undefined>,
): string {
  const url = new URL(idp.url(KEYCLOAK_PATHS.authorization));
  const defaults: Record<string, string> = {
    client_id: PORTAL_CLIENT_ID,
    response_type: 'code',
    redirect_uri: idp.redirectUri,
    scope: 'openid profile email',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    // The portal asks for the language its user chose; these tests read the English pages.
    ui_locales: 'en',
  };
  for (const [name, value] of Object.entries({ ...defaults, ...params })) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.href;
}

/** The value, or a failed test when it is missing. */
export function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}`);
  return value;
}

export function locationOf(response: Response, base: string): URL {
  const location = response.headers.get('location');
  if (location === null) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(location, base);
}

export function formAction(html: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('no form on the page');
  return action.replaceAll('&amp;', '&');
}

export interface SignInStart {
  jar: CookieJar;
  verifier: string;
  loginPageUrl: string;
  loginPage: Response;
}

/** The portal's redirect to the provider, up to the sign-in page. */
export async function openLoginPage(
  idp: ProviderAddress,
  params: Record<string, string | undefined> = {},
  jar = new CookieJar(),
): Promise<SignInStart> {
  const { verifier, challenge } = pkcePair();
  const authorization = await jar.fetch(
    authorizationUrl(idp, { code_challenge: challenge, code_challenge_method: 'S256', ...params }),
  );
  if (authorization.status !== 303) {
    throw new Error(
      `authorization answered ${authorization.status}: ${await authorization.text()}`,
    );
  }
  const loginPageUrl = locationOf(authorization, idp.origin).href;
  const loginPage = await jar.fetch(loginPageUrl);
  return { jar, verifier, loginPageUrl, loginPage };
}

export async function submitLogin(
  idp: ProviderAddress,
  jar: CookieJar,
  loginHtml: string,
  credentials: Record<string, string>,
): Promise<Response> {
  return jar.fetch(new URL(formAction(loginHtml), idp.origin).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(credentials).toString(),
  });
}

export interface TokenResponse {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

export async function tokenRequest(
  idp: ProviderAddress,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(idp.url(KEYCLOAK_PATHS.token), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

export interface SignedIn {
  jar: CookieJar;
  tokens: TokenResponse;
}

/** The whole authorization-code flow with PKCE, as the portal and a browser drive it. */
export async function signIn(
  idp: ProviderAddress,
  username: string,
  password = 'demo',
  params: Record<string, string | undefined> = {},
): Promise<SignedIn> {
  const { jar, verifier, loginPage } = await openLoginPage(idp, params);
  const loggedIn = await submitLogin(idp, jar, await loginPage.text(), { username, password });
  if (loggedIn.status !== 303) throw new Error(`sign-in answered ${loggedIn.status}`);
  const resumed = await jar.fetch(locationOf(loggedIn, idp.origin).href);
  const callback = locationOf(resumed, idp.origin);
  const code = callback.searchParams.get('code');
  if (code === null) throw new Error(`no code in ${callback.href}`);

  const response = await tokenRequest(idp, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: idp.redirectUri,
    client_id: PORTAL_CLIENT_ID,
    code_verifier: verifier,
  });
  if (response.status !== 200) throw new Error(`token answered ${response.status}`);
  return { jar, tokens: (await response.json()) as TokenResponse };
}
