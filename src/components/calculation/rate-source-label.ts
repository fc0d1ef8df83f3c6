import type { Calculation } from '../../domain/contract';
import type { Translate } from '../../lib/i18n';

/** Where the nominal rate came from, in words, with the campaign or funding interest id. */
export function rateSourceLabel(calculation: Calculation, t: Translate): string {
  switch (calculation.interestRateSource) {
    case 'campaign':
      return calculation.campaignId === undefined
        ? t('common.rateSource.campaignUnnamed')
        : t('common.rateSource.campaign', { id: calculation.campaignId });
    case 'fundingInterest':
      return calculation.fundingInterestId === undefined
        ? t('common.rateSource.fundingInterestUnnamed')
        : t('common.rateSource.fundingInterest', { id: calculation.fundingInterestId });
    case 'request':
      return t('common.rateSource.request');
  }
}
