import { describe, expect, it } from 'vitest';
import {
  CampaignSearchResponseSchema,
  FundingInterestSearchResponseSchema,
  ManagedCampaignListSchema,
  ManagedCampaignSchema,
  ManagedFundingInterestSchema,
  type CampaignDefinition,
} from '../../../domain/contract';
import { electricCarRequest } from '../test-support/requests';
import { useServiceUnderTest } from '../test-support/seeded-service';
import {
  call,
  CAMPAIGN_ADMIN_AUTHORIZATION,
  jsonOf,
  pathsOf,
  PREFIX,
  problemOf,
  TEST_NOW,
} from '../test-support/test-service';

const service = useServiceUnderTest({ seed: false });

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
  call(service.app, method, path, payload, CAMPAIGN_ADMIN_AUTHORIZATION);

/** Valid from before the test's clock to well after it, for new electric cars only. */
const electricCarWeeks: CampaignDefinition = {
  description: 'Electric car weeks',
  documentText: 'Campaign rate 3.9 % for new electric cars.',
  descriptionExternal: 'Electric car weeks',
  descriptionPartner: 'Electric car weeks, dealers',
  startDate: '2025-06-01T00:00:00.000Z',
  finishDate: '2025-08-31T22:00:00.000Z',
  nominalInterestRate: 3.9,
  startupFee: 0,
  rules: {
    objectTypes: ['vehicle'],
    objectSubtypes: ['electric vehicle'],
    objectConditions: ['New'],
    customerTypes: [],
    vendorIds: [],
    productIds: [],
    loanTypes: [],
    minPrice: 100_000,
    maxPrice: null,
    minTermCount: null,
    maxTermCount: null,
  },
};

const campaignIdsFound = async (request = electricCarRequest()) => {
  const response = await call(service.app, 'POST', '/campaign/search', {
    calculationRequest: request,
  });
  return jsonOf(response, CampaignSearchResponseSchema).campaigns.map((each) => each.campaignId);
};

async function createCampaign(definition: CampaignDefinition = electricCarWeeks) {
  const response = await asAdmin('POST', '/campaign', definition);
  expect(response.statusCode).toBe(201);
  const campaign = jsonOf(response, ManagedCampaignSchema);
  expect(response.headers.location).toBe(`${PREFIX}/campaign/${String(campaign.campaignId)}`);
  return campaign;
}

describe('campaign management', () => {
  it('creates a campaign that searches find at once, recording who created it', async () => {
    const campaign = await createCampaign();
    expect(campaign).toMatchObject({
      description: 'Electric car weeks',
      nominalInterestRate: 3.9,
      startupFee: 0,
      rules: { objectSubtypes: ['electric vehicle'], minPrice: 100_000 },
      history: [
        {
          action: 'created',
          changedBy: 'campaign-admin-key',
          changedAt: TEST_NOW.toISOString(),
          changedFields: [],
        },
      ],
    });
    expect(await campaignIdsFound()).toContain(campaign.campaignId);
    const { rows } = await service.database.query<{ data: unknown }>(
      `SELECT data FROM webhook_event WHERE type = 'campaign.changed'`,
    );
    expect(rows.map((row) => row.data)).toContainEqual({
      campaignId: campaign.campaignId,
      change: 'created',
    });
  });

  it('changes a campaign: the search follows, and the history names the fields changed', async () => {
    const { campaignId } = await createCampaign();
    const response = await asAdmin('PUT', `/campaign/${String(campaignId)}`, {
      ...electricCarWeeks,
      nominalInterestRate: 2.9,
      rules: { ...electricCarWeeks.rules, minPrice: 500_000 },
    });
    expect(response.statusCode).toBe(200);
    const changed = jsonOf(response, ManagedCampaignSchema);
    expect(changed.nominalInterestRate).toBe(2.9);
    expect(changed.history.map((change) => [change.action, change.changedFields])).toEqual([
      ['created', []],
      ['changed', ['nominalInterestRate', 'rules.minPrice']],
    ]);
    // The test car costs 450 000: below the new lowest price.
    expect(await campaignIdsFound()).not.toContain(campaignId);
  });

  it('ends a campaign now: no longer found, still listed with its history', async () => {
    const { campaignId } = await createCampaign();
    const ended = jsonOf(
      await asAdmin('DELETE', `/campaign/${String(campaignId)}`),
      ManagedCampaignSchema,
    );
    expect(ended.finishDate).toBe(TEST_NOW.toISOString());
    expect(ended.history.at(-1)).toMatchObject({ action: 'ended', changedFields: ['finishDate'] });
    const searchNow = electricCarRequest({ deliveryDate: '2025-06-16' });
    expect(await campaignIdsFound(searchNow)).not.toContain(campaignId);

    const again = jsonOf(
      await asAdmin('DELETE', `/campaign/${String(campaignId)}`),
      ManagedCampaignSchema,
    );
    expect(again.history).toHaveLength(ended.history.length);
    const list = jsonOf(await asAdmin('GET', '/campaign'), ManagedCampaignListSchema);
    expect(list.campaigns.map((each) => each.campaignId)).toContain(campaignId);
  });

  it.each([
    [
      'a finish before the start',
      { ...electricCarWeeks, finishDate: '2025-05-01' },
      ['finishDate'],
    ],
    [
      'a price range no request can be in',
      { ...electricCarWeeks, rules: { ...electricCarWeeks.rules, maxPrice: 50_000 } },
      ['rules.maxPrice'],
    ],
    [
      'a term range no request can be in',
      { ...electricCarWeeks, rules: { minTermCount: 60, maxTermCount: 12 } },
      ['rules.maxTermCount'],
    ],
    [
      'an object type the bank does not know',
      { ...electricCarWeeks, rules: { objectTypes: ['spaceship'] } },
      ['rules.objectTypes.0'],
    ],
    ['no description', { ...electricCarWeeks, description: '' }, ['description']],
  ])('refuses %s, naming the field, and stores nothing', async (_case, definition, paths) => {
    const before = jsonOf(await asAdmin('GET', '/campaign'), ManagedCampaignListSchema);
    const response = await asAdmin('POST', '/campaign', definition);
    expect(response.statusCode).toBe(400);
    expect(pathsOf(problemOf(response))).toEqual(paths);
    const after = jsonOf(await asAdmin('GET', '/campaign'), ManagedCampaignListSchema);
    expect(after.campaigns).toHaveLength(before.campaigns.length);
  });

  it('refuses a change that would leave no valid window, and keeps the campaign as it was', async () => {
    const { campaignId } = await createCampaign();
    const response = await asAdmin('PUT', `/campaign/${String(campaignId)}`, {
      ...electricCarWeeks,
      startDate: '2025-09-01',
    });
    expect(response.statusCode).toBe(400);
    const kept = jsonOf(
      await asAdmin('GET', `/campaign/${String(campaignId)}`),
      ManagedCampaignSchema,
    );
    expect(kept.startDate).toBe(electricCarWeeks.startDate);
    expect(kept.history).toHaveLength(1);
  });

  it.each(['999999', '0', 'abc'])('answers 404 for campaign %s', async (id) => {
    expect((await asAdmin('GET', `/campaign/${id}`)).statusCode).toBe(404);
    expect((await asAdmin('PUT', `/campaign/${id}`, electricCarWeeks)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', `/campaign/${id}`)).statusCode).toBe(404);
  });
});

describe('who may manage', () => {
  it("refuses the portal's partner key: 403, and nothing is created", async () => {
    const response = await call(service.app, 'POST', '/campaign', electricCarWeeks);
    expect(response.statusCode).toBe(403);
    expect(problemOf(response).detail).toContain('campaign-admin');
    expect((await call(service.app, 'GET', '/campaign')).statusCode).toBe(403);
  });

  it('keeps the administration key to administration: no calculations or applications', async () => {
    const request = { calculationRequest: electricCarRequest() };
    expect((await asAdmin('POST', '/calculation', request)).statusCode).toBe(403);
    expect((await asAdmin('GET', '/application')).statusCode).toBe(403);
  });
});

describe('funding-interest management', () => {
  it('creates, changes and ends a funding interest, and searches follow each step', async () => {
    const definition = {
      fundingInterestName: 'Electric funding',
      startDate: '2025-01-01',
      finishDate: '2025-12-31',
      nominalInterestRate: 4.4,
      rules: { objectSubtypes: ['electric vehicle'] },
    };
    const found = async () =>
      jsonOf(
        await call(service.app, 'POST', '/funding-interest/search', {
          calculationRequest: electricCarRequest(),
        }),
        FundingInterestSearchResponseSchema,
      ).fundingInterests.map((each) => each.fundingInterestName);

    const created = await asAdmin('POST', '/funding-interest', definition);
    expect(created.statusCode).toBe(201);
    const { fundingInterestId } = jsonOf(created, ManagedFundingInterestSchema);
    expect(await found()).toContain('Electric funding');

    const renamed = await asAdmin('PUT', `/funding-interest/${String(fundingInterestId)}`, {
      ...definition,
      fundingInterestName: 'Electric funding, autumn',
    });
    expect(jsonOf(renamed, ManagedFundingInterestSchema).history.at(-1)).toMatchObject({
      action: 'changed',
      changedFields: ['fundingInterestName'],
    });
    expect(await found()).toContain('Electric funding, autumn');

    await asAdmin('DELETE', `/funding-interest/${String(fundingInterestId)}`);
    expect(await found()).not.toContain('Electric funding, autumn');
  });
});
