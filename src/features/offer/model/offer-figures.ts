import { calculate } from '../../../domain/calculation';
import type { OfferFigures } from '../../../domain/contract';
import type { OfferFormValues } from './offer-form-values';
import { resolvedRateOf, toCalculationRequest } from './to-calculation-request';

/**
 * What the list of offers shows of an offer: the financed amount and the payment per term, as
 * the domain engine calculates them from the form (the preview's engine, reading the numbers in
 * the language they were typed in); null while the offer does not calculate.
 */
export function offerFiguresOf(values: OfferFormValues): OfferFigures {
  const outcome = calculate(toCalculationRequest(values), { rate: resolvedRateOf(values) });
  if (!outcome.ok) return null;
  const { financedAmount, termAmount } = outcome.calculation;
  return { financedAmount, termAmount };
}
