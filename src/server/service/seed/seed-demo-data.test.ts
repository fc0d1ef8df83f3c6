import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplicationListSchema,
  ApplicationSchema,
  CampaignSearchResponseSchema,
  ContractSchema,
  FundingInterestSearchResponseSchema,
} from '../../../domain/contract';
import type { Database } from '../../database';
import type { TestDatabase } from '../../database/test-database';
import { openServiceTestDatabase } from '../test-support/service-test-database';
import { electricCarRequest } from '../test-support/requests';
import { buildTestService, call, jsonOf } from '../test-support/test-service';
import { seedDemoData } from './seed-demo-data';

// Seeded at the real clock: the demo must work whenever it is started.
const now = new Date();
let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await openServiceTestDatabase();
  await seedDemoData(testDatabase.database, now);
});
afterAll(async () => {
  await testDatabase.drop();
});

const count = async (database: Database, table: string) =>
  (await database.query<{ count: number }>(`SELECT count(*)::integer AS count FROM ${table}`))
    .rows[0]?.count;

type TestService = Awaited<ReturnType<typeof buildTestService>>;

/** Runs `use` against the service on the seeded database, at the seed's clock; closes it after. */
async function withService(use: (app: TestService) => Promise<void>): Promise<void> {
  const app = await buildTestService(testDatabase.database, { now: () => now });
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

/** Every seeded application, as the service lists them. */
const seededApplications = async (app: TestService) =>
  jsonOf(await call(app, 'GET', '/application?limit=100'), ApplicationListSchema).applications;

describe('seedDemoData', () => {
  it('loads salespeople, rate rules and applications', async () => {
    const { database } = testDatabase;
    expect(await count(database, 'sales_person')).toBeGreaterThanOrEqual(12);
    expect(await count(database, 'campaign')).toBeGreaterThanOrEqual(10);
    expect(await count(database, 'funding_interest')).toBeGreaterThanOrEqual(10);
    expect(await count(database, 'application')).toBeGreaterThanOrEqual(5);
    const { rows } = await database.query<{ sales_person_id: number; name: string }>(
      'SELECT sales_person_id, name FROM sales_person WHERE sales_person_id <= 1003 ORDER BY 1',
    );
    expect(rows).toEqual([
      { sales_person_id: 1001, name: 'Dina Dealer' },
      { sales_person_id: 1002, name: 'Magnus Manager' },
      { sales_person_id: 1003, name: 'Rita Rep' },
    ]);
  });

  it('keeps campaigns current relative to now: some valid, one expired, one future', async () => {
    await withService(async (app) => {
      const request = electricCarRequest({ deliveryDate: undefined });
      const { campaigns } = jsonOf(
        await call(app, 'POST', '/campaign/search', { calculationRequest: request }),
        CampaignSearchResponseSchema,
      );
      const ids = campaigns.map((campaign) => campaign.campaignId);
      expect(ids).toEqual(expect.arrayContaining([101, 108, 109]));
      expect(ids).not.toContain(110);
      expect(ids).not.toContain(111);
      const { fundingInterests } = jsonOf(
        await call(app, 'POST', '/funding-interest/search', { calculationRequest: request }),
        FundingInterestSearchResponseSchema,
      );
      expect(fundingInterests.map((f) => f.fundingInterestId)).toEqual(
        expect.arrayContaining([201, 202]),
      );
    });
  });

  it('creates applications in several states, with documents and history', async () => {
    await withService(async (app) => {
      const applications = await seededApplications(app);
      expect(new Set(applications.map((a) => a.status)).size).toBeGreaterThanOrEqual(5);
      for (const summary of applications) {
        const application = jsonOf(
          await call(app, 'GET', `/application/${summary.applicationId}`),
          ApplicationSchema,
        );
        expect(application.documents.length).toBeGreaterThan(0);
        expect(application.statusHistory[0]?.status).toBe('Received');
        expect(application.statusHistory.at(-1)?.status).toBe(application.status);
        expect(Date.parse(application.createdAt)).toBeLessThan(now.getTime());
      }
    });
  });

  it('gives an application past approval the deal the deal itself makes', async () => {
    await withService(async (app) => {
      const applications = await seededApplications(app);
      const whose = (status: string) => applications.filter((a) => a.status === status);
      expect(whose('ContractSent').length).toBeGreaterThan(0);
      expect(whose('PaidOut').length).toBeGreaterThan(0);
      for (const { applicationId } of whose('ContractSent')) {
        const contract = jsonOf(
          await call(app, 'GET', `/application/${applicationId}/contract`),
          ContractSchema,
        );
        expect(contract.status).toBe('Sent');
        expect(contract.signers.length).toBeGreaterThan(0);
        for (const signer of contract.signers) expect(signer.signingUrl).toBeDefined();
      }
      for (const { applicationId } of whose('PaidOut')) {
        const application = jsonOf(
          await call(app, 'GET', `/application/${applicationId}`),
          ApplicationSchema,
        );
        expect(application.contract?.status).toBe('Signed');
        expect(application.delivery?.chassisNumber).toBeTruthy();
        expect(application.payout?.payoutAmount).toBeGreaterThan(0);
      }
    });
  });

  it('loads nothing into a database that already has data', async () => {
    const { database } = testDatabase;
    const before = await count(database, 'application');
    await seedDemoData(database, now);
    expect(await count(database, 'application')).toBe(before);
    expect(await count(database, 'sales_person')).toBe(14);

    const other = await openServiceTestDatabase();
    try {
      await other.database.query(
        "INSERT INTO sales_person (sales_person_id, name, email) VALUES (1, 'Existing', 'e@x')",
      );
      await seedDemoData(other.database, now);
      expect(await count(other.database, 'sales_person')).toBe(1);
      expect(await count(other.database, 'campaign')).toBe(0);
    } finally {
      await other.drop();
    }
  });
});
