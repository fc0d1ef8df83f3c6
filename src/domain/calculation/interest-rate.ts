import type { InterestRateSource } from '../contract/calculation';
import type { CalculationRequest } from '../contract/calculation-request';
import type { ResolvedRate } from './calculate-options';
import { fieldProblem, type FieldProblem, type ProblemCode } from './field-problem';

/** Where in the request each source of the rate is named: problems with the rate point there. */
export const RATE_SOURCE_PATHS: Record<InterestRateSource, string> = {
  campaign: 'campaignId',
  fundingInterest: 'financialParameters.fundingInterestId',
  request: 'financialParameters.interestRate',
};

export interface ChosenRate {
  source: InterestRateSource;
  /** Percent. */
  nominalInterestRate: number;
  /** Kroner; replaces the request's startup fee when set. */
  startupFee?: number;
}

export type RateChoice = { ok: true; rate: ChosenRate } | { ok: false; problem: FieldProblem };

/**
 * docs/calculation.md, Which rate. Campaigns and funding interests live in the service, which
 * resolves them and passes the result in; the engine never guesses one.
 */
export function chooseRate(request: CalculationRequest, resolved?: ResolvedRate): RateChoice {
  if (resolved !== undefined) return { ok: true, rate: resolved };
  if (request.campaignId !== undefined) {
    return rateProblem('campaign', 'campaignRateUnresolved');
  }
  if (request.financialParameters?.fundingInterestId !== undefined) {
    return rateProblem('fundingInterest', 'fundingInterestRateUnresolved');
  }
  const interestRate = request.financialParameters?.interestRate;
  if (interestRate === undefined) {
    return rateProblem('request', 'rateMissing');
  }
  return { ok: true, rate: { source: 'request', nominalInterestRate: interestRate } };
}

function rateProblem(source: InterestRateSource, code: ProblemCode): RateChoice {
  return { ok: false, problem: fieldProblem(RATE_SOURCE_PATHS[source], code) };
}
