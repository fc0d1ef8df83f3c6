import type { FinancedObject } from '../contract/calculation-request';
import type { Money } from '../contract/common';
import { fromOre, toOre } from './money';

/** How the amounts of the object become whole øre; the engine's readers also validate them. */
export interface CashPriceReaders {
  purchasePrice: (path: string, money: Money | undefined) => number | undefined;
  extra: (path: string, amount: number | undefined) => number | undefined;
}

const plainReaders: CashPriceReaders = {
  purchasePrice: (_path, money) => (money === undefined ? undefined : toOre(money.amount)),
  extra: (_path, amount) => (amount === undefined ? undefined : toOre(amount)),
};

/**
 * P in whole øre (docs/calculation.md, Inputs): the purchase price plus the extras installed at
 * the factory and by the dealer (missing = 0). Itemised `objectCarExtras` are shown on the offer
 * and add nothing. Undefined without a purchase price.
 */
export function cashPriceInOre(
  object: FinancedObject | undefined,
  readers: CashPriceReaders = plainReaders,
): number | undefined {
  const purchasePrice = readers.purchasePrice('object.purchasePrice', object?.purchasePrice);
  const factoryExtras = readers.extra(
    'object.carExtrasPriceFactoryInstalled',
    object?.carExtrasPriceFactoryInstalled,
  );
  const dealerExtras = readers.extra(
    'object.carExtrasPriceDealerInstalled',
    object?.carExtrasPriceDealerInstalled,
  );
  if (purchasePrice === undefined) return undefined;
  return purchasePrice + (factoryExtras ?? 0) + (dealerExtras ?? 0);
}

/** P in kroner, for the campaign rules and the form; undefined without a purchase price. */
export function cashPriceOf(object: FinancedObject | undefined): number | undefined {
  const ore = cashPriceInOre(object);
  return ore === undefined ? undefined : fromOre(ore);
}
