import type { Calculation } from '../../domain/contract';
import type { Translate } from '../../lib/i18n';

/** The names of the campaign and funding interest, where they are known. */
export interface RateSourceNames {
  campaign?: string | undefined;
  fundingInterest?: string | undefined;
}

/**
 * Where the nominal rate came from, in words: the campaign or funding interest by name where it
 * is known (the offer and the application call it the same), else by id.
 */
export function rateSourceLabel(
  calculation: Calculation,
  t: Translate,
  names: RateSourceNames = {},
): string {
  switch (calculation.interestRateSource) {
    case 'campaign':
      if (names.campaign !== undefined) {
        return t('common.rateSource.campaignNamed', { name: names.campaign });
      }
      return calculation.campaignId === undefined
        ? t('common.rateSource.campaignUnnamed')
        : t('common.rateSource.campaign', { id: calculation.campaignId });
    case 'fundingInterest':
      if (names.fundingInterest !== undefined) {
        return t('common.rateSource.fundingInterestNamed', { name: names.fundingInterest });
      }
      return calculation.fundingInterestId === undefined
        ? t('common.rateSource.fundingInterestUnnamed')
        : t('common.rateSource.fundingInterest', { id: calculation.fundingInterestId });
    case 'request':
      return t('common.rateSource.request');
  }
}
