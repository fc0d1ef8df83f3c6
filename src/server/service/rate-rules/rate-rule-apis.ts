import {
  CampaignDefinitionSchema,
  CampaignSearchResponseSchema,
  FundingInterestDefinitionSchema,
  FundingInterestSearchResponseSchema,
  ManagedCampaignListSchema,
  ManagedCampaignSchema,
  ManagedFundingInterestListSchema,
  ManagedFundingInterestSchema,
  type Campaign,
  type FundingInterest,
} from '../../../domain/contract';
import { CAMPAIGNS, type CampaignFields, type CampaignRow, type CampaignRule } from './campaigns';
import {
  FUNDING_INTERESTS,
  type FundingInterestFields,
  type FundingInterestRow,
  type FundingInterestRule,
} from './funding-interests';
import {
  rateRuleManagementRoutes,
  rateRuleSearchRoutes,
  type RateRuleApi,
} from './rate-rule-routes';

/** How the partner API names and describes each kind of rate rule. */

const CAMPAIGN_API: RateRuleApi<CampaignFields, Campaign, CampaignRule, CampaignRow> = {
  table: CAMPAIGNS,
  path: '/campaign',
  idName: 'campaignId',
  operationNoun: 'Campaign',
  listKey: 'campaigns',
  search: {
    tag: 'Campaigns',
    summary: 'Campaigns that apply to a calculation request',
    description:
      'Campaigns valid on the delivery date (else today) whose rules all match the request ' +
      '(object type, subtype, condition, customer type, vendor, product, loan type, price and ' +
      'term-count range; an empty rule matches all), soonest-ending first.',
    responseSchema: CampaignSearchResponseSchema,
  },
  managementTag: 'Campaign management',
  definitionSchema: CampaignDefinitionSchema,
  ruleSchema: ManagedCampaignSchema,
  listSchema: ManagedCampaignListSchema,
};

/** `POST /campaign/search`. */
export const campaignRoutes = rateRuleSearchRoutes(CAMPAIGN_API);

/** The bank's campaign administration: `/campaign` and `/campaign/{campaignId}`. */
export const campaignManagementRoutes = rateRuleManagementRoutes(CAMPAIGN_API);

const FUNDING_INTEREST_API: RateRuleApi<
  FundingInterestFields,
  FundingInterest,
  FundingInterestRule,
  FundingInterestRow
> = {
  table: FUNDING_INTERESTS,
  path: '/funding-interest',
  idName: 'fundingInterestId',
  operationNoun: 'FundingInterest',
  listKey: 'fundingInterests',
  search: {
    tag: 'Funding interests',
    summary: 'Funding interests that apply to a calculation request',
    description:
      'Funding interests valid on the delivery date (else today) whose rules all match the ' +
      'request (an empty rule matches all), soonest-ending first.',
    responseSchema: FundingInterestSearchResponseSchema,
  },
  managementTag: 'Funding-interest management',
  definitionSchema: FundingInterestDefinitionSchema,
  ruleSchema: ManagedFundingInterestSchema,
  listSchema: ManagedFundingInterestListSchema,
};

/** `POST /funding-interest/search`. */
export const fundingInterestRoutes = rateRuleSearchRoutes(FUNDING_INTEREST_API);

/** The bank's administration of funding interests: `/funding-interest` and its ids. */
export const fundingInterestManagementRoutes = rateRuleManagementRoutes(FUNDING_INTEREST_API);
