import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CampaignSchema,
  CampaignSearchResponseSchema,
  FundingInterestSchema,
  FundingInterestSearchResponseSchema,
  type CalculationRequest,
} from '../../../domain/contract';
import type { Database } from '../../database';
import {
  givenCampaign,
  givenFundingInterest,
  JUNE_2025 as JUNE,
  type RateRuleOptions,
  type ValidityWindow as Window,
} from '../test-support/rate-rules';
import { electricCarRequest } from '../test-support/requests';
import { useServiceUnderTest } from '../test-support/seeded-service';
import { call, jsonOf, expectInvalidFields } from '../test-support/test-service';
import type { SelectionRules } from './selection-criteria';

// An empty database: every campaign and funding interest here is the test's own.
const service = useServiceUnderTest({ seed: false });

/** One kind of rate rule as its search finds it. */
interface RateRulesUnderTest {
  name: string;
  path: string;
  insert(
    database: Database,
    id: number,
    rules: Partial<SelectionRules>,
    window?: Window,
  ): Promise<void>;
  search(request: CalculationRequest): Promise<number[]>;
  fields: string[];
}

function rateRulesUnderTest<Answer extends z.core.$ZodType>(
  path: string,
  given: (database: Database, options: RateRuleOptions) => Promise<number>,
  answer: Answer,
  idsIn: (found: z.output<Answer>) => number[],
  fields: string[],
): RateRulesUnderTest {
  return {
    name: `POST ${path}`,
    path,
    insert: async (database, id, rules, window = JUNE) => {
      await given(database, { id, rules, window });
    },
    async search(request) {
      const response = await call(service.app, 'POST', path, { calculationRequest: request });
      expect(response.statusCode).toBe(200);
      return idsIn(jsonOf(response, answer));
    },
    fields,
  };
}

const campaigns = rateRulesUnderTest(
  '/campaign/search',
  givenCampaign,
  CampaignSearchResponseSchema,
  (found) => found.campaigns.map((campaign) => campaign.campaignId),
  Object.keys(CampaignSchema.shape),
);

const fundingInterests = rateRulesUnderTest(
  '/funding-interest/search',
  givenFundingInterest,
  FundingInterestSearchResponseSchema,
  (found) => found.fundingInterests.map((fundingInterest) => fundingInterest.fundingInterestId),
  Object.keys(FundingInterestSchema.shape),
);

const base = electricCarRequest();
const withObject = (object: NonNullable<CalculationRequest['object']>) =>
  electricCarRequest({ object: { ...base.object, ...object } });
const withFinancial = (parameters: NonNullable<CalculationRequest['financialParameters']>) =>
  electricCarRequest({ financialParameters: { ...base.financialParameters, ...parameters } });
const withTermCount = (termCount: number) => withFinancial({ terms: { termCount, termLength: 1 } });
const without = (key: keyof CalculationRequest): CalculationRequest =>
  Object.fromEntries(Object.entries(base).filter(([name]) => name !== key));

interface RuleCase {
  rule: string;
  rules: Partial<SelectionRules>;
  matching: CalculationRequest[];
  notMatching: CalculationRequest[];
}

/** One case per rule kind: requests that satisfy the rule and requests that do not. */
const RULE_CASES: RuleCase[] = [
  {
    rule: 'object types',
    rules: { objectTypes: ['boat', 'aquaculture'] },
    matching: [
      withObject({ objectTypeID: 'boat', objectSubTypeID: 'boat under 7 meters' }),
      withObject({ objectTypeID: 'aquaculture', objectSubTypeID: undefined }),
    ],
    notMatching: [base, withObject({ objectTypeID: undefined, objectSubTypeID: undefined })],
  },
  {
    rule: 'object subtypes',
    rules: { objectSubtypes: ['MC'] },
    matching: [withObject({ objectSubTypeID: 'MC' })],
    notMatching: [base, withObject({ objectSubTypeID: undefined })],
  },
  {
    rule: 'object conditions',
    rules: { objectConditions: ['Used'] },
    matching: [withObject({ objectCondition: 'Used' })],
    notMatching: [base, withObject({ objectCondition: undefined })],
  },
  {
    rule: 'customer types',
    rules: { customerTypes: ['Business'] },
    matching: [electricCarRequest({ customerType: 'Business' })],
    notMatching: [base, without('customerType')],
  },
  {
    rule: 'customer types (NotSet, the default)',
    rules: { customerTypes: ['NotSet'] },
    matching: [without('customerType'), electricCarRequest({ customerType: 'NotSet' })],
    notMatching: [base],
  },
  {
    rule: 'vendors',
    rules: { vendorIds: [777, 778] },
    matching: [electricCarRequest({ vendorId: 778 })],
    notMatching: [base, without('vendorId')],
  },
  {
    rule: 'products',
    rules: { productIds: [55] },
    matching: [electricCarRequest({ productId: 55 })],
    notMatching: [base, without('productId')],
  },
  {
    rule: 'loan types',
    rules: { loanTypes: ['Leasing', 'Serial'] },
    matching: [withFinancial({ loanType: 'Leasing' }), withFinancial({ loanType: 'Serial' })],
    notMatching: [base, withFinancial({ loanType: undefined })],
  },
  {
    rule: 'loan types (Annuity, the default)',
    rules: { loanTypes: ['Annuity'] },
    matching: [base, withFinancial({ loanType: undefined })],
    notMatching: [withFinancial({ loanType: 'Leasing' })],
  },
  {
    rule: 'price range (cash price, bounds included)',
    rules: { minPrice: 400_000, maxPrice: 500_000 },
    matching: [
      base,
      withObject({ purchasePrice: { amount: 400_000 } }),
      withObject({ purchasePrice: { amount: 500_000 } }),
      // Installed extras are part of the cash price.
      withObject({ purchasePrice: { amount: 390_000 }, carExtrasPriceDealerInstalled: 10_000 }),
    ],
    notMatching: [
      withObject({ purchasePrice: { amount: 399_999.99 } }),
      withObject({ purchasePrice: { amount: 500_000.01 } }),
      withObject({ purchasePrice: { amount: 495_000 }, carExtrasPriceFactoryInstalled: 5_001 }),
      withObject({ purchasePrice: undefined }),
    ],
  },
  {
    rule: 'term-count range (bounds included)',
    rules: { minTermCount: 12, maxTermCount: 48 },
    matching: [withTermCount(12), withTermCount(48)],
    notMatching: [base, withTermCount(11), withTermCount(49), withFinancial({ terms: undefined })],
  },
];

describe.each([campaigns, fundingInterests])('$name', (rateRules) => {
  // Each describe block gets its own id range, so the two kinds never see each other's rows.
  let nextId = rateRules === campaigns ? 1 : 5001;
  /** A rule valid from `startDate` to `finishDate`. */
  const insertValid = (
    id: number,
    rules: Partial<SelectionRules>,
    startDate: string,
    finishDate: string,
  ) => rateRules.insert(service.database, id, rules, { startDate, finishDate });

  it('answers with exactly the spec fields', async () => {
    const id = nextId++;
    await rateRules.insert(service.database, id, {});
    const response = await call(service.app, 'POST', rateRules.path, {
      calculationRequest: base,
    });
    const [first] = Object.values(response.json<Record<string, unknown[]>>())[0] ?? [];
    expect(Object.keys(first as object).sort()).toEqual([...rateRules.fields].sort());
  });

  it('matches every request when it has no rules', async () => {
    const id = nextId++;
    await rateRules.insert(service.database, id, {});
    for (const request of [
      base,
      {},
      withObject({ objectTypeID: 'boat', objectSubTypeID: undefined }),
    ]) {
      expect(await rateRules.search(request)).toContain(id);
    }
  });

  it.each(RULE_CASES)('applies the rule on $rule', async ({ rules, matching, notMatching }) => {
    const id = nextId++;
    await rateRules.insert(service.database, id, rules);
    for (const request of matching) expect(await rateRules.search(request)).toContain(id);
    for (const request of notMatching) expect(await rateRules.search(request)).not.toContain(id);
  });

  it('requires every rule to match', async () => {
    const id = nextId++;
    await rateRules.insert(service.database, id, {
      objectTypes: ['vehicle'],
      customerTypes: ['Business'],
    });
    expect(await rateRules.search(electricCarRequest({ customerType: 'Business' }))).toContain(id);
    expect(await rateRules.search(base)).not.toContain(id);
  });

  it('is valid from its start to its finish on the delivery date, else today', async () => {
    const june = nextId++;
    const expired = nextId++;
    const future = nextId++;
    await rateRules.insert(service.database, june, {});
    await insertValid(expired, {}, '2025-01-01T00:00:00.000Z', '2025-03-31T23:59:59.999Z');
    await insertValid(future, {}, '2025-09-01T00:00:00.000Z', '2025-12-31T23:59:59.999Z');
    const on = async (deliveryDate: string | undefined) =>
      rateRules.search(
        deliveryDate === undefined ? without('deliveryDate') : { ...base, deliveryDate },
      );

    expect(await on('2025-06-01')).toContain(june);
    expect(await on('2025-06-30T23:59:59Z')).toContain(june);
    expect(await on('2025-05-31T23:59:59Z')).not.toContain(june);
    expect(await on('2025-07-01')).not.toContain(june);
    // Without a delivery date: TEST_NOW, 2025-06-15.
    const today = await on(undefined);
    expect(today).toContain(june);
    expect(today).not.toContain(expired);
    expect(today).not.toContain(future);
    expect(await on('2025-02-10')).toContain(expired);
    expect(await on('2025-10-01T12:00:00+02:00')).toContain(future);
    expect(await on('2025-10-01T12:00:00+02:00')).not.toContain(june);
  });

  it('lists the soonest-ending first', async () => {
    const late = nextId++;
    const early = nextId++;
    const vendor = { vendorIds: [9001] };
    await insertValid(late, vendor, '2025-06-01T00:00:00.000Z', '2025-08-31T00:00:00.000Z');
    await insertValid(early, vendor, '2025-06-10T00:00:00.000Z', '2025-06-25T00:00:00.000Z');
    const found = await rateRules.search(electricCarRequest({ vendorId: 9001 }));
    expect(found.indexOf(early)).toBeLessThan(found.indexOf(late));
    expect(found.indexOf(early)).toBeGreaterThanOrEqual(0);
  });

  it('is 400 for an invalid request, naming the fields', async () => {
    const response = await call(service.app, 'POST', rateRules.path, {
      calculationRequest: { deliveryDate: 'tomorrow', object: { objectTypeID: 'spaceship' } },
    });
    expectInvalidFields(response, [
      'calculationRequest.deliveryDate',
      'calculationRequest.object.objectTypeID',
    ]);
  });
});

describe('delivery dates at the edges of the calendar', () => {
  it.each([
    ['0000-01-01', 9001],
    ['0001-01-01', 9002],
    ['9999-12-31', 9003],
    ['9999-12-31T23:59:59-14:00', 9004],
  ])('searches on %s without failing, finding nothing of June 2025', async (deliveryDate, id) => {
    await campaigns.insert(service.database, id, {});
    await fundingInterests.insert(service.database, id, {});
    expect(await campaigns.search({ ...base, deliveryDate })).toEqual([]);
    expect(await fundingInterests.search({ ...base, deliveryDate })).toEqual([]);
  });
});
