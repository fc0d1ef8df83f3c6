import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { generateKeyPair, type CryptoKey, type JWTVerifyGetKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epochSeconds } from '../http';
import { validate } from '@readme/openapi-parser';
import { portalServer } from '.';
import { calculate } from '../../domain/calculation';
import {
  APPLICATION_NOT_FOUND,
  CSRF_HEADER,
  LiveChangeSchema,
  MAX_DOCUMENT_FILE_BYTES,
  PORTAL_API,
  type LiveChange,
  NO_FIGURES,
  type ServiceDashboard,
} from '../../domain/contract';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { PATHS } from '../../domain/topology';
import type { PartnerApiClient, ServiceFile, ServiceRequest } from './partner-api-client';
import type { Role } from './portal-user';
import { createUserTokenVerifier } from './user-token-verifier';
import type { TestDatabase } from '../database/test-database';
import { testSigningKey, signUserToken, TEST_AUDIENCE as AUDIENCE } from '../http/test-signing-key';
import { openPortalTestDatabase } from '../portal-schema/test-portal-database';
import { createOfferRepository, type OfferRepository } from './offers';
import { APPLICATION_BODY } from './offers/test-offer';
import { offerContent } from './offers/test-offer';
import { createChangeFeed } from './live/change-feed';
import { answeringRegisters } from './registers/test-registers';

const ISSUER = 'http://localhost:3000/auth/realms/dealer';

let privateKey: CryptoKey;
let otherKey: CryptoKey;
let keySet: JWTVerifyGetKey;

interface TokenOptions {
  roles?: string[];
  salespersonId?: number | null;
  issuer?: string;
  audience?: string;
  expiresIn?: string | number;
  key?: CryptoKey;
  typ?: string;
}

function token(options: TokenOptions = {}): Promise<string> {
  return signUserToken({
    key: options.key ?? privateKey,
    claims: {
      typ: options.typ ?? 'Bearer',
      preferred_username: 'dealer',
      name: 'Dina Dealer',
      realm_access: { roles: options.roles ?? ['staff'] },
      ...(options.salespersonId === null ? {} : { salesperson_id: options.salespersonId ?? 1001 }),
    },
    issuer: options.issuer ?? ISSUER,
    audience: options.audience ?? AUDIENCE,
    expiresAt: options.expiresIn ?? '5m',
  });
}

/** An unsigned token (`alg: none`), as an attacker would forge one. */
function unsignedToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = epochSeconds();
  return `${encode({ alg: 'none' })}.${encode({
    sub: 'user-dealer',
    preferred_username: 'dealer',
    typ: 'Bearer',
    realm_access: { roles: ['staff', 'manager'] },
    iss: ISSUER,
    aud: AUDIENCE,
    iat: now,
    exp: now + 300,
  })}.`;
}

/** A calculation as the service answers one (the offer document is written from it). */
const SAMPLE_OUTCOME = calculate({
  object: { purchasePrice: { amount: 350_000 } },
  financialParameters: { terms: { termCount: 12, termLength: 1 }, interestRate: 6.9 },
  includePaymentPlan: true,
  deliveryDate: '2026-12-01',
});
const SAMPLE_CALCULATION = SAMPLE_OUTCOME.ok ? SAMPLE_OUTCOME.calculation : undefined;

const SAMPLE_SALESPERSON = {
  salesPersonId: 1001,
  salesPersonName: 'Dina Dealer',
  salesPersonEmail: 'dina.dealer@example.com',
  externalReferences: [],
};

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

/** Records what the portal server asks of the financing service and answers like it. */
function recordingService() {
  const calls: ServiceRequest[] = [];
  /** The service's figures of a period without applications. */
  const SAMPLE_DASHBOARD: ServiceDashboard = {
    from: '2026-11-01',
    to: '2026-11-01',
    salesPersonId: null,
    totals: NO_FIGURES,
    byStatus: [],
    byPeriod: { interval: 'day', periods: [{ start: '2026-11-01', applications: 0, volume: 0 }] },
    bySalesPerson: [],
  };
  /** What the service answers for a document's file. */
  const file: ServiceFile = {
    status: 200,
    contentType: 'application/pdf',
    contentDisposition: 'attachment; filename="application-7-IdentityDocument.pdf"',
    content: PDF,
  };
  const client: PartnerApiClient = {
    receive(request) {
      calls.push(request);
      return Promise.resolve({ ...file });
    },
    async send(request) {
      // A file relayed as it arrives is read here, as the service reads it.
      const file = request.file;
      calls.push(
        file?.content instanceof Readable
          ? { ...request, file: { ...file, content: Buffer.concat(await file.content.toArray()) } }
          : request,
      );
      const body =
        (request.path.startsWith('/application/') && request.method === 'GET') ||
        (request.path === '/application' && request.method === 'POST')
          ? JSON.stringify({
              applicationId: 7,
              salesPersonId: request.path.endsWith('/8') ? 1003 : 1001,
            })
          : request.path === '/calculation'
            ? JSON.stringify({ calculation: SAMPLE_CALCULATION })
            : request.path.startsWith('/sales-person/')
              ? JSON.stringify(SAMPLE_SALESPERSON)
              : request.path.startsWith('/dashboard?')
                ? JSON.stringify(SAMPLE_DASHBOARD)
                : '{}';
      return { status: 200, contentType: 'application/json', body };
    },
  };
  return { calls, client, file };
}

interface RouteEntry {
  method: string;
  url: string;
  role: Role | undefined;
}

/** A valid request to each route; a route missing here fails the matrix, so none escapes it. */
const VALID_REQUESTS: Record<string, { url: string; body?: unknown; contentType?: string }> = {
  'POST /api/calculation': {
    url: '/api/calculation',
    body: { calculationRequest: { object: { purchasePrice: { amount: 350000 } } } },
  },
  'POST /api/campaign/search': { url: '/api/campaign/search', body: { calculationRequest: {} } },
  'POST /api/funding-interest/search': {
    url: '/api/funding-interest/search',
    body: { calculationRequest: {} },
  },
  'POST /api/application/assessment': {
    url: '/api/application/assessment',
    body: { calculationRequest: {} },
  },
  'POST /api/application': { url: '/api/application', body: APPLICATION_BODY },
  'GET /api/application': { url: '/api/application' },
  'GET /api/application/:id': { url: '/api/application/7' },
  'PUT /api/application/:id/documents/:documentId/file': {
    url: '/api/application/7/documents/3/file',
    body: PDF,
    contentType: 'application/pdf',
  },
  'GET /api/application/:id/documents/:documentId/file': {
    url: '/api/application/7/documents/3/file',
  },
  'GET /api/sales-person': { url: '/api/sales-person' },
  'POST /api/sales-person': { url: '/api/sales-person', body: { salesPersonId: [1001] } },
  'GET /api/sales-person/:salespersonId': { url: '/api/sales-person/1001' },
  'GET /api/product': { url: '/api/product?objectType=boat' },
  'GET /api/product/:productId': { url: '/api/product/21' },
  'GET /api/events': { url: '/api/events' },
  'GET /api/dashboard': { url: '/api/dashboard?from=2026-11-01&to=2026-11-30' },
  'POST /api/offer-document': {
    url: '/api/offer-document',
    body: { calculationRequest: {}, language: 'en', customerName: 'Ola Nordmann' },
  },
  // `:offerId` is a new offer of the user's own, made for each request.
  'GET /api/offer': { url: '/api/offer?search=Hansen&page=2' },
  'POST /api/offer': { url: '/api/offer', body: { content: offerContent() } },
  'GET /api/offer/:offerId': { url: '/api/offer/:offerId' },
  'PUT /api/offer/:offerId': {
    url: '/api/offer/:offerId',
    body: { version: 1, content: offerContent() },
  },
  'DELETE /api/offer/:offerId': { url: '/api/offer/:offerId' },
  'POST /api/offer/:offerId/restore': { url: '/api/offer/:offerId/restore' },
  'POST /api/offer/:offerId/copy': { url: '/api/offer/:offerId/copy' },
  'POST /api/offer/:offerId/application': {
    url: '/api/offer/:offerId/application',
    body: APPLICATION_BODY,
  },
  'POST /api/application/:id/cancel': {
    url: '/api/application/7/cancel',
    body: { reasonCode: 'CUSTOMER_WITHDREW' },
  },
  'GET /api/application/:id/contract': { url: '/api/application/7/contract' },
  'GET /api/application/:id/contract/document': { url: '/api/application/7/contract/document' },
  'POST /api/application/:id/contract/send': {
    url: '/api/application/7/contract/send',
    body: { signingMethod: 'in-store' },
  },
  'POST /api/application/:id/delivery': {
    url: '/api/application/7/delivery',
    body: {
      deliveredAt: '2026-11-26T14:00:00+01:00',
      registrationNumber: 'EL 12345',
      chassisNumber: '5YJYGDEE1LF000001',
      odometerKm: 12,
    },
  },
  'POST /api/offer/:offerId/status': {
    url: '/api/offer/:offerId/status',
    body: { status: 'givenToCustomer' },
  },
  'GET /api/vehicle/:registrationNumber': { url: '/api/vehicle/EL%2012345' },
  'GET /api/organization/:orgnr': { url: '/api/organization/923456783' },
  'GET /api/organization': { url: '/api/organization?name=lunde' },
  'GET /api/postcode/:code': { url: '/api/postcode/0150' },
};

describe('the portal server', () => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let offers: OfferRepository;
  const routes: RouteEntry[] = [];
  const service = recordingService();
  const liveChanges = createChangeFeed({ capacity: 5 });

  beforeAll(async () => {
    ({ privateKey, keySet } = await testSigningKey());
    otherKey = (await generateKeyPair('RS256')).privateKey;

    testDatabase = await openPortalTestDatabase();
    offers = createOfferRepository(testDatabase.database, testDatabase.portalSchema);
    app = Fastify();
    app.addHook('onRoute', (route) => {
      // The API's own description is public; every other route is in the matrix.
      if (route.config?.public === true) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, role: route.config?.role });
      }
    });
    await app.register(portalServer, {
      prefix: PATHS.portalApi,
      verifyUser: createUserTokenVerifier({
        issuer: ISSUER,
        audience: AUDIENCE,
        discoveryUrl: ISSUER,
        keys: keySet,
      }),
      partnerApi: service.client,
      dealerName: 'Nordvik Motor AS',
      offers,
      requestsUnderWay: 32,
      liveChanges,
      // A stream ends at once here, so a test reads all it said.
      eventStream: { lifetimeMs: 30 },
      registers: answeringRegisters(),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await testDatabase.drop();
  });

  /** A new offer of the user's own (salesperson 1001); deleted when it is to be restored. */
  async function offerUrl(url: string): Promise<string> {
    if (!url.includes(':offerId')) return url;
    const { offerId } = await offers.create(1001, offerContent(), null);
    if (url.endsWith('/restore')) await offers.remove(offerId);
    return url.replace(':offerId', offerId);
  }

  async function call(
    entry: RouteEntry,
    authorization: string | undefined,
    { csrf = true }: { csrf?: boolean } = {},
  ) {
    const sample = VALID_REQUESTS[`${entry.method} ${entry.url}`];
    if (sample === undefined) throw new Error(`no sample request for ${entry.method} ${entry.url}`);
    return app.inject({
      method: entry.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: await offerUrl(sample.url),
      headers: {
        ...(authorization === undefined ? {} : { authorization }),
        ...(csrf ? { [CSRF_HEADER.name]: CSRF_HEADER.value } : {}),
        ...(sample.contentType === undefined ? {} : { 'content-type': sample.contentType }),
      },
      ...(sample.body === undefined ? {} : { payload: sample.body as object }),
    });
  }

  it('has a role on every route, and a sample request for each in this matrix', () => {
    expect(routes.length).toBeGreaterThanOrEqual(9);
    for (const route of routes) {
      expect(route.role, `${route.method} ${route.url}`).toBeDefined();
      expect(
        VALID_REQUESTS[`${route.method} ${route.url}`],
        `${route.method} ${route.url}`,
      ).toBeDefined();
    }
  });

  it('serves exactly the routes of the /api table, each with its role', () => {
    const served = routes.map(({ method, url, role }) => `${method} ${url} ${role ?? 'none'}`);
    const declared = Object.values(PORTAL_API).map(
      ({ method, path, role }) => `${method} ${PATHS.portalApi}${path} ${role}`,
    );
    expect(served.sort()).toEqual(declared.sort());
  });

  const roleToken = (role: Role | undefined) =>
    token({ roles: role === 'manager' ? ['staff', 'manager'] : ['staff'] });
  const tokenWithoutRole = (role: Role | undefined) =>
    token({ roles: role === 'manager' ? ['staff'] : [] });

  const unauthenticated: [string, () => Promise<string | undefined>][] = [
    ['no token', () => Promise.resolve(undefined)],
    ['a malformed header', () => Promise.resolve('Basic ZGVhbGVyOmRlbW8=')],
    ['an expired token', async () => `Bearer ${await token({ expiresIn: epochSeconds() - 60 })}`],
    ['a wrong audience', async () => `Bearer ${await token({ audience: 'account' })}`],
    [
      'a wrong issuer',
      async () => `Bearer ${await token({ issuer: 'https://evil.example/realms/dealer' })}`,
    ],
    ['a token signed by another key', async () => `Bearer ${await token({ key: otherKey })}`],
    ['an alg:none token', () => Promise.resolve(`Bearer ${unsignedToken()}`)],
    ['an ID token instead of an access token', async () => `Bearer ${await token({ typ: 'ID' })}`],
    [
      'a salesperson id beyond the bank’s identifiers',
      async () => `Bearer ${await token({ salespersonId: 3_000_000_000 })}`,
    ],
  ];

  describe.each(unauthenticated)('with %s', (_case, authorization) => {
    it('answers every route 401 with WWW-Authenticate and calls no service', async () => {
      for (const route of routes) {
        const before = service.calls.length;
        const response = await call(route, await authorization());
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.headers['www-authenticate']).toMatch(/^Bearer realm="dealer-portal"/);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(service.calls.length).toBe(before);
      }
    });
  });

  it('answers every route 403 to a valid user without the route’s role', async () => {
    for (const route of routes) {
      const response = await call(route, `Bearer ${await tokenWithoutRole(route.role)}`);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('answers every route 403 to staff whose token names no salesperson', async () => {
    for (const route of routes) {
      const before = service.calls.length;
      const response = await call(route, `Bearer ${await token({ salespersonId: null })}`);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(service.calls.length).toBe(before);
    }
  });

  it('answers every route 403 without the CSRF header', async () => {
    for (const route of routes) {
      const response = await call(route, `Bearer ${await roleToken(route.role)}`, { csrf: false });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json<{ detail: string }>().detail).toContain('X-Requested-With');
    }
  });

  it('forwards every route for a valid user with the role, and sets no-store', async () => {
    for (const route of routes) {
      const response = await call(route, `Bearer ${await roleToken(route.role)}`);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(300);
    }
  });

  describe('acting for the signed-in salesperson', () => {
    const send = async (url: string, body: unknown, roles = ['staff']) =>
      app.inject({
        method: 'POST',
        url,
        headers: {
          authorization: `Bearer ${await token({ roles })}`,
          [CSRF_HEADER.name]: CSRF_HEADER.value,
        },
        payload: body as object,
      });

    it('fills context and defaults salespersonId to the user’s own', async () => {
      await send('/api/calculation', {
        calculationRequest: { context: { externalSystemCode: 'SPOOFED' } },
      });
      expect(service.calls.at(-1)?.body).toEqual({
        calculationRequest: {
          salespersonId: 1001,
          context: { externalSystemCode: 'DEALER_PORTAL', externalSystemRef2: 'dealer' },
        },
      });
    });

    it('refuses a staff member making offers as someone else, and lets a manager', async () => {
      const asOther = { calculationRequest: { salespersonId: 1003 } };
      expect((await send('/api/calculation', asOther)).statusCode).toBe(403);
      expect((await send('/api/calculation', asOther, ['staff', 'manager'])).statusCode).toBe(200);
    });

    it("passes the Idempotency-Key of an application on, made the user's own", async () => {
      const sample = VALID_REQUESTS['POST /api/application'];
      await app.inject({
        method: 'POST',
        url: '/api/application',
        headers: {
          authorization: `Bearer ${await token()}`,
          [CSRF_HEADER.name]: CSRF_HEADER.value,
          'idempotency-key': 'offer-42',
        },
        payload: sample?.body as object,
      });
      expect(service.calls.at(-1)?.headers).toEqual({ 'idempotency-key': 'user-dealer:offer-42' });
    });

    it('lists a staff member’s own applications only', async () => {
      const list = async (query: string, roles = ['staff']) =>
        app.inject({
          url: `/api/application${query}`,
          headers: {
            authorization: `Bearer ${await token({ roles })}`,
            [CSRF_HEADER.name]: CSRF_HEADER.value,
          },
        });
      expect((await list('?status=Received')).statusCode).toBe(200);
      expect(service.calls.at(-1)?.path).toBe(
        '/application?salesPersonId=1001&status=Received&limit=20',
      );
      expect((await list('?salesPersonId=1003')).statusCode).toBe(403);
      expect((await list('?salesPersonId=1003', ['staff', 'manager'])).statusCode).toBe(200);
      expect(service.calls.at(-1)?.path).toBe('/application?salesPersonId=1003&limit=20');
    });

    it('passes a search on with the list’s rules, and refuses a bad one before the service', async () => {
      const list = async (query: string) =>
        app.inject({
          url: `/api/application${query}`,
          headers: {
            authorization: `Bearer ${await token()}`,
            [CSRF_HEADER.name]: CSRF_HEADER.value,
          },
        });
      const search =
        '?customerName=Nord&registrationNumber=eb%2012&createdFrom=2026-01-01&createdTo=2026-01-31';
      expect((await list(`${search}&status=Received`)).statusCode).toBe(200);
      expect(service.calls.at(-1)?.path).toBe(
        '/application?salesPersonId=1001&status=Received&customerName=Nord' +
          '&registrationNumber=eb+12&createdFrom=2026-01-01&createdTo=2026-01-31&limit=20',
      );
      expect((await list('?customerName=&registrationNumber=')).statusCode).toBe(200);
      expect(service.calls.at(-1)?.path).toBe('/application?salesPersonId=1001&limit=20');
      const before = service.calls.length;
      expect((await list('?createdFrom=2026-02-01&createdTo=2026-01-01')).statusCode).toBe(400);
      expect((await list('?createdFrom=yesterday')).statusCode).toBe(400);
      expect(service.calls.length).toBe(before);
    });

    it('passes the price list’s filter on, and refuses a filter value it does not know', async () => {
      const get = async (url: string) =>
        app.inject({
          url,
          headers: {
            authorization: `Bearer ${await token()}`,
            [CSRF_HEADER.name]: CSRF_HEADER.value,
          },
        });
      expect((await get('/api/product?objectType=boat&loanType=Serial')).statusCode).toBe(200);
      expect(service.calls.at(-1)?.path).toBe('/product?objectType=boat&loanType=Serial');
      const before = service.calls.length;
      expect((await get('/api/product?objectType=spaceship')).statusCode).toBe(400);
      expect((await get('/api/product/abc')).statusCode).toBe(400);
      expect(service.calls.length).toBe(before);
    });

    it('hides another salesperson’s application from staff, not from a manager', async () => {
      const open = async (roles: string[]) =>
        app.inject({
          url: '/api/application/8',
          headers: {
            authorization: `Bearer ${await token({ roles })}`,
            [CSRF_HEADER.name]: CSRF_HEADER.value,
          },
        });
      const asStaff = await open(['staff']);
      expect(asStaff.statusCode).toBe(404);
      expect(asStaff.json()).toMatchObject({ detail: APPLICATION_NOT_FOUND });
      expect((await open(['staff', 'manager'])).statusCode).toBe(200);
    });

    describe("a document's file", () => {
      const FILE_URL = (id: number) => `/api/application/${id}/documents/3/file`;
      const headersFor = async (roles: string[]) => ({
        authorization: `Bearer ${await token({ roles })}`,
        [CSRF_HEADER.name]: CSRF_HEADER.value,
      });
      const upload = async (id: number, roles: string[], content = PDF) =>
        app.inject({
          method: 'PUT',
          url: FILE_URL(id),
          headers: { ...(await headersFor(roles)), 'content-type': 'application/pdf' },
          payload: content,
        });
      const download = async (id: number, roles: string[]) =>
        app.inject({ url: FILE_URL(id), headers: await headersFor(roles) });

      it('goes up to the service as bytes for it to judge, for the application’s own salesperson', async () => {
        expect((await upload(7, ['staff'])).statusCode).toBe(200);
        const sent = service.calls.at(-1);
        expect(sent).toMatchObject({ method: 'PUT', path: '/application/7/documents/3/file' });
        expect(sent?.file?.contentType).toBe('application/octet-stream');
        expect(sent?.file?.content).toEqual(PDF);
      });

      it('comes down typed, named and not to be sniffed', async () => {
        const response = await download(7, ['staff']);
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload).toEqual(PDF);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          'attachment; filename="application-7-IdentityDocument.pdf"',
        );
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      });

      it('is as if it did not exist for another salesperson’s application; a manager reaches it', async () => {
        for (const response of [await upload(8, ['staff']), await download(8, ['staff'])]) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toMatchObject({ detail: APPLICATION_NOT_FOUND });
          expect(service.calls.at(-1)).toEqual({ method: 'GET', path: '/application/8' });
        }
        expect((await upload(8, ['staff', 'manager'])).statusCode).toBe(200);
        expect((await download(8, ['staff', 'manager'])).statusCode).toBe(200);
      });

      it('refuses a file over 10 MB before any service call', async () => {
        const before = service.calls.length;
        const response = await upload(7, ['staff'], Buffer.alloc(MAX_DOCUMENT_FILE_BYTES + 1));
        expect(response.statusCode).toBe(413);
        expect(response.json()).toMatchObject({
          detail: 'The file is larger than 10 MB; send a smaller scan or photo.',
        });
        expect(service.calls.length).toBe(before);
      });

      it('passes on nothing but the file types the service keeps', async () => {
        service.file.contentType = 'text/html';
        try {
          const response = await download(7, ['staff']);
          expect(response.statusCode).toBe(502);
          expect(response.headers['content-type']).toContain('application/problem+json');
        } finally {
          service.file.contentType = 'application/pdf';
        }
      });
    });

    it('refuses an invalid body with every field path, before any service call', async () => {
      const before = service.calls.length;
      const response = await send('/api/calculation', {
        calculationRequest: { object: { purchasePrice: { amount: -1 } }, customerType: 'Alien' },
      });
      expect(response.statusCode).toBe(400);
      expect(
        response.json<{ errors: { path: string }[] }>().errors.map((error) => error.path),
      ).toEqual(
        expect.arrayContaining([
          'calculationRequest.object.purchasePrice.amount',
          'calculationRequest.customerType',
        ]),
      );
      expect(service.calls.length).toBe(before);
    });
  });

  it('describes every route of the /api table in its OpenAPI document, to anyone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, { operationId }]) => `${operationId} ${method.toUpperCase()} ${path}`,
      ),
    );
    const declared = Object.entries(PORTAL_API).map(
      ([name, { method, path }]) => `${name} ${method} ${path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(described.sort()).toEqual(declared.sort());
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('answers an unknown /api path 404 to a signed-in user and 401 to anyone else', async () => {
    const headers = { [CSRF_HEADER.name]: CSRF_HEADER.value };
    expect((await app.inject({ url: '/api/nothing', headers })).statusCode).toBe(401);
    const signedIn = await app.inject({
      url: '/api/nothing',
      headers: { ...headers, authorization: `Bearer ${await token()}` },
    });
    expect(signedIn.statusCode).toBe(404);
  });

  describe('the event stream', () => {
    const change = (applicationId: number, salesPersonId: number | null): LiveChange => ({
      type: 'application.status_changed',
      applicationId,
      salesPersonId,
      status: 'Approved',
      at: '2026-11-23T10:00:00Z',
    });

    /** What one stream said before it ended, as the portal's reader parses it. */
    async function streamed(tokenOptions: TokenOptions, lastEventId?: string) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/events',
        headers: {
          authorization: `Bearer ${await token(tokenOptions)}`,
          [CSRF_HEADER.name]: CSRF_HEADER.value,
          ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/event-stream');
      const messages: EventSourceMessage[] = [];
      createParser({ onEvent: (message) => messages.push(message) }).feed(response.body);
      return messages;
    }

    const applicationIds = (messages: EventSourceMessage[]) =>
      messages
        .filter((message) => message.event === 'change')
        .map((message) => LiveChangeSchema.parse(JSON.parse(message.data)).applicationId);

    it("gives staff their own applications' changes and a manager everyone's, resuming after Last-Event-ID", async () => {
      const [ready] = await streamed({});
      expect(ready?.event).toBe('ready');
      liveChanges.publish(change(11, 1001));
      liveChanges.publish(change(12, 1003));
      liveChanges.publish(change(13, null));

      const own = await streamed({}, ready?.id);
      expect(applicationIds(own)).toEqual([11]);
      expect(own.every((message) => !message.data.includes('nationalIdentityNumber'))).toBe(true);
      const all = await streamed({ roles: ['staff', 'manager'], salespersonId: 1002 }, ready?.id);
      expect(applicationIds(all)).toEqual([11, 12, 13]);

      // Resumed from the last change it saw, a stream repeats nothing and misses nothing.
      liveChanges.publish(change(14, 1001));
      const resumed = await streamed({ roles: ['staff', 'manager'] }, all.at(-1)?.id);
      expect(applicationIds(resumed)).toEqual([14]);
      expect(resumed[0]?.id).not.toBe(all.at(-1)?.id);
    });

    it('says reset when the changes after Last-Event-ID are no longer kept, or the id is not its own', async () => {
      const [ready] = await streamed({});
      for (let id = 20; id < 27; id += 1) liveChanges.publish(change(id, 1001)); // beyond 5 kept
      const [tooLate] = await streamed({}, ready?.id);
      expect(tooLate?.event).toBe('reset');
      const [afterReset] = await streamed({}, tooLate?.id);
      expect(afterReset).toBeUndefined(); // resumed at the newest: nothing since

      const [unknown] = await streamed({}, 'a-restarted-server-1');
      expect(unknown?.event).toBe('reset');
    });

    it('streams a change published while the stream is open, to those who may see it', async () => {
      const [ready] = await streamed({});
      const open = streamed({}, ready?.id);
      const manager = streamed({ roles: ['staff', 'manager'] }, ready?.id);
      setTimeout(() => {
        liveChanges.publish(change(30, 1003));
        liveChanges.publish(change(31, 1001));
      }, 5);
      expect(applicationIds(await open)).toEqual([31]);
      expect(applicationIds(await manager)).toEqual([30, 31]);
    });
  });
});
