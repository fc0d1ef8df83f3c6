import type { CampaignRecord } from '../rate-rules/campaigns';
import type { FundingInterestRecord } from '../rate-rules/funding-interests';
import { NO_RULES, type SelectionRules } from '../selection/selection-criteria';
import { dayEnd, dayStart } from './demo-dates';

const rules = (overrides: Partial<SelectionRules>): SelectionRules => ({
  ...NO_RULES,
  ...overrides,
});

interface CampaignDraft {
  campaignId: number;
  title: string;
  external: string;
  partner: string;
  /** Validity in days from now: [first day, last day]. */
  days: [number, number];
  rate: number;
  startupFee?: number;
  rules: Partial<SelectionRules>;
}

const campaign = (now: Date, draft: CampaignDraft): CampaignRecord => ({
  campaignId: draft.campaignId,
  description: draft.title,
  documentText:
    `${draft.title}. Nominal interest rate ${draft.rate.toFixed(2)} % p.a.` +
    (draft.startupFee === undefined ? '' : `, startup fee NOK ${draft.startupFee}`) +
    '. Subject to the bank’s credit approval. The offer is valid for contracts delivered in the ' +
    'campaign period.',
  descriptionExternal: draft.external,
  descriptionPartner: draft.partner,
  startDate: dayStart(now, draft.days[0]),
  finishDate: dayEnd(now, draft.days[1]),
  nominalInterestRate: draft.rate,
  startupFee: draft.startupFee ?? null,
  rules: rules(draft.rules),
});

/**
 * Campaigns whose rules differ in every kind, valid around `now` (one expired, one in the
 * future), so the demo shows selection working whenever it is started.
 */
export function demoCampaigns(now: Date): CampaignRecord[] {
  const drafts: CampaignDraft[] = [
    {
      campaignId: 101,
      title: 'Electric spring',
      external: '2.9 % on new electric cars',
      partner: 'New electric cars for private customers, 12 to 84 months, no startup fee',
      days: [-30, 45],
      rate: 2.9,
      startupFee: 0,
      rules: {
        objectTypes: ['vehicle'],
        objectSubtypes: ['electric vehicle'],
        objectConditions: ['New'],
        customerTypes: ['Private'],
        minTermCount: 12,
        maxTermCount: 84,
      },
    },
    {
      campaignId: 102,
      title: 'Used car weeks',
      external: '5.4 % on quality used cars',
      partner: 'Used vehicles priced NOK 50 000 to 600 000',
      days: [-10, 20],
      rate: 5.4,
      rules: {
        objectTypes: ['vehicle'],
        objectConditions: ['Used'],
        minPrice: 50_000,
        maxPrice: 600_000,
      },
    },
    {
      campaignId: 103,
      title: 'Boat season',
      external: 'Out on the water at 4.5 %',
      partner: 'Boats, up to 120 months; startup fee NOK 990',
      days: [-5, 120],
      rate: 4.5,
      startupFee: 990,
      rules: { objectTypes: ['boat'], maxTermCount: 120 },
    },
    {
      campaignId: 104,
      title: 'Agriculture machinery',
      external: 'Machinery finance for farms at 4.2 %',
      partner: 'Agriculture, business customers, annuity or serial loans',
      days: [-60, 180],
      rate: 4.2,
      rules: {
        objectTypes: ['agriculture'],
        customerTypes: ['Business'],
        loanTypes: ['Annuity', 'Serial'],
      },
    },
    {
      campaignId: 105,
      title: 'Construction leasing',
      external: 'Lease construction machines at 4.9 %',
      partner: 'Construction machines, business customers, leasing only; startup fee NOK 2 500',
      days: [-20, 90],
      rate: 4.9,
      startupFee: 2_500,
      rules: {
        objectTypes: ['construction machine'],
        customerTypes: ['Business'],
        loanTypes: ['Leasing'],
      },
    },
    {
      campaignId: 106,
      title: 'Aquaculture equipment',
      external: 'Aquaculture finance at 4.4 %',
      partner: 'Aquaculture, business customers, from NOK 250 000',
      days: [-15, 150],
      rate: 4.4,
      rules: { objectTypes: ['aquaculture'], customerTypes: ['Business'], minPrice: 250_000 },
    },
    {
      campaignId: 107,
      title: 'MC season',
      external: 'Motorcycles at 3.5 %',
      partner: 'Motorcycles up to NOK 300 000, 12 to 60 months; startup fee NOK 500',
      days: [-7, 30],
      rate: 3.5,
      startupFee: 500,
      rules: { objectSubtypes: ['MC'], maxPrice: 300_000, minTermCount: 12, maxTermCount: 60 },
    },
    {
      campaignId: 108,
      title: 'Nordvik house campaign',
      external: '3.9 % at Nordvik Motor',
      partner: 'Vendor 501 only, products 11 and 12',
      days: [-3, 60],
      rate: 3.9,
      rules: { vendorIds: [501], productIds: [11, 12] },
    },
    {
      campaignId: 109,
      title: 'Bank standard offer',
      external: 'Our standard offer',
      partner: 'Every object and customer',
      days: [-365, 365],
      rate: 6.5,
      rules: {},
    },
    {
      campaignId: 110,
      title: 'Summer clearance',
      external: '1.9 % summer clearance (ended)',
      partner: 'Expired: vehicles',
      days: [-120, -30],
      rate: 1.9,
      rules: { objectTypes: ['vehicle'] },
    },
    {
      campaignId: 111,
      title: 'Next season electric',
      external: '1.9 % on electric cars next season',
      partner: 'Starts in 30 days: electric cars',
      days: [30, 120],
      rate: 1.9,
      rules: { objectTypes: ['vehicle'], objectSubtypes: ['electric vehicle'] },
    },
    {
      campaignId: 112,
      title: 'Premium leasing',
      external: 'Premium cars on lease at 3.2 %',
      partner: 'Vehicles from NOK 800 000, leasing, 24 to 60 months',
      days: [-10, 75],
      rate: 3.2,
      rules: {
        objectTypes: ['vehicle'],
        loanTypes: ['Leasing'],
        minPrice: 800_000,
        minTermCount: 24,
        maxTermCount: 60,
      },
    },
  ];
  return drafts.map((draft) => campaign(now, draft));
}

const fundingInterest = (
  now: Date,
  fundingInterestId: number,
  fundingInterestName: string,
  days: [number, number],
  nominalInterestRate: number,
  overrides: Partial<SelectionRules>,
): FundingInterestRecord => ({
  fundingInterestId,
  fundingInterestName,
  startDate: dayStart(now, days[0]),
  finishDate: dayEnd(now, days[1]),
  nominalInterestRate,
  rules: rules(overrides),
});

/** Funding interests with varied rules and windows (one expired, one future). */
export function demoFundingInterests(now: Date): FundingInterestRecord[] {
  return [
    fundingInterest(now, 201, 'Standard vehicle funding', [-365, 365], 6.9, {
      objectTypes: ['vehicle'],
    }),
    fundingInterest(now, 202, 'Green funding', [-90, 90], 4.9, {
      objectTypes: ['vehicle'],
      objectSubtypes: ['electric vehicle'],
    }),
    fundingInterest(now, 203, 'Business funding', [-180, 180], 5.5, {
      customerTypes: ['Business'],
    }),
    fundingInterest(now, 204, 'Leasing funding', [-30, 200], 5.2, { loanTypes: ['Leasing'] }),
    fundingInterest(now, 205, 'Marine funding', [-60, 60], 6.2, { objectTypes: ['boat'] }),
    fundingInterest(now, 206, 'Short-term funding', [-30, 30], 5.0, {
      minTermCount: 1,
      maxTermCount: 36,
    }),
    fundingInterest(now, 207, 'Partner 502 funding', [-10, 100], 4.8, {
      vendorIds: [502],
      productIds: [21],
    }),
    fundingInterest(now, 208, 'Large-ticket funding', [-20, 120], 4.6, { minPrice: 1_000_000 }),
    fundingInterest(now, 209, 'Used vehicle funding', [-5, 40], 7.4, {
      objectTypes: ['vehicle'],
      objectConditions: ['Used'],
      customerTypes: ['Private'],
    }),
    fundingInterest(now, 210, 'Autumn funding', [-200, -100], 5.9, {}),
    fundingInterest(now, 211, 'Next season machinery funding', [15, 200], 4.0, {
      objectTypes: ['agriculture', 'construction machine'],
    }),
  ];
}
