import Fastify, { type FastifyInstance } from 'fastify';
import type { CryptoKey, JWTVerifyGetKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer } from '..';
import {
  CSRF_HEADER,
  OFFER_NOT_FOUND,
  OFFER_PAGE_SIZE,
  type Offer,
  type OfferList,
} from '../../../domain/contract';
import { PATHS } from '../../../domain/topology';
import type { TestDatabase } from '../../database/test-database';
import {
  testSigningKey,
  signUserToken,
  TEST_AUDIENCE as AUDIENCE,
} from '../../http/test-signing-key';
import { openPortalTestDatabase } from '../../portal-schema/test-portal-database';
import type { PartnerApiClient } from '../partner-api-client';
import { createUserTokenVerifier as createUserTokenVerifierFromKeys } from '../user-token-verifier';
import { createOfferRepository } from './offer-repository';
import { createChangeFeed } from '../live/change-feed';
import { APPLICATION_BODY, offerContent, type Customer } from './test-offer';
import { answeringRegisters } from '../registers/test-registers';

const ISSUER = 'http://localhost:3000/auth/realms/dealer';

/** Applications the service at the network edge created: each one is 7. */
const created: unknown[] = [];

/** The financing service at the network edge: application 7 is 1001's, 8 is 1003's. */
const service: PartnerApiClient = {
  send(request) {
    if (request.method === 'POST' && request.path === '/application') {
      created.push(request.body);
      const body = JSON.stringify({ applicationId: 7, salesPersonId: 1001 });
      return Promise.resolve({ status: 201, contentType: 'application/json', body });
    }
    const id = Number(request.path.split('/').at(-1));
    if (id !== 7 && id !== 8) {
      return Promise.resolve({ status: 404, contentType: 'application/problem+json', body: '{}' });
    }
    const body = JSON.stringify({ applicationId: id, salesPersonId: id === 7 ? 1001 : 1003 });
    return Promise.resolve({ status: 200, contentType: 'application/json', body });
  },
  receive: () => Promise.reject(new Error('Saved offers fetch no files')),
};

describe('saved offers at /api/offer', () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let privateKey: CryptoKey;

  beforeAll(async () => {
    testDatabase = await openPortalTestDatabase();
    const provider = await testSigningKey();
    privateKey = provider.privateKey;
    app = Fastify();
    await app.register(portalServer, {
      prefix: PATHS.portalApi,
      verifyUser: createUserTokenVerifier(provider.keySet),
      partnerApi: service,
      dealerName: 'Nordvik Motor AS',
      offers: createOfferRepository(testDatabase.database, testDatabase.portalSchema),
      requestsUnderWay: 32,
      liveChanges: createChangeFeed({ capacity: 5 }),
      registers: answeringRegisters(),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDatabase.drop();
  });

  function createUserTokenVerifier(keys: JWTVerifyGetKey) {
    return createUserTokenVerifierFromKeys({
      issuer: ISSUER,
      audience: AUDIENCE,
      discoveryUrl: ISSUER,
      keys,
    });
  }

  type User = 'dealer' | 'rep' | 'manager';
  const USERS: Record<User, { salespersonId: number; roles: string[] }> = {
    dealer: { salespersonId: 1001, roles: ['staff'] },
    rep: { salespersonId: 1003, roles: ['staff'] },
    manager: { salespersonId: 1002, roles: ['staff', 'manager'] },
  };

  async function call(
    user: User,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    const { salespersonId, roles } = USERS[user];
    const token = await signUserToken({
      key: privateKey,
      claims: {
        typ: 'Bearer',
        preferred_username: user,
        realm_access: { roles },
        salesperson_id: salespersonId,
      },
      subject: `user-${user}`,
      issuer: ISSUER,
      expiresAt: '5m',
    });
    return app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}`, [CSRF_HEADER.name]: CSRF_HEADER.value },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  const create = async (user: User, customer: Customer) => {
    const response = await call(user, 'POST', '/offer', { content: offerContent(customer) });
    expect(response.statusCode).toBe(201);
    return response.json<Offer>();
  };

  it('sends an offer once: sent again, its first application; then it no longer changes', async () => {
    const offer = await create('dealer', { firstName: 'Ola', lastName: 'Nordmann' });
    const application = APPLICATION_BODY;
    const path = `/offer/${offer.offerId}/application`;
    const before = created.length;
    const first = await call('dealer', 'POST', path, application);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ applicationId: 7 });
    expect((await call('dealer', 'GET', `/offer/${offer.offerId}`)).json()).toMatchObject({
      status: 'application',
      applicationId: 7,
    });

    const again = await call('dealer', 'POST', path, application);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ applicationId: 7 });
    expect(created.length).toBe(before + 1);

    const edit = await call('dealer', 'PUT', `/offer/${offer.offerId}`, {
      version: offer.version,
      content: offer.content,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ detail: /sent as an application.*application 7/ });
    // A PDF made of it afterwards does not undo what it became.
    const marked = await call('dealer', 'POST', `/offer/${offer.offerId}/status`, {
      status: 'givenToCustomer',
    });
    expect(marked.json()).toMatchObject({ status: 'application', applicationId: 7 });
  });

  it('sends an offer sent from two tabs at the same instant once, answering both with it', async () => {
    const offer = await create('dealer', { firstName: 'Kari', lastName: 'Samtidig' });
    const path = `/offer/${offer.offerId}/application`;
    const before = created.length;
    const answers = await Promise.all([
      call('dealer', 'POST', path, APPLICATION_BODY),
      call('dealer', 'POST', path, APPLICATION_BODY),
    ]);
    expect(answers.map((answer) => answer.json<{ applicationId: number }>().applicationId)).toEqual(
      [7, 7],
    );
    expect(created.length).toBe(before + 1);
  });

  it('keeps the figures the page calculated, copies them, and refuses figures that cannot be', async () => {
    const figures = { financedAmount: 300_000, termAmount: 5_926.53 };
    const response = await call('dealer', 'POST', '/offer', {
      content: offerContent({ name: 'Tor Tall' }),
      figures,
    });
    expect(response.statusCode).toBe(201);
    const offer = response.json<Offer>();
    expect(offer).toMatchObject(figures);

    const copy = await call('dealer', 'POST', `/offer/${offer.offerId}/copy`);
    expect(copy.json()).toMatchObject(figures);

    // A page that does not send figures (one loaded before they were kept) saves none.
    const saved = await call('dealer', 'PUT', `/offer/${offer.offerId}`, {
      version: offer.version,
      content: offer.content,
    });
    expect(saved.json()).toMatchObject({ financedAmount: null, termAmount: null });

    for (const wrong of [
      { financedAmount: -1, termAmount: 100 },
      { financedAmount: 100 },
      { financedAmount: 100, termAmount: '5 926,53' },
      { financedAmount: 100, termAmount: 20_000_000_000 },
    ]) {
      const refused = await call('dealer', 'POST', '/offer', {
        content: offerContent(),
        figures: wrong,
      });
      expect(refused.statusCode).toBe(400);
    }
  });

  it("finds an offer by the customer's name given for the PDF, before any applicant", async () => {
    const offer = await create('dealer', { name: 'Kari Fjeld', make: 'Skoda' });
    expect(offer.customerName).toBe('Kari Fjeld');
    const found = (await call('dealer', 'GET', '/offer?search=fjeld')).json<OfferList>();
    expect(found.offers.map((each) => each.offerId)).toContain(offer.offerId);
  });

  it('saves an offer, lists it newest first and finds it by name, make, model or plate', async () => {
    const first = await create('dealer', {
      firstName: 'Kari',
      lastName: 'Hansen',
      make: 'Volvo',
      model: 'XC60',
      registrationNumber: 'ab 12345',
    });
    const second = await create('dealer', { firstName: 'Per', lastName: 'Olsen', make: 'Tesla' });
    expect(first).toMatchObject({
      version: 1,
      status: 'draft',
      applicationId: null,
      salesPersonId: 1001,
      customerName: 'Kari Hansen',
      makeModel: 'Volvo XC60',
      registrationNumber: 'AB12345',
    });

    const listed = (await call('dealer', 'GET', '/offer')).json<OfferList>();
    const ids = listed.offers.map((offer) => offer.offerId);
    expect(ids.indexOf(second.offerId)).toBeLessThan(ids.indexOf(first.offerId));
    expect(listed).toMatchObject({ page: 1, pageSize: OFFER_PAGE_SIZE });

    for (const search of ['hansen', 'xc60', 'volvo xc', 'AB 123', 'ab12345']) {
      const found = (
        await call('dealer', 'GET', `/offer?search=${encodeURIComponent(search)}`)
      ).json<OfferList>();
      expect(
        found.offers.map((offer) => offer.offerId),
        search,
      ).toEqual([first.offerId]);
    }
    const literal = await call('dealer', 'GET', `/offer?search=${encodeURIComponent('%')}`);
    expect(literal.json<OfferList>().total).toBe(0);
  });

  it('keeps the applicant’s identity number out of an offer', async () => {
    const withNumber = offerContent({ firstName: 'Ola' });
    const response = await call('dealer', 'POST', '/offer', {
      content: {
        ...withNumber,
        applicant: { ...withNumber.applicant, nationalIdentityNumber: '15076500565' },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toContain('15076500565');
    const { rows } = await testDatabase.database.query(
      `SELECT content::text AS content FROM ${testDatabase.portalSchema}.offer`,
    );
    expect(JSON.stringify(rows)).not.toContain('15076500565');
  });

  it('saves from the version it started at, and answers a stale version 409', async () => {
    const offer = await create('dealer', { firstName: 'Tor', make: 'Audi' });
    const firstTab = await call('dealer', 'PUT', `/offer/${offer.offerId}`, {
      version: 1,
      content: offerContent({ firstName: 'Tor', make: 'Audi', model: 'Q4' }),
    });
    expect(firstTab.statusCode).toBe(200);
    expect(firstTab.json<Offer>()).toMatchObject({ version: 2, makeModel: 'Audi Q4' });

    const secondTab = await call('dealer', 'PUT', `/offer/${offer.offerId}`, {
      version: 1,
      content: offerContent({ firstName: 'Tor', make: 'Audi', model: 'e-tron' }),
    });
    expect(secondTab.statusCode).toBe(409);
    expect(secondTab.json<{ detail: string }>().detail).toMatch(
      /saved elsewhere.*version 1.*version 2/,
    );
    // Nothing saved is lost: the first tab's save stands.
    const stored = (await call('dealer', 'GET', `/offer/${offer.offerId}`)).json<Offer>();
    expect(stored).toMatchObject({ version: 2, makeModel: 'Audi Q4' });
  });

  it('hides an offer from another salesperson (404), not from a manager', async () => {
    const offer = await create('dealer', { firstName: 'Siri', lastName: 'Private' });
    const url = `/offer/${offer.offerId}`;
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['PUT', url, { version: 1, content: offerContent() }],
      ['DELETE', url, undefined],
      ['POST', `${url}/copy`, undefined],
      ['POST', `${url}/status`, { status: 'givenToCustomer' }],
    ] as const) {
      const response = await call('rep', method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json<{ detail: string }>().detail).toBe(OFFER_NOT_FOUND);
    }
    const repList = (await call('rep', 'GET', '/offer?search=Siri')).json<OfferList>();
    expect(repList.total).toBe(0);
    expect((await call('rep', 'GET', '/offer?salesPersonId=1001')).statusCode).toBe(403);

    expect((await call('manager', 'GET', url)).statusCode).toBe(200);
    const managerList = await call('manager', 'GET', '/offer?salesPersonId=1001&search=Siri');
    expect(managerList.json<OfferList>().offers.map((o) => o.offerId)).toEqual([offer.offerId]);
    // The manager's own list is theirs, not everyone's.
    expect((await call('manager', 'GET', '/offer?search=Siri')).json<OfferList>().total).toBe(0);
  });

  it('copies an offer into a new draft of the user’s own', async () => {
    const offer = await create('dealer', { firstName: 'Eva', make: 'Skoda' });
    const copy = await call('dealer', 'POST', `/offer/${offer.offerId}/copy`);
    expect(copy.statusCode).toBe(201);
    const copied = copy.json<Offer>();
    expect(copied.offerId).not.toBe(offer.offerId);
    expect(copied).toMatchObject({ version: 1, status: 'draft', customerName: 'Eva' });
    expect(copied.content).toEqual(offer.content);
  });

  it('deletes an offer with a way back', async () => {
    const offer = await create('dealer', { firstName: 'Undo', lastName: 'Me' });
    const url = `/offer/${offer.offerId}`;
    expect((await call('rep', 'POST', `${url}/restore`)).statusCode).toBe(404);
    expect((await call('dealer', 'DELETE', url)).statusCode).toBe(204);
    expect((await call('dealer', 'GET', url)).statusCode).toBe(404);
    expect((await call('dealer', 'GET', '/offer?search=Undo')).json<OfferList>().total).toBe(0);
    expect((await call('rep', 'POST', `${url}/restore`)).statusCode).toBe(404);
    const restored = await call('dealer', 'POST', `${url}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Offer>().content).toEqual(offer.content);
    expect((await call('dealer', 'GET', '/offer?search=Undo')).json<OfferList>().total).toBe(1);
  });

  it('marks an offer given to the customer, then the application it became', async () => {
    const offer = await create('dealer', { firstName: 'Mark' });
    const url = `/offer/${offer.offerId}/status`;
    const given = await call('dealer', 'POST', url, { status: 'givenToCustomer' });
    expect(given.json<Offer>()).toMatchObject({ status: 'givenToCustomer', version: 1 });

    const othersApplication = await call('dealer', 'POST', url, {
      status: 'application',
      applicationId: 8,
    });
    expect(othersApplication.statusCode).toBe(422);
    expect(
      (await call('dealer', 'POST', url, { status: 'application', applicationId: 99 })).statusCode,
    ).toBe(422);

    const became = await call('dealer', 'POST', url, { status: 'application', applicationId: 7 });
    expect(became.json<Offer>()).toMatchObject({ status: 'application', applicationId: 7 });
  });

  it('pages the list, 20 at a time', async () => {
    for (let index = 0; index < OFFER_PAGE_SIZE + 1; index += 1) {
      await create('manager', { firstName: 'Paged', lastName: String(index) });
    }
    const second = (await call('manager', 'GET', '/offer?search=Paged&page=2')).json<OfferList>();
    expect(second).toMatchObject({ page: 2, total: OFFER_PAGE_SIZE + 1 });
    expect(second.offers.map((offer) => offer.customerName)).toEqual(['Paged 0']);
  });

  it('refuses bad input with 400 and a message naming the field', async () => {
    const cases: [string, Awaited<ReturnType<typeof call>>, string][] = [
      ['an id that is no offer id', await call('dealer', 'GET', '/offer/42'), 'offerId'],
      ['a page of 0', await call('dealer', 'GET', '/offer?page=0'), 'page'],
      [
        'a save without version',
        await call('dealer', 'PUT', '/offer/7c9e6679-7425-40de-944b-e07fc1f90ae7', {
          content: offerContent(),
        }),
        'version',
      ],
      [
        'an unknown loan type',
        await call('dealer', 'POST', '/offer', {
          content: {
            ...offerContent(),
            values: {
              ...offerContent().values,
              financial: { ...offerContent().values.financial, loanType: 'Barter' },
            },
          },
        }),
        'content.values.financial.loanType',
      ],
      [
        'a name of 10 000 characters',
        await call('dealer', 'POST', '/offer', {
          content: {
            ...offerContent(),
            applicant: { ...offerContent().applicant, lastName: 'x'.repeat(1e4) },
          },
        }),
        'content.applicant.lastName',
      ],
      [
        'a status of no kind',
        await call('dealer', 'POST', '/offer/7c9e6679-7425-40de-944b-e07fc1f90ae7/status', {
          status: 'sold',
        }),
        'status',
      ],
    ];
    for (const [name, response, path] of cases) {
      expect(response.statusCode, name).toBe(400);
      const problem = response.json<{ errors: { path: string; message: string }[] }>();
      expect(
        problem.errors.map((error) => error.path),
        name,
      ).toContain(path);
    }
    expect(
      (await call('dealer', 'GET', '/offer/7c9e6679-7425-40de-944b-e07fc1f90ae7')).statusCode,
    ).toBe(404);
  });
});
