import type { ResolvedRate } from '../../../domain/calculation';
import type { AcceptedCalculationRequest } from '../../../domain/contract';
import type { Database } from '../../database';
import { unprocessable } from '../../http';
import { findCampaignGrant } from '../campaigns/campaign-repository';
import { findFundingInterestGrant } from '../funding-interests/funding-interest-repository';
import { selectionCriteriaOf } from '../selection/selection-criteria';

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
    const criteria = selectionCriteriaOf(request, now);
    const grant = await findCampaignGrant(database, request.campaignId, criteria);
    const path = 'calculationRequest.campaignId';
    if (grant === undefined) {
      throw unprocessable('The campaign does not exist', [
        { path, message: 'No campaign has this id' },
      ]);
    }
    if (!grant.applies) {
      throw unprocessable('The campaign does not apply to this request', [
        {
          path,
          message: 'The campaign is not valid on the delivery date or its rules do not match',
        },
      ]);
    }
    return {
      source: 'campaign',
      nominalInterestRate: grant.nominalInterestRate,
      ...(grant.startupFee === null ? {} : { startupFee: grant.startupFee }),
    };
  }

  const fundingInterestId = request.financialParameters?.fundingInterestId;
  if (fundingInterestId !== undefined) {
    const criteria = selectionCriteriaOf(request, now);
    const grant = await findFundingInterestGrant(database, fundingInterestId, criteria);
    const path = 'calculationRequest.financialParameters.fundingInterestId';
    if (grant === undefined) {
      throw unprocessable('The funding interest does not exist', [
        { path, message: 'No funding interest has this id' },
      ]);
    }
    if (!grant.applies) {
      throw unprocessable('The funding interest does not apply to this request', [
        {
          path,
          message:
            'The funding interest is not valid on the delivery date or its rules do not match',
        },
      ]);
    }
    return { source: 'fundingInterest', nominalInterestRate: grant.nominalInterestRate };
  }

  return undefined;
}
