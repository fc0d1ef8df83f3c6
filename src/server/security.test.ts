import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_NOT_FOUND, CSRF_HEADER, ProblemSchema } from '../domain/contract';
import { consentGiven, EXAMPLE_HOUSEHOLD } from '../domain/contract/example-requests';
import { PATHS } from '../domain/topology';
import { openTestDatabase } from './database/test-database';
import {
  CookieJar,
  defined,
  locationOf,
  openLoginPage,
  PORTAL_CLIENT_ID,
  submitLogin,
  tokenRequest,
  type TokenResponse,
} from './idp/test-support';
import { parseRawResponse, rawExchange } from './http/raw-http-client';
import { serializeError } from './logging';
import {
  openEventStream,
  startSystem,
  usedCarLoan,
  type RunningSystem,
} from './test-support/system';

const IDENTITY_NUMBER = '15038541215';
const APPLICANT = { firstName: 'Kari', lastName: 'Nordmann-Testesen' };

const applicationBody = {
  calculationRequest: usedCarLoan.calculationRequest,
  applicant: {
    ...APPLICANT,
    email: 'kari.nordmann@example.com',
    phone: '+47 912 34 567',
    nationalIdentityNumber: IDENTITY_NUMBER,
    ...EXAMPLE_HOUSEHOLD,
    consent: consentGiven(),
  },
};

/** Everything the server logs, as one text to search. */
function logCollector() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

interface Session {
  jar: CookieJar;
  tokens: TokenResponse;
  code: string;
  state: string;
}

/** Sign-in as the browser does it, the portal's callback page included. */
async function signInThroughPortal(system: RunningSystem, username: string): Promise<Session> {
  const { provider } = system;
  const { jar, verifier, loginPage } = await openLoginPage(provider);
  const loggedIn = await submitLogin(provider, jar, await loginPage.text(), {
    username,
    password: 'demo',
  });
  const resumed = await jar.fetch(locationOf(loggedIn, provider.origin).href);
  const callback = locationOf(resumed, provider.origin);
  await fetch(callback.href, { headers: { accept: 'text/html' } });
  const code = defined(callback.searchParams.get('code'));
  const token = await tokenRequest(provider, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: provider.redirectUri,
    client_id: PORTAL_CLIENT_ID,
    code_verifier: verifier,
  });
  const tokens = (await token.json()) as TokenResponse;
  return { jar, tokens, code, state: defined(callback.searchParams.get('state')) };
}

const api = (system: RunningSystem, session: Session, path: string, body?: unknown) =>
  fetch(`${system.origin}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${session.tokens.access_token}`,
      [CSRF_HEADER.name]: CSRF_HEADER.value,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('the whole system, as a shared showroom computer needs it', () => {
  const log = logCollector();
  let system: RunningSystem;

  beforeAll(async () => {
    system = await startSystem({ LOG_LEVEL: 'debug' }, log.stream);
  }, 120_000);
  afterAll(() => system.close());

  it('leaves no token, code, password, identity number or name in the log', async () => {
    const session = await signInThroughPortal(system, 'dealer');
    expect((await api(system, session, '/calculation', applicationBody)).status).toBe(200);
    const created = await api(system, session, '/application', applicationBody);
    expect(created.status).toBe(201);
    const { applicationId } = (await created.json()) as { applicationId: number };
    expect((await api(system, session, `/application/${applicationId}`)).status).toBe(200);
    // Searches by a customer's name and a registration number: their values stay out too.
    const search = new URLSearchParams({
      customerName: APPLICANT.lastName,
      registrationNumber: 'ZX 4711',
    });
    expect((await api(system, session, `/application?${search.toString()}`)).status).toBe(200);
    const refreshed = await tokenRequest(system.provider, {
      grant_type: 'refresh_token',
      refresh_token: defined(session.tokens.refresh_token),
      client_id: PORTAL_CLIENT_ID,
    });
    expect(refreshed.status).toBe(200);

    const signOut = new URL(system.provider.url('/protocol/openid-connect/logout'));
    signOut.searchParams.set('id_token_hint', defined(session.tokens.id_token));
    signOut.searchParams.set('post_logout_redirect_uri', system.provider.postLogoutRedirectUri);
    signOut.searchParams.set('state', 'sign-out-state-4711');
    expect((await session.jar.fetch(signOut.href)).status).toBe(303);

    const text = log.text();
    expect(text).toContain('incoming request'); // the log was captured
    const secrets = {
      accessToken: session.tokens.access_token,
      refreshToken: defined(session.tokens.refresh_token),
      idToken: defined(session.tokens.id_token),
      code: session.code,
      state: session.state,
      signOutState: 'sign-out-state-4711',
      password: '"demo"',
      identityNumber: IDENTITY_NUMBER,
      firstName: APPLICANT.firstName,
      lastName: APPLICANT.lastName,
      email: 'kari.nordmann@example.com',
      registrationNumber: 'ZX+4711',
      bearer: 'Bearer ',
      cookie: 'idp_session=',
    };
    const found = Object.entries(secrets)
      .filter(([, secret]) => text.includes(secret))
      .map(([name]) => name);
    expect(found).toEqual([]);
  });

  it('ties a portal call, the service call it makes and their log lines to one correlation id, never a client’s', async () => {
    const session = await signInThroughPortal(system, 'dealer');
    const calculate = () =>
      session.jar.fetch(`${system.origin}/api/calculation`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${session.tokens.access_token}`,
          [CSRF_HEADER.name]: CSRF_HEADER.value,
          'content-type': 'application/json',
          'x-request-id': 'desk-7-offer-42',
        },
        body: JSON.stringify(usedCarLoan),
      });
    // The service takes the id of a caller whose key has proved itself from its address.
    expect((await calculate()).status).toBe(200);
    const response = await calculate();
    expect(response.status).toBe(200);
    // A client does not choose the id ops search the logs by (no TRUST_PROXY): the portal does.
    const correlationId = defined(response.headers.get('x-request-id'));
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = log
      .text()
      .split('\n')
      .filter((line) => line.includes(`"correlationId":"${correlationId}"`))
      .map((line) => JSON.parse(line) as { reqId: number; req?: { url: string } });
    const incoming = lines.filter((line) => line.req !== undefined);
    expect(incoming.map((line) => line.req?.url)).toEqual([
      '/api/calculation',
      '/partner-api/calculation',
    ]);
    // Each request keeps a number of its own, for the lines that name no URL.
    expect(new Set(incoming.map((line) => line.reqId)).size).toBe(2);
    expect(new Set(lines.map((line) => line.reqId))).toEqual(
      new Set(incoming.map((line) => line.reqId)),
    );
  });

  it('shows identity numbers masked, and answers another’s application like a missing one', async () => {
    const rep = await signInThroughPortal(system, 'rep');
    const created = await api(system, rep, '/application', applicationBody);
    expect(created.status).toBe(201);
    const application = (await created.json()) as {
      applicationId: number;
      applicant: { nationalIdentityNumber: string };
    };
    expect(application.applicant.nationalIdentityNumber).toBe('150385*****');
    const opened = await api(system, rep, `/application/${application.applicationId}`);
    expect(await opened.text()).not.toMatch(/\d{11}/);

    const dealer = await signInThroughPortal(system, 'dealer');
    const others = await api(system, dealer, `/application/${application.applicationId}`);
    const missing = await api(system, dealer, '/application/2147483000');
    const bodyOf = async (response: Response) => {
      const { correlationId: _ignored, ...body } = (await response.json()) as Record<
        string,
        unknown
      >;
      return body;
    };
    expect(others.status).toBe(404);
    expect(missing.status).toBe(404);
    const otherBody = await bodyOf(others);
    expect(otherBody).toEqual(await bodyOf(missing));
    expect(otherBody).toMatchObject({ detail: APPLICATION_NOT_FOUND });
  });
});

describe('DATA_DIR', () => {
  it('is its owner’s alone, with an external identity provider too', async () => {
    const system = await startSystem({
      OIDC_URL: 'https://sso.bank.example/auth',
      PARTNER_API_KEY: 'a-real-key-of-the-operator',
    });
    // While it runs, no one else may even look inside; once stopped, every file is 0600.
    const runningMode = statSync(system.dataDir).mode & 0o777;
    await system.close({ keepData: true });
    try {
      expect(runningMode.toString(8)).toBe('700');
      const loose: string[] = [];
      const check = (path: string) => {
        const { mode } = statSync(path);
        if ((mode & 0o077) !== 0) loose.push(`${path} ${(mode & 0o777).toString(8)}`);
        if (statSync(path).isDirectory()) {
          for (const entry of readdirSync(path)) check(join(path, entry));
        }
      };
      check(system.dataDir);
      expect(loose).toEqual([]);
    } finally {
      await system.close();
    }
  }, 120_000);
});

describe('a database error in the log', () => {
  it('keeps its SQLSTATE and leaves out the values of the query', async () => {
    const testDatabase = await openTestDatabase({ migrations: [] });
    try {
      const error: unknown = await testDatabase.database
        .query('SELECT $1::integer AS number', [APPLICANT.lastName])
        .catch((caught: unknown) => caught);
      if (!(error instanceof Error)) throw new Error('expected the query to fail');
      const logged = JSON.stringify(serializeError(error));
      expect(logged).toContain('22P02');
      expect(logged).not.toContain(APPLICANT.lastName);
    } finally {
      await testDatabase.drop();
    }
  });
});

describe('slow and odd clients, through the whole system', () => {
  const REQUEST_TIMEOUT_SECONDS = 1;
  /** Node looks for late requests every 250 ms here; the rest is a loaded machine's slack. */
  const MARGIN_MS = 1500;
  let system: RunningSystem;
  let session: Session;
  let port: number;

  beforeAll(async () => {
    system = await startSystem({ REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS) });
    port = Number(new URL(system.origin).port);
    session = await signInThroughPortal(system, 'manager');
  }, 120_000);
  afterAll(() => system.close());

  const expectProblem = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    return ProblemSchema.parse(await response.json());
  };

  /** Headers of a POST whose 1000-byte body then comes a byte every 100 ms. */
  const slowPost = (path: string, headers: Record<string, string> = {}) =>
    [
      `POST ${path} HTTP/1.1`,
      'Host: localhost',
      'Content-Type: application/json',
      'Content-Length: 1000',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '{',
    ].join('\r\n');

  it.each([
    ['the unauthenticated webhook route', PATHS.serviceWebhooks, false],
    ['the portal server, signed in', '/api/calculation', true],
  ])(
    'cuts a body sent a byte at a time on %s within the request timeout: 408',
    async (_name, path, signedIn) => {
      const headers: Record<string, string> = signedIn
        ? {
            Authorization: `Bearer ${session.tokens.access_token}`,
            [CSRF_HEADER.name]: CSRF_HEADER.value,
          }
        : {};
      const exchange = await rawExchange(port, slowPost(path, headers), { trickleEveryMs: 100 });
      expect(exchange.gaveUp).toBe(false);
      expect(exchange.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000 + MARGIN_MS);
      const response = parseRawResponse(exchange.response);
      expect(response.status).toBe(408);
      expect(ProblemSchema.parse(JSON.parse(response.body))).toMatchObject({ status: 408 });
    },
  );

  it('keeps the event stream open well past the request timeout', async () => {
    const stream = await openEventStream(system, session.tokens.access_token);
    let closed = false;
    const onClosed = () => {
      closed = true;
    };
    stream.closed.then(onClosed, onClosed);
    // Time itself is what is tested: three request timeouts go by with nothing to send.
    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_SECONDS * 3000));
    expect((await api(system, session, '/offer')).status).toBe(200);
    expect(closed).toBe(false);
    stream.abort();
  });

  it('answers a malformed request, and a path that is no valid URL, with problem details', async () => {
    const malformed = await rawExchange(port, 'GET /api/offer HTTP/1.1\r\nBad Header\r\n\r\n');
    const answer = parseRawResponse(malformed.response);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    for (const path of ['/partner-api/application/%ff', '/api/application/%ff', '/%ff']) {
      await expectProblem(await fetch(`${system.origin}${path}`), 400);
    }
    // A JSON body to a path no part has: the server's own error, as problem details too.
    await expectProblem(
      await fetch(`${system.origin}/nowhere`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
      400,
    );
  });

  it('refuses a gzip or latin-1 body on every part, and bytes that are not UTF-8', async () => {
    const signedIn = {
      authorization: `Bearer ${session.tokens.access_token}`,
      [CSRF_HEADER.name]: CSRF_HEADER.value,
    };
    const plain = JSON.stringify(usedCarLoan);
    const gzip = { 'content-type': 'application/json', 'content-encoding': 'gzip' };
    for (const [path, headers] of [
      ['/api/calculation', signedIn],
      ['/partner-api/calculation', { authorization: 'Bearer dev-partner-api-key' }],
      [PATHS.serviceWebhooks, {}],
    ] as const) {
      for (const body of [plain, gzipSync(plain)]) {
        const response = await fetch(`${system.origin}${path}`, {
          method: 'POST',
          headers: { ...headers, ...gzip },
          body,
        });
        await expectProblem(response, 415);
      }
    }
    const latin1 = await fetch(`${system.origin}/api/calculation`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': 'application/json; charset=iso-8859-1' },
      body: plain,
    });
    await expectProblem(latin1, 415);
    const notUtf8 = await fetch(`${system.origin}/api/offer`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': 'application/json' },
      body: Buffer.from('{"content":{"customerName":"Ka\u00e5ri"}}', 'latin1'),
    });
    expect((await expectProblem(notUtf8, 400)).detail).toBe('The request body is not UTF-8 text');
  });

  it('refuses a NUL or another control character in a search, naming it, instead of a 500', async () => {
    for (const [path, parameter] of [
      ['/application?customerName=Kari%00', 'customerName'],
      ['/application?registrationNumber=EB%0012345', 'registrationNumber'],
      ['/offer?search=Ka%00ri', 'search'],
      ['/offer?search=Ka%1Bri', 'search'],
    ] as const) {
      const problem = await expectProblem(await api(system, session, path), 400);
      expect(
        problem.errors?.map((error) => error.path),
        path,
      ).toEqual([parameter]);
    }
  });

  it('refuses a NUL in the sign-in form with a 400 page, not a 500', async () => {
    const { jar, loginPage } = await openLoginPage(system.provider);
    const response = await submitLogin(system.provider, jar, await loginPage.text(), {
      username: 'dea\u0000ler',
      password: 'demo',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
