import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInNorway } from '../../../domain/calculation/today-in-norway';
import { DashboardSchema, NO_FIGURES, type ServiceDashboard } from '../../../domain/contract';
import type { TestDatabase } from '../../database/test-database';
import { useProblemDetails } from '../../http';
import { openPortalTestDatabase } from '../../portal-schema/test-portal-database';
import { createOfferRepository } from '../offers';
import { offerContent } from '../offers/test-offer';
import type { PartnerApiClient, ServiceRequest } from '../partner-api-client';
import type { PortalUser } from '../portal-user';
import { dashboardRoute } from './dashboard-route';

const today = todayInNorway();

const figures = (salesPersonId: number | null): ServiceDashboard => {
  return {
    from: today,
    to: today,
    salesPersonId,
    totals: NO_FIGURES,
    byStatus: [],
    byPeriod: { interval: 'day', periods: [] },
    bySalesPerson: [1001, 1003]
      .filter((id) => salesPersonId === null || id === salesPersonId)
      .map((id) => ({ ...NO_FIGURES, salesPersonId: id, salesPersonName: `Salesperson ${id}` })),
  };
};

/** The financing service at the network edge: with `GET /dashboard`, or built to the spec alone. */
function serviceAtEdge(hasDashboard: boolean, asked: ServiceRequest[]): PartnerApiClient {
  return {
    send(request) {
      asked.push(request);
      if (!hasDashboard) {
        const body = JSON.stringify({ status: 404, title: 'Not Found' });
        return Promise.resolve({ status: 404, contentType: 'application/problem+json', body });
      }
      const id = new URL(request.path, 'http://service').searchParams.get('salesPersonId');
      const body = JSON.stringify(figures(id === null ? null : Number(id)));
      return Promise.resolve({ status: 200, contentType: 'application/json', body });
    },
    receive: () => Promise.reject(new Error('The dashboard fetches no files')),
  };
}

const USERS: Record<string, PortalUser> = {
  dealer: {
    subject: 'd',
    username: 'dealer',
    name: undefined,
    roles: ['staff'],
    salesPersonId: 1001,
  },
  manager: {
    subject: 'm',
    username: 'manager',
    name: undefined,
    roles: ['staff', 'manager'],
    salesPersonId: 1002,
  },
};

describe('GET /api/dashboard: the service’s figures with the offers saved here', () => {
  let testDatabase: TestDatabase;
  const apps: Record<'full' | 'strict', FastifyInstance> = {} as never;
  const asked: ServiceRequest[] = [];

  beforeAll(async () => {
    testDatabase = await openPortalTestDatabase();
    const offers = createOfferRepository(testDatabase.database, testDatabase.portalSchema);
    // Two offers of 1001's, one of 1003's, one of a manager without a salesperson; one deleted.
    for (const owner of [1001, 1001, 1003, null]) await offers.create(owner, offerContent(), null);
    const deleted = await offers.create(1001, offerContent(), null);
    await offers.remove(deleted.offerId);
    for (const [name, hasDashboard] of [
      ['full', true],
      ['strict', false],
    ] as const) {
      const app = Fastify();
      useProblemDetails(app);
      app.decorateRequest('user', undefined);
      app.addHook('onRequest', async (request) => {
        request.user = USERS[String(request.headers['x-user'])];
      });
      await app.register(dashboardRoute, {
        partnerApi: serviceAtEdge(hasDashboard, asked),
        offers,
      });
      apps[name] = app;
    }
  });
  afterAll(async () => {
    await Promise.all(Object.values(apps).map((app) => app.close()));
    await testDatabase.drop();
  });

  const get = (user: string, query: string, app: 'full' | 'strict' = 'full') =>
    apps[app].inject({ method: 'GET', url: `/dashboard?${query}`, headers: { 'x-user': user } });

  it("gives staff their own figures, with their offers, whatever they don't ask", async () => {
    const response = await get('dealer', `from=${today}&to=${today}`);
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = DashboardSchema.parse(response.json());
    expect(asked.at(-1)?.path).toBe(`/dashboard?from=${today}&to=${today}&salesPersonId=1001`);
    expect(dashboard.offers).toBe(3); // the deleted one was made all the same
    expect(dashboard.bySalesPerson).toEqual([
      expect.objectContaining({ salesPersonId: 1001, offers: 3 }),
    ]);
  });

  it("refuses staff another salesperson's figures", async () => {
    const response = await get('dealer', `from=${today}&to=${today}&salesPersonId=1003`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      detail: "Only managers can see other salespeople's figures.",
    });
  });

  it("gives a manager everyone's, or one salesperson's", async () => {
    const everyone = DashboardSchema.parse(
      (await get('manager', `from=${today}&to=${today}`)).json(),
    );
    expect(asked.at(-1)?.path).toBe(`/dashboard?from=${today}&to=${today}`);
    expect(everyone.offers).toBe(5);
    expect(everyone.bySalesPerson.map((row) => [row.salesPersonId, row.offers])).toEqual([
      [1001, 3],
      [1003, 1],
    ]);
    const one = DashboardSchema.parse(
      (await get('manager', `from=${today}&to=${today}&salesPersonId=1003`)).json(),
    );
    expect(one.offers).toBe(1);
    expect(one.salesPersonId).toBe(1003);
  });

  it('counts no offer outside the period', async () => {
    const dashboard = DashboardSchema.parse(
      (await get('manager', 'from=2020-01-01&to=2020-12-31')).json(),
    );
    expect(dashboard.offers).toBe(0);
  });

  it('says so when the service has no figures (a service built to the spec alone)', async () => {
    const response = await get('dealer', `from=${today}&to=${today}`, 'strict');
    expect(response.statusCode).toBe(501);
    expect(response.json()).toMatchObject({
      detail: 'The financing service gives no figures of applications.',
    });
  });

  it('refuses a period that is not one, naming the field, before asking the service', async () => {
    const before = asked.length;
    for (const [query, field] of [
      ['from=2024-02-30&to=2024-03-01', 'from'],
      ['from=2024-03-02&to=2024-03-01', 'to'],
      ['to=2024-03-01', 'from'],
    ] as const) {
      const response = await get('manager', query);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(`"path":"${field}"`);
    }
    expect(asked.length).toBe(before);
  });
});
