import {
  PORTAL_API,
  type CalculationRequest,
  type Campaign,
  type FundingInterest,
} from '../domain/contract';
import { callApi } from './api-client';

/**
 * The bank's rate rules (campaigns and funding interests) that apply to an offer, searched the
 * same way by the offer and by an application naming where its rate came from.
 */

/**
 * The request a search or an option's calculation starts from: without the campaign or funding
 * interest already chosen (each option names its own) and without the plan (only figures count).
 */
export function rateRuleSearchRequestOf(request: CalculationRequest): CalculationRequest {
  const { campaignId: _campaign, includePaymentPlan: _plan, ...rest } = request;
  if (rest.financialParameters === undefined) return rest;
  const { fundingInterestId: _fundingInterest, ...parameters } = rest.financialParameters;
  return { ...rest, financialParameters: parameters };
}

/** A search for the rate rules of one kind that apply to a request; `signal` cancels it. */
type RateRuleSearch<Rule> = (request: CalculationRequest, signal?: AbortSignal) => Promise<Rule[]>;

/** `POST /campaign/search`: the campaigns that apply to this request. */
export const searchCampaigns: RateRuleSearch<Campaign> = async (request, signal) =>
  (await callApi(PORTAL_API.campaignSearch, searchCall(request, signal))).campaigns;

/** `POST /funding-interest/search`: the funding interests that apply to this request. */
export const searchFundingInterests: RateRuleSearch<FundingInterest> = async (request, signal) =>
  (await callApi(PORTAL_API.fundingInterestSearch, searchCall(request, signal))).fundingInterests;

/** What both searches send: the request, and the signal that cancels the search if given. */
function searchCall(request: CalculationRequest, signal: AbortSignal | undefined) {
  return { body: { calculationRequest: request }, ...(signal === undefined ? {} : { signal }) };
}
