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
  const source = calculation.interestRateSource;
  if (source === 'request') return t('common.rateSource.request');
  const name = names[source];
  if (name !== undefined) return t(`common.rateSource.${source}Named`, { name });
  const id = calculation[`${source}Id`];
  return id === undefined
    ? t(`common.rateSource.${source}Unnamed`)
    : t(`common.rateSource.${source}`, { id });
}
