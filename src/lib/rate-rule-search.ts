import {
  CampaignSearchResponseSchema,
  type AcceptedCalculationRequest,
  FundingInterestSearchResponseSchema,
  type CalculationRequest,
  type Campaign,
  type FundingInterest,
} from '../domain/contract';
import { apiRequest } from './api-client';

/**
 * The bank's rate rules (campaigns and funding interests) that apply to an offer, searched the
 * same way by the offer and by an application naming where its rate came from.
 */

/** A calculation request as the portal writes it or as the service kept it with an application. */
type SearchableRequest = CalculationRequest | AcceptedCalculationRequest;

/**
 * The request a search or an option's calculation starts from: without the campaign or funding
 * interest already chosen (each option names its own) and without the plan (only figures count).
 */
export function rateRuleSearchRequestOf<Request extends SearchableRequest>(request: Request) {
  const { campaignId: _campaign, includePaymentPlan: _plan, ...rest } = request;
  if (rest.financialParameters === undefined) return rest;
  const { fundingInterestId: _fundingInterest, ...parameters } = rest.financialParameters;
  return { ...rest, financialParameters: parameters };
}

/** `POST /campaign/search`: the campaigns that apply to this request. */
export async function searchCampaigns(
  request: SearchableRequest,
  signal?: AbortSignal,
): Promise<Campaign[]> {
  const answer = await apiRequest('/campaign/search', {
    method: 'POST',
    body: { calculationRequest: request },
    ...(signal === undefined ? {} : { signal }),
    response: CampaignSearchResponseSchema,
  });
  return answer.campaigns;
}

/** `POST /funding-interest/search`: the funding interests that apply to this request. */
export async function searchFundingInterests(
  request: SearchableRequest,
  signal?: AbortSignal,
): Promise<FundingInterest[]> {
  const answer = await apiRequest('/funding-interest/search', {
    method: 'POST',
    body: { calculationRequest: request },
    ...(signal === undefined ? {} : { signal }),
    response: FundingInterestSearchResponseSchema,
  });
  return answer.fundingInterests;
}
