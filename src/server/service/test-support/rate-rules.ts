import type { Database } from '../../database';
import { CAMPAIGNS } from '../rate-rules/campaigns';
import { FUNDING_INTERESTS } from '../rate-rules/funding-interests';
import { insertRateRule } from '../rate-rules/rate-rule-repository';
import { NO_RULES, type SelectionRules } from '../selection/selection-criteria';

/** A validity window, as stored. */
export interface ValidityWindow {
  startDate: string;
  finishDate: string;
}

/** June 2025 around TEST_NOW (2025-06-15); the test requests are delivered on 2025-06-20. */
export const JUNE_2025: ValidityWindow = {
  startDate: '2025-06-01T00:00:00.000Z',
  finishDate: '2025-06-30T23:59:59.999Z',
};
/** Ended before the test requests' delivery date. */
export const MAY_2025: ValidityWindow = {
  startDate: '2025-05-01T00:00:00.000Z',
  finishDate: '2025-05-31T23:59:59.999Z',
};
/** Starts after the test requests' delivery date. */
export const JULY_2025: ValidityWindow = {
  startDate: '2025-07-01T00:00:00.000Z',
  finishDate: '2025-07-31T23:59:59.999Z',
};

export interface RateRuleOptions {
  /** Chosen by the test when it matters; else the next free one. */
  id?: number;
  rules?: Partial<SelectionRules>;
  window?: ValidityWindow;
  rate?: number;
}

// Ids well away from the demo data's, unique within a test file.
let lastId = 900_000;
const nextId = () => (lastId += 1);

/** Inserts a campaign the test needs, valid in June 2025 with no rules unless told; its id. */
export async function givenCampaign(
  database: Database,
  {
    id = nextId(),
    rules = {},
    window = JUNE_2025,
    rate = 3.3,
    startupFee = null,
  }: RateRuleOptions & {
    startupFee?: number | null;
  } = {},
): Promise<number> {
  await insertRateRule(database, CAMPAIGNS, id, {
    description: `Campaign ${id}`,
    documentText: 'Terms',
    descriptionExternal: 'For customers',
    descriptionPartner: 'For dealers',
    ...window,
    nominalInterestRate: rate,
    startupFee,
    rules: { ...NO_RULES, ...rules },
  });
  return id;
}

/** Inserts a funding interest the test needs, valid in June 2025 with no rules unless told. */
export async function givenFundingInterest(
  database: Database,
  { id = nextId(), rules = {}, window = JUNE_2025, rate = 4.4 }: RateRuleOptions = {},
): Promise<number> {
  await insertRateRule(database, FUNDING_INTERESTS, id, {
    fundingInterestName: `Funding ${id}`,
    ...window,
    nominalInterestRate: rate,
    rules: { ...NO_RULES, ...rules },
  });
  return id;
}
