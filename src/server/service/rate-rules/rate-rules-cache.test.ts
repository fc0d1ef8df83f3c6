import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalculationResponseSchema,
  CampaignSearchResponseSchema,
  FundingInterestSearchResponseSchema,
} from '../../../domain/contract';
import type { Database } from '../../database';
import type { TestDatabase } from '../../database/test-database';
import { givenCampaign, givenFundingInterest } from '../test-support/rate-rules';
import { electricCarRequest } from '../test-support/requests';
import { openServiceTestDatabase } from '../test-support/service-test-database';
import { buildTestService, call, jsonOf } from '../test-support/test-service';

/**
 * Campaigns and funding interests are held in memory; these tests show a search never answers
 * from an outdated copy: a change shows at the next request, and a validity window opens and
 * closes at the request's own instant.
 */

const WINDOW = {
  startDate: '2025-06-10T12:00:00.000Z',
  finishDate: '2025-06-20T12:00:00.000Z',
};
const at = (iso: string, offsetMs = 0) => new Date(Date.parse(iso) + offsetMs);

let testDatabase: TestDatabase;
let database: Database;
let app: FastifyInstance;
/** The service's clock: a request without a delivery date selects at this instant. */
let clock = at(WINDOW.startDate);

beforeAll(async () => {
  testDatabase = await openServiceTestDatabase();
  database = testDatabase.database;
  app = await buildTestService(database, { now: () => clock });
});
afterAll(async () => {
  await app.close();
  await testDatabase.drop();
});

/** The request selects at the service's clock. */
const request = () => ({ calculationRequest: electricCarRequest({ deliveryDate: undefined }) });

async function campaignIds(): Promise<number[]> {
  const response = await call(app, 'POST', '/campaign/search', request());
  return jsonOf(response, CampaignSearchResponseSchema).campaigns.map((each) => each.campaignId);
}

async function fundingInterestIds(): Promise<number[]> {
  const response = await call(app, 'POST', '/funding-interest/search', request());
  return jsonOf(response, FundingInterestSearchResponseSchema).fundingInterests.map(
    (each) => each.fundingInterestId,
  );
}

describe('campaigns and funding interests held in memory', () => {
  it('shows a campaign added after a search at the next search, and calculates with it', async () => {
    clock = at('2025-06-15T00:00:00.000Z');
    const before = await campaignIds();
    const id = await givenCampaign(database, { window: WINDOW, rate: 1.7 });
    expect(await campaignIds()).toEqual([...before, id]);

    const response = await call(app, 'POST', '/calculation', {
      calculationRequest: { ...request().calculationRequest, campaignId: id },
    });
    expect(jsonOf(response, CalculationResponseSchema).calculation.nominalInterestRate).toBe(1.7);
  });

  it('shows a funding interest added after a search at the next search', async () => {
    clock = at('2025-06-15T00:00:00.000Z');
    const before = await fundingInterestIds();
    const id = await givenFundingInterest(database, { window: WINDOW });
    expect(await fundingInterestIds()).toEqual([...before, id]);
  });

  it('opens and closes a validity window at the request instant, to the millisecond', async () => {
    const id = await givenCampaign(database, { window: WINDOW });
    const fundingId = await givenFundingInterest(database, { window: WINDOW });
    const seen = async () => ({
      campaign: (await campaignIds()).includes(id),
      fundingInterest: (await fundingInterestIds()).includes(fundingId),
    });
    const both = (value: boolean) => ({ campaign: value, fundingInterest: value });

    clock = at(WINDOW.startDate, -1);
    expect(await seen()).toEqual(both(false));
    clock = at(WINDOW.startDate);
    expect(await seen()).toEqual(both(true));
    clock = at(WINDOW.finishDate);
    expect(await seen()).toEqual(both(true));
    clock = at(WINDOW.finishDate, 1);
    expect(await seen()).toEqual(both(false));
  });

  it('refuses a calculation with a campaign whose window closed a millisecond before', async () => {
    const id = await givenCampaign(database, { window: WINDOW });
    clock = at(WINDOW.finishDate, 1);
    const response = await call(app, 'POST', '/calculation', {
      calculationRequest: { ...request().calculationRequest, campaignId: id },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a second instance on the same PostgreSQL', () => {
  it("shows the other instance's new campaign once its commit is announced", async () => {
    clock = at('2025-06-15T00:00:00.000Z');
    const before = await campaignIds();
    const other = await testDatabase.reopen();
    try {
      const id = await givenCampaign(other, { window: WINDOW });
      // The announcement travels through the server; it takes milliseconds.
      await expect.poll(campaignIds, { timeout: 5_000, interval: 20 }).toEqual([...before, id]);
    } finally {
      await other.close();
    }
  });
});
