import type { Calculation, InterestRateSource } from '../../domain/contract';

const RATE_SOURCE_LABELS: Record<InterestRateSource, string> = {
  campaign: 'Campaign',
  fundingInterest: 'Funding interest',
  request: 'Rate given in the offer',
};

/** Where the nominal rate came from, in words, with the campaign or funding interest id. */
export function rateSourceLabel(calculation: Calculation): string {
  const label = RATE_SOURCE_LABELS[calculation.interestRateSource];
  if (calculation.interestRateSource === 'campaign' && calculation.campaignId !== undefined) {
    return `${label} ${calculation.campaignId}`;
  }
  if (
    calculation.interestRateSource === 'fundingInterest' &&
    calculation.fundingInterestId !== undefined
  ) {
    return `${label} ${calculation.fundingInterestId}`;
  }
  return label;
}
