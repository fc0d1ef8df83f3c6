import {
  customerTypeOf,
  loanTypeOf,
  termLengthOf,
  type CalculationRequest,
} from '../contract/calculation-request';
import { minEquityPercentFor, type Product } from '../contract/product';
import { cashPriceInOre } from './cash-price';
import { fromOre, percentOfOre, toOre } from './money';

/** A bound of a product an offer breaks: what it allows, for a message in any language. */
export type ProductBound =
  | { kind: 'objectType'; allowed: readonly string[] }
  | { kind: 'objectCondition'; allowed: readonly string[] }
  | { kind: 'loanType'; allowed: readonly string[] }
  | { kind: 'customerType'; allowed: readonly string[] }
  | { kind: 'termCount'; min: number; max: number }
  | { kind: 'termLength'; allowed: readonly number[] }
  | { kind: 'minCreditAmount'; amount: number }
  | { kind: 'maxCreditAmount'; amount: number }
  /** `amount` is the percent of this offer's cash price, in kroner. */
  | { kind: 'minEquity'; percent: number; amount: number }
  | { kind: 'maxResidualValue'; percent: number; amount: number };

/** One value outside a product's bounds; `path` as the engine's problems have it. */
export interface ProductBoundProblem {
  path: string;
  bound: ProductBound;
}

export const PRODUCT_BOUND_PATHS = {
  objectType: 'object.objectTypeID',
  objectCondition: 'object.objectCondition',
  loanType: 'financialParameters.loanType',
  customerType: 'customerType',
  termCount: 'financialParameters.terms.termCount',
  termLength: 'financialParameters.terms.termLength',
  equity: 'financialParameters.equity.amount',
  purchasePrice: 'object.purchasePrice.amount',
  residualValue: 'financialParameters.residualValue.amount',
  residualValuePercent: 'financialParameters.residualValuePercent',
} as const;

const outside = <T>(allowed: readonly T[], value: T | undefined): boolean =>
  value === undefined || !allowed.includes(value);

/**
 * The values of a request outside its product's bounds (docs/calculation.md, Products). Values the
 * request leaves out that the engine requires (a price, a term count) are the engine's to report;
 * the equity and residual value bounds are shares of the cash price, compared in whole øre.
 */
export function productBoundProblems(
  product: Product,
  request: CalculationRequest,
): ProductBoundProblem[] {
  const problems: ProductBoundProblem[] = [];
  const add = (path: string, bound: ProductBound) => problems.push({ path, bound });
  const { object, financialParameters: parameters } = request;

  if (outside(product.objectTypes, object?.objectTypeID)) {
    add(PRODUCT_BOUND_PATHS.objectType, { kind: 'objectType', allowed: product.objectTypes });
  }
  if (outside(product.objectConditions, object?.objectCondition)) {
    add(PRODUCT_BOUND_PATHS.objectCondition, {
      kind: 'objectCondition',
      allowed: product.objectConditions,
    });
  }
  if (outside(product.loanTypes, loanTypeOf(request))) {
    add(PRODUCT_BOUND_PATHS.loanType, { kind: 'loanType', allowed: product.loanTypes });
  }
  if (product.customerTypes.length > 0 && outside(product.customerTypes, customerTypeOf(request))) {
    add(PRODUCT_BOUND_PATHS.customerType, {
      kind: 'customerType',
      allowed: product.customerTypes,
    });
  }
  const termCount = parameters?.terms?.termCount;
  if (
    termCount !== undefined &&
    (termCount < product.termCounts.min || termCount > product.termCounts.max)
  ) {
    add(PRODUCT_BOUND_PATHS.termCount, { kind: 'termCount', ...product.termCounts });
  }
  if (outside(product.termLengths, termLengthOf(request))) {
    add(PRODUCT_BOUND_PATHS.termLength, { kind: 'termLength', allowed: product.termLengths });
  }

  const cashPrice = cashPriceInOre(object);
  if (cashPrice === undefined) return problems;
  const equity = toOre(parameters?.equity?.amount ?? 0);
  const minEquityPercent = minEquityPercentFor(product, object?.objectCondition);
  const minEquity = percentOfOre(minEquityPercent, cashPrice);
  if (equity < minEquity) {
    add(PRODUCT_BOUND_PATHS.equity, {
      kind: 'minEquity',
      percent: minEquityPercent,
      amount: fromOre(minEquity),
    });
  }
  // The credit is the cash price less equity: too little is a price too low for the product,
  // too much asks for more equity.
  const credit = cashPrice - equity;
  if (credit < toOre(product.minCreditAmount)) {
    add(PRODUCT_BOUND_PATHS.purchasePrice, {
      kind: 'minCreditAmount',
      amount: product.minCreditAmount,
    });
  } else if (credit > toOre(product.maxCreditAmount)) {
    add(PRODUCT_BOUND_PATHS.equity, { kind: 'maxCreditAmount', amount: product.maxCreditAmount });
  }
  const maxResidualValue = percentOfOre(product.maxResidualValuePercent, cashPrice);
  const residualAmount = parameters?.residualValue?.amount;
  const residualPercent = parameters?.residualValuePercent;
  const residualValue =
    residualAmount !== undefined
      ? toOre(residualAmount)
      : residualPercent !== undefined
        ? percentOfOre(residualPercent, cashPrice)
        : 0;
  if (residualValue > maxResidualValue) {
    add(
      residualAmount === undefined
        ? PRODUCT_BOUND_PATHS.residualValuePercent
        : PRODUCT_BOUND_PATHS.residualValue,
      {
        kind: 'maxResidualValue',
        percent: product.maxResidualValuePercent,
        amount: fromOre(maxResidualValue),
      },
    );
  }
  return problems;
}

/** A bound in English words, for API clients; the portal says it in the user's language. */
export function productBoundMessage(bound: ProductBound): string {
  switch (bound.kind) {
    case 'objectType':
    case 'objectCondition':
    case 'loanType':
    case 'customerType':
      return `The product allows ${bound.allowed.join(', ')}`;
    case 'termCount':
      return `The product allows ${bound.min} to ${bound.max} terms`;
    case 'termLength':
      return `The product allows terms of ${bound.allowed.join(', ')} months`;
    case 'minCreditAmount':
      return `The product finances a credit (cash price less equity) of at least NOK ${bound.amount.toFixed(2)}`;
    case 'maxCreditAmount':
      return `The product finances a credit (cash price less equity) of at most NOK ${bound.amount.toFixed(2)}`;
    case 'minEquity':
      return `The product requires at least ${bound.percent} % of the cash price as equity (NOK ${bound.amount.toFixed(2)})`;
    case 'maxResidualValue':
      return `The product allows a residual value of at most ${bound.percent} % of the cash price (NOK ${bound.amount.toFixed(2)})`;
  }
}

/**
 * Whether a product covers an offer's object, condition, loan type and customer type: the
 * products the portal may start an offer from.
 */
export function productFits(
  product: Product,
  offer: {
    objectType: string | undefined;
    objectCondition: string | undefined;
    loanType: string;
    customerType: string;
  },
): boolean {
  return (
    !outside<string>(product.objectTypes, offer.objectType) &&
    !outside<string>(product.objectConditions, offer.objectCondition) &&
    !outside<string>(product.loanTypes, offer.loanType) &&
    (product.customerTypes.length === 0 ||
      (product.customerTypes as readonly string[]).includes(offer.customerType))
  );
}
