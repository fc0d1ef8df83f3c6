import type { ResolvedRate } from '../../../domain/calculation';
import type { AcceptedCalculationRequest } from '../../../domain/contract';
import type { Database } from '../../database';
import { unprocessable } from '../../http';
import { CAMPAIGNS } from '../rate-rules/campaigns';
import { FUNDING_INTERESTS } from '../rate-rules/funding-interests';
import {
  findRateRule,
  type RateRuleDefinition,
  type RateRuleTable,
} from '../rate-rules/rate-rule-repository';
import { selectionCriteriaOf, type SelectionCriteria } from '../selection/selection-criteria';

/**
 * docs/calculation.md, "Which rate": a named campaign, else a named funding interest, gives the rate,
 * through the same rules as the searches. One that does not exist or does not apply is a 422,
 * never silently ignored. Without either the engine takes the request's own rate.
 */
export async function resolveRate(
  database: Database,
  request: AcceptedCalculationRequest,
  now: Date,
): Promise<ResolvedRate | undefined> {
  if (request.campaignId !== undefined) {
    const campaign = await applyingRule(database, CAMPAIGNS, request.campaignId, {
      path: 'calculationRequest.campaignId',
      criteria: selectionCriteriaOf(request, now),
    });
    return {
      source: 'campaign',
      nominalInterestRate: campaign.nominalInterestRate,
      ...(campaign.startupFee === null ? {} : { startupFee: campaign.startupFee }),
    };
  }

  const fundingInterestId = request.financialParameters?.fundingInterestId;
  if (fundingInterestId !== undefined) {
    const fundingInterest = await applyingRule(database, FUNDING_INTERESTS, fundingInterestId, {
      path: 'calculationRequest.financialParameters.fundingInterestId',
      criteria: selectionCriteriaOf(request, now),
    });
    return { source: 'fundingInterest', nominalInterestRate: fundingInterest.nominalInterestRate };
  }

  return undefined;
}

/** The rate rule the request names at `path`: a 422 when there is none or it does not apply. */
async function applyingRule<Definition extends RateRuleDefinition, Answer, Rule, Row>(
  database: Database,
  table: RateRuleTable<Definition, Answer, Rule, Row>,
  id: number,
  { path, criteria }: { path: string; criteria: SelectionCriteria },
): Promise<Rule> {
  const found = await findRateRule(database, table, id, criteria);
  const { noun } = table;
  if (found === undefined) {
    throw unprocessable(`The ${noun} does not exist`, [
      { path, message: `No ${noun} has this id` },
    ]);
  }
  if (!found.applies) {
    throw unprocessable(`The ${noun} does not apply to this request`, [
      { path, message: `The ${noun} is not valid on the delivery date or its rules do not match` },
    ]);
  }
  return found.rule;
}
