import { fromOre, toOre } from '../../../domain/calculation';
import { isBlank, parseNumber } from '../../../lib/parse-number';
import type { Language } from '../../../lib/i18n';
import type { ExtraValues } from './offer-form-values';

/**
 * The sum of the itemised extras' prices, in kroner, or undefined when no item has a price that
 * can be read. Counted in whole øre, so that 0.10 + 0.20 is 0.30. An item whose price cannot be
 * read adds nothing: its own field says why.
 */
export function itemisedExtrasTotal(
  extras: readonly ExtraValues[],
  language?: Language,
): number | undefined {
  const prices = extras
    .filter((extra) => !isBlank(extra.price))
    .map((extra) => parseNumber(extra.price, language))
    .filter((price) => price !== undefined);
  if (prices.length === 0) return undefined;
  return fromOre(prices.reduce((sum, price) => sum + toOre(price), 0));
}
