import type { FieldPath } from 'react-hook-form';
import type { OfferFormValues } from './offer-form-values';

export type OfferField = FieldPath<OfferFormValues>;

/** Contract paths (relative to the calculationRequest) and the form field that gives each. */
const EXACT: Record<string, OfferField> = {
  customerType: 'customer.customerType',
  'customer.locale': 'customer.locale',
  'object.objectTypeID': 'object.objectType',
  'object.objectSubTypeID': 'object.objectSubtype',
  'object.objectCondition': 'object.condition',
  'object.make': 'object.make',
  'object.model': 'object.model',
  'object.yearModel': 'object.yearModel',
  'object.engine': 'object.engine',
  'object.fuelType': 'object.fuelType',
  'object.carRegNo': 'object.registrationNumber',
  'object.carChassisNo': 'object.chassisNumber',
  'object.kmPerYear': 'object.kmPerYear',
  'object.kmTotal': 'object.kmTotal',
  'object.purchasePrice': 'object.price',
  'object.purchasePrice.amount': 'object.price',
  'object.purchasePrice.vatAmount': 'object.vat',
  'object.carExtrasPriceFactoryInstalled': 'object.extrasFactory',
  'object.carExtrasPriceDealerInstalled': 'object.extrasDealer',
  'object.priceKmExceeded': 'object.priceKmExceeded',
  'financialParameters.loanType': 'financial.loanType',
  'financialParameters.equity.amount': 'financial.equity',
  'financialParameters.startupFee.amount': 'financial.startupFee',
  'financialParameters.terms.termCount': 'financial.termCount',
  'financialParameters.terms.termLength': 'financial.termLength',
  'financialParameters.termFee.amount': 'financial.termFee',
  'financialParameters.residualValue.amount': 'financial.residual',
  'financialParameters.residualValuePercent': 'financial.residual',
  'financialParameters.nonRecurrentFee': 'financial.nonRecurrentFee',
  'financialParameters.interestRate': 'financial.interestRate',
  deliveryDate: 'financial.deliveryDate',
};

/** Indexed paths: `embeddedProducts.0.price.amount` → `products.0.price`. */
const INDEXED: [RegExp, (index: string, rest: string) => OfferField | undefined][] = [
  [
    /^embeddedProducts\.(\d+)\.(.+)$/,
    (index, rest) => {
      if (rest.startsWith('price')) return `products.${Number(index)}.price`;
      if (rest === 'name') return `products.${Number(index)}.name`;
      if (rest === 'code') return `products.${Number(index)}.code`;
      return undefined;
    },
  ],
  [
    /^object\.objectCarExtras\.(\d+)\.(.+)$/,
    (index, rest) => {
      if (rest.startsWith('price')) return `object.extras.${Number(index)}.price`;
      if (rest === 'name') return `object.extras.${Number(index)}.name`;
      if (rest === 'extrasCode') return `object.extras.${Number(index)}.code`;
      return undefined;
    },
  ],
  [
    /^customer\.externalReferences\.(\d+)\.(key|value)$/,
    (index, rest) => `customer.externalReferences.${Number(index)}.${rest as 'key' | 'value'}`,
  ],
];

/**
 * The form field a problem is about, from a contract path: the engine's (relative to the
 * request) or the service's (`calculationRequest.…`). Undefined when no field shows it: the
 * problem then goes in the summary.
 */
export function fieldForPath(path: string): OfferField | undefined {
  const relative = path.replace(/^calculationRequest\./, '');
  const exact = EXACT[relative];
  if (exact !== undefined) return exact;
  for (const [pattern, toField] of INDEXED) {
    const match = pattern.exec(relative);
    if (match?.[1] !== undefined && match[2] !== undefined) return toField(match[1], match[2]);
  }
  return undefined;
}

const LABELS: Record<string, string> = {
  objectType: 'Object type',
  objectSubtype: 'Subtype',
  condition: 'Condition',
  make: 'Make',
  model: 'Model',
  yearModel: 'Year',
  engine: 'Engine',
  fuelType: 'Fuel type',
  registrationNumber: 'Registration number',
  chassisNumber: 'Chassis number',
  kmPerYear: 'Kilometres per year',
  kmTotal: 'Kilometres driven',
  price: 'Price',
  vat: 'VAT included',
  extrasFactory: 'Factory-installed extras',
  extrasDealer: 'Dealer-installed extras',
  priceKmExceeded: 'Price per km exceeded',
  customerType: 'Customer',
  locale: "Customer's language",
  addressType: 'Kind',
  addressLine1: 'Street',
  addressLine2: 'Line 2',
  zip: 'Postcode',
  city: 'City',
  country: 'Country',
  key: 'Key',
  value: 'Value',
  loanType: 'Loan type',
  equity: 'Equity',
  startupFee: 'Startup fee',
  termCount: 'Number of terms',
  termLength: 'Term length',
  termFee: 'Term fee',
  residual: 'Residual value',
  nonRecurrentFee: 'Non-recurrent fee',
  interestRate: 'Nominal interest rate',
  deliveryDate: 'Delivery date',
  name: 'Name',
  code: 'Code',
  kind: 'Kind',
};

const GROUPS: Record<string, string> = {
  extras: 'Extra',
  addresses: 'Address',
  externalReferences: 'Reference',
  products: 'Product',
  dataFields: 'data field',
};

/** A field's name as the form labels it, e.g. `products.0.price` → "Product 1: Price". */
export function fieldLabel(field: string): string {
  const parts = field.split('.');
  const words: string[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] ?? '';
    const group = GROUPS[part];
    const next = parts[index + 1];
    if (group !== undefined && next !== undefined && /^\d+$/.test(next)) {
      words.push(`${group} ${Number(next) + 1}`);
      index += 1;
    }
  }
  const last = parts[parts.length - 1] ?? field;
  const label = LABELS[last] ?? last;
  return words.length > 0 ? `${words.join(', ')}: ${label}` : label;
}
