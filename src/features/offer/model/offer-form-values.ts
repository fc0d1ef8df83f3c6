import {
  EMBEDDED_PRODUCT_NAMES,
  REQUEST_DEFAULTS,
  type EmbeddedProductCode,
  type LoanType,
  type ObjectType,
  type Product,
  type TermLength,
} from '../../../domain/contract';

/**
 * What the offer form holds. Numbers stay as the dealer typed them (`350 000`, `6,9`) until the
 * request is built, so a half-typed value is never lost or rewritten under the cursor.
 */

export interface ExtraValues {
  code: string;
  name: string;
  price: string;
}

export interface ObjectValues {
  objectType: ObjectType;
  objectSubtype: string;
  condition: '' | 'New' | 'Used';
  make: string;
  model: string;
  yearModel: string;
  engine: string;
  fuelType: string;
  registrationNumber: string;
  chassisNumber: string;
  kmPerYear: string;
  kmTotal: string;
  price: string;
  vat: string;
  extrasFactory: string;
  extrasDealer: string;
  extras: ExtraValues[];
  priceKmExceeded: string;
}

export interface AddressValues {
  addressType: 'VisitingAddress' | 'PostalAddress' | 'InvoiceAddress';
  addressLine1: string;
  addressLine2: string;
  zip: string;
  city: string;
  country: string;
}

export interface ExternalReferenceValues {
  key: string;
  value: string;
}

export interface CustomerValues {
  customerType: '' | 'Private' | 'Business';
  /** The customer's name on the offer they take home, and in My offers' search. */
  name: string;
  addresses: AddressValues[];
  locale: string;
  externalReferences: ExternalReferenceValues[];
}

export type AmountMode = 'amount' | 'percent';

export interface FinancialValues {
  loanType: LoanType;
  equityMode: AmountMode;
  equity: string;
  startupFee: string;
  termCount: string;
  termLength: `${TermLength}`;
  termFee: string;
  residualMode: AmountMode;
  residual: string;
  nonRecurrentFee: string;
  interestRate: string;
  deliveryDate: string;
}

export interface DataFieldValues {
  kind: 'custom' | 'price';
  name: string;
  value: string;
}

export interface ProductValues {
  code: string;
  name: string;
  price: string;
  isIncludedInTermFee: boolean;
  dataFields: DataFieldValues[];
}

/** A campaign or funding interest the dealer applied, with the rate the service gave for it. */
export interface AppliedRate {
  id: number;
  name: string;
  /** Percent, from the service's calculation with this id. */
  nominalInterestRate: number;
  /** A campaign may grant its own startup fee (kroner). */
  startupFee?: number;
  /** The campaign's text for the customer, printed on the offer. */
  documentText?: string;
}

export interface OfferFormValues {
  object: ObjectValues;
  customer: CustomerValues;
  financial: FinancialValues;
  products: ProductValues[];
  campaign: AppliedRate | null;
  fundingInterest: AppliedRate | null;
  /** The price list's product that fits the offer; it filled the rate and fees in and bounds them. */
  product: Product | null;
}

export const emptyExtra = (): ExtraValues => ({ code: '', name: '', price: '' });

export const emptyAddress = (
  addressType: AddressValues['addressType'] = 'VisitingAddress',
): AddressValues => ({
  addressType,
  addressLine1: '',
  addressLine2: '',
  zip: '',
  city: '',
  country: '',
});

/** A product row: one of the bank's by its code, named as the bank names it, or one of the dealer's. */
export const emptyProduct = (code: EmbeddedProductCode | '' = ''): ProductValues => ({
  code,
  name: code === '' ? '' : EMBEDDED_PRODUCT_NAMES[code],
  price: '',
  isIncludedInTermFee: false,
  dataFields: [],
});

export function emptyOffer(): OfferFormValues {
  return {
    object: {
      objectType: 'vehicle',
      objectSubtype: '',
      condition: '',
      make: '',
      model: '',
      yearModel: '',
      engine: '',
      fuelType: '',
      registrationNumber: '',
      chassisNumber: '',
      kmPerYear: '',
      kmTotal: '',
      price: '',
      vat: '',
      extrasFactory: '',
      extrasDealer: '',
      extras: [],
      priceKmExceeded: '',
    },
    customer: {
      customerType: '',
      name: '',
      addresses: [emptyAddress()],
      locale: 'nb-NO',
      externalReferences: [],
    },
    financial: {
      loanType: REQUEST_DEFAULTS.loanType,
      equityMode: 'amount',
      equity: '',
      startupFee: '',
      termCount: '60',
      termLength: `${REQUEST_DEFAULTS.termLength}`,
      termFee: '',
      residualMode: 'amount',
      residual: '',
      nonRecurrentFee: '',
      interestRate: '',
      deliveryDate: '',
    },
    products: [],
    campaign: null,
    fundingInterest: null,
    product: null,
  };
}
