import { productBoundProblems, productFits, type ProductBound } from '../../../domain/calculation';
import type { CalculationRequest, Product } from '../../../domain/contract';
import { laterMessage } from '../../../lib/i18n';
import { isBlank, parseNumber, written } from '../../../lib/parse-number';
import { fieldForPath, type OfferField } from './field-paths';
import type { FinancialValues, OfferFormValues } from './offer-form-values';
import { toCalculationRequest } from './to-calculation-request';

/** The price list's product for the offer as it stands: the first that covers it. */
export function fittingProduct(
  products: readonly Product[],
  values: OfferFormValues,
): Product | undefined {
  const offer = {
    objectType: values.object.objectType,
    objectCondition: values.object.condition === '' ? undefined : values.object.condition,
    loanType: values.financial.loanType,
    customerType: values.customer.customerType === '' ? 'NotSet' : values.customer.customerType,
  };
  return products.find((product) => productFits(product, offer));
}

/** The financial fields a product fills in, and its standard value for each. */
const STANDARD_VALUES = {
  interestRate: (product: Product) => product.nominalInterestRate,
  startupFee: (product: Product) => product.startupFee,
  termFee: (product: Product) => product.termFee,
  nonRecurrentFee: (product: Product) => product.nonRecurrentFee,
} as const satisfies Partial<Record<keyof FinancialValues, (product: Product) => number>>;

type StandardField = keyof typeof STANDARD_VALUES;

/**
 * What taking `next` as the offer's product changes: its standard rate and fees, in each field
 * that is empty or still holds the standard value of the product before. A value the salesperson
 * typed is never overwritten. Written the way the portal's language reads numbers (`7,4` in
 * bokmål), as the salesperson would type them.
 */
export function productFillIn(
  values: OfferFormValues,
  next: Product,
): Array<{ field: `financial.${StandardField}`; text: string }> {
  const previous = values.product;
  return (Object.keys(STANDARD_VALUES) as StandardField[]).flatMap((key) => {
    const standard = STANDARD_VALUES[key];
    const text = values.financial[key];
    const untouched =
      isBlank(text) || (previous !== null && parseNumber(text) === standard(previous));
    return untouched ? [{ field: `financial.${key}` as const, text: written(standard(next)) }] : [];
  });
}

/** What a bound allows, in words; `loanType` words a lease's equity as its initial rental. */
function boundMessage(product: Product, bound: ProductBound, loanType: string): string {
  const name = product.name;
  switch (bound.kind) {
    case 'termCount':
      return laterMessage('offer.productBound.termCount', {
        product: name,
        min: bound.min,
        max: bound.max,
      });
    case 'termLength':
      return laterMessage('offer.productBound.termLength', {
        product: name,
        allowed: bound.allowed.join(', '),
      });
    case 'minCreditAmount':
    case 'maxCreditAmount':
      return laterMessage(`offer.productBound.${bound.kind}`, {
        product: name,
        amount: bound.amount,
        loanType,
      });
    case 'minEquity':
      return laterMessage('offer.productBound.minEquity', {
        product: name,
        percent: bound.percent,
        amount: bound.amount,
        loanType,
      });
    case 'maxResidualValue':
      return laterMessage('offer.productBound.maxResidualValue', {
        product: name,
        percent: bound.percent,
        amount: bound.amount,
      });
    default:
      return laterMessage('offer.productBound.covers', {
        product: name,
        allowed: bound.allowed.join(', '),
      });
  }
}

/** A value outside its product's bounds: its field, and what is allowed (a message said later). */
export interface ProductBoundIssue {
  field: OfferField;
  message: string;
}

/**
 * The offer's values outside its product's bounds, on their fields, saying what is allowed.
 * `request`: the values as a calculation request, where the caller has made it already.
 */
export function productBoundIssues(
  values: OfferFormValues,
  request: CalculationRequest = toCalculationRequest(values),
): ProductBoundIssue[] {
  const product = values.product;
  if (product === null) return [];
  const loanType = request.financialParameters?.loanType ?? '';
  return productBoundProblems(product, request).flatMap(({ path, bound }) => {
    const field = fieldForPath(path);
    return field === undefined ? [] : [{ field, message: boundMessage(product, bound, loanType) }];
  });
}
