import { z } from 'zod/mini';
import {
  amount,
  dateTime,
  externalReferences,
  identifier,
  MAX_AMOUNT,
  MoneySchema,
  text,
} from './common';
import { MAX_TERM_COUNT, MAX_TERM_LENGTH, TERM_LENGTH_RULE, type TermLength } from './term-limits';

// Value sets the spec lists (objects) and the ones docs/calculation.md fixes (customer and
// loan types). The spec leaves `$type` discriminators open, so they stay free bounded strings.

export const OBJECT_TYPES = [
  'vehicle',
  'boat',
  'agriculture',
  'aquaculture',
  'construction machine',
] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

export const OBJECT_SUBTYPES = [
  'ICE vehicle',
  'electric vehicle',
  'boat under 7 meters',
  'MC',
] as const;
export type ObjectSubtype = (typeof OBJECT_SUBTYPES)[number];

/**
 * Which object type each subtype belongs to: what the portal offers for a chosen type. The spec has
 * no pairing rule, so a request may pair them otherwise; such a subtype simply matches no rule
 * written for another type.
 */
export const SUBTYPE_OBJECT_TYPE: Record<ObjectSubtype, ObjectType> = {
  'ICE vehicle': 'vehicle',
  'electric vehicle': 'vehicle',
  MC: 'vehicle',
  'boat under 7 meters': 'boat',
};

export const OBJECT_CONDITIONS = ['New', 'Used'] as const;
export type ObjectCondition = (typeof OBJECT_CONDITIONS)[number];

export const CUSTOMER_TYPES = ['NotSet', 'Private', 'Business'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const LOAN_TYPES = ['Annuity', 'Serial', 'Leasing'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

export const ADDRESS_TYPES = ['VisitingAddress', 'PostalAddress', 'InvoiceAddress'] as const;

/** The spec types `fuelType` as a number; these are the codes the portal offers. */
export const FUEL_TYPES = {
  1: 'Petrol',
  2: 'Diesel',
  3: 'Electric',
  4: 'Hybrid',
  5: 'Plug-in hybrid',
  6: 'Hydrogen',
  7: 'Other',
} as const;

const typeDiscriminator = z.optional(text(100));
const percent = z
  .number({ error: 'Must be a number' })
  .check(
    z.minimum(0, { error: 'Must be 0 or more' }),
    z.maximum(100, { error: 'Must be 100 or less' }),
  );

export const AddressSchema = z.object({
  addressType: z.optional(z.enum(ADDRESS_TYPES)),
  addressLine1: z.optional(text()),
  addressLine2: z.optional(text()),
  zip: z.optional(text(20)),
  city: z.optional(text(100)),
  county: z.optional(text(100)),
  country: z.optional(text(100)),
});
export type Address = z.infer<typeof AddressSchema>;

export const CustomerSchema = z.object({
  $type: typeDiscriminator,
  address: z.optional(z.array(AddressSchema).check(z.maxLength(10))),
  externalReferences: z.optional(externalReferences),
  locale: z.optional(text(35)),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CarExtraSchema = z
  .object({
    extrasCode: z.optional(text(50)),
    name: z.optional(text()),
    price: z.optional(MoneySchema),
  })
  .register(z.globalRegistry, { id: 'CarExtra' });
export type CarExtra = z.infer<typeof CarExtraSchema>;

const count = z
  .int({ error: 'Must be a whole number' })
  .check(z.minimum(0, { error: 'Must be 0 or more' }));

export const FinancedObjectSchema = z
  .object({
    $type: typeDiscriminator,
    purchasePrice: z.optional(MoneySchema),
    objectTypeID: z.optional(z.enum(OBJECT_TYPES)),
    objectSubTypeID: z.optional(z.enum(OBJECT_SUBTYPES)),
    objectCondition: z.optional(z.enum(OBJECT_CONDITIONS)),
    yearModel: z.optional(z.int().check(z.minimum(1900), z.maximum(2100))),
    make: z.optional(text(100)),
    model: z.optional(text(100)),
    engine: z.optional(text(100)),
    kmPerYear: z.optional(count.check(z.maximum(1_000_000))),
    modelCode: z.optional(text(50)),
    priceKmExceeded: z.optional(amount),
    objectCarExtras: z.optional(z.array(CarExtraSchema).check(z.maxLength(50))),
    carExtrasPriceFactoryInstalled: z.optional(amount),
    carExtrasPriceDealerInstalled: z.optional(amount),
    fuelType: z.optional(z.int().check(z.minimum(0), z.maximum(99))),
    carRegNo: z.optional(text(20)),
    carKilometers: z.optional(count.check(z.maximum(10_000_000))),
    carChassisNo: z.optional(text(50)),
    kmTotal: z.optional(count.check(z.maximum(10_000_000))),
    carProdNo: z.optional(text(50)),
  })
  .register(z.globalRegistry, { id: 'FinancedObject' });
export type FinancedObject = z.infer<typeof FinancedObjectSchema>;

export const TermsSchema = z
  .object({
    $type: typeDiscriminator,
    termCount: z.optional(
      z
        .int({ error: 'Must be a whole number' })
        .check(
          z.minimum(1, { error: 'Must be at least 1' }),
          z.maximum(MAX_TERM_COUNT, { error: `Must be at most ${MAX_TERM_COUNT}` }),
        ),
    ),
    termLength: z.optional(
      z
        .int({ error: `Must be ${TERM_LENGTH_RULE}` })
        .check(
          z.minimum(1, { error: `Must be ${TERM_LENGTH_RULE}` }),
          z.maximum(MAX_TERM_LENGTH, { error: `Must be ${TERM_LENGTH_RULE}` }),
        ),
    ),
  })
  .register(z.globalRegistry, { id: 'Terms' });
export type Terms = z.infer<typeof TermsSchema>;

export const FinancialParametersSchema = z.object({
  equity: z.optional(MoneySchema),
  startupFee: z.optional(MoneySchema),
  terms: z.optional(TermsSchema),
  interestRate: z.optional(percent),
  termFee: z.optional(MoneySchema),
  residualValue: z.optional(MoneySchema),
  residualValuePercent: z.optional(percent),
  nonRecurrentFee: z.optional(amount),
  loanType: z.optional(z.enum(LOAN_TYPES)),
  fundingInterestId: z.optional(identifier),
});
export type FinancialParameters = z.infer<typeof FinancialParametersSchema>;

export const DataFieldSchema = z
  .object({
    $type: typeDiscriminator,
    name: z.optional(text(100)),
    value: z.optional(z.number().check(z.minimum(-MAX_AMOUNT), z.maximum(MAX_AMOUNT))),
  })
  .register(z.globalRegistry, { id: 'DataField' });
export type DataField = z.infer<typeof DataFieldSchema>;

export const EMBEDDED_PRODUCT_CODES = ['INVOICE_ESTIMATOR'] as const;
export type EmbeddedProductCode = (typeof EMBEDDED_PRODUCT_CODES)[number];

/** The bank's embedded products by their names, its data: shown as given in every language. */
export const EMBEDDED_PRODUCT_NAMES: Record<EmbeddedProductCode, string> = {
  INVOICE_ESTIMATOR: 'Fakturaestimat',
};

export const EmbeddedProductSchema = z
  .object({
    code: z.optional(text(50)),
    name: z.optional(text()),
    price: z.optional(MoneySchema),
    customDataFields: z.optional(z.array(DataFieldSchema).check(z.maxLength(50))),
    priceDataFields: z.optional(z.array(DataFieldSchema).check(z.maxLength(50))),
    isIncludedInTermFee: z.optional(z.boolean()),
  })
  .register(z.globalRegistry, { id: 'EmbeddedProduct' });
export type EmbeddedProduct = z.infer<typeof EmbeddedProductSchema>;

export const ContextSchema = z.object({
  externalSystemRef: z.optional(z.int().check(z.minimum(0))),
  externalSystemRef2: z.optional(text()),
  externalSystemCode: z.optional(text(50)),
  integrationClientId: z.optional(z.int().check(z.minimum(0))),
  channel: z.optional(z.int().check(z.minimum(0))),
});
export type Context = z.infer<typeof ContextSchema>;

/**
 * The spec does not say which fields are required, so the schema requires none: what a
 * calculation needs is checked by the engine's validation, which reports every missing field.
 */
export const CalculationRequestSchema = z.object({
  productId: z.optional(identifier),
  campaignId: z.optional(identifier),
  vendorId: z.optional(identifier),
  salespersonId: z.optional(identifier),
  customerType: z.optional(z.enum(CUSTOMER_TYPES)),
  customer: z.optional(CustomerSchema),
  object: z.optional(FinancedObjectSchema),
  financialParameters: z.optional(FinancialParametersSchema),
  embeddedProducts: z.optional(z.array(EmbeddedProductSchema).check(z.maxLength(20))),
  context: z.optional(ContextSchema),
  includePaymentPlan: z.optional(z.boolean()),
  deliveryDate: z.optional(dateTime),
});
export type CalculationRequest = z.infer<typeof CalculationRequestSchema>;

/** What a request means where it leaves a value out (docs/calculation.md, Inputs). */
export const REQUEST_DEFAULTS = {
  customerType: 'NotSet',
  loanType: 'Annuity',
  termLength: 1,
} as const satisfies { customerType: CustomerType; loanType: LoanType; termLength: TermLength };

export const customerTypeOf = (request: Pick<CalculationRequest, 'customerType'>): CustomerType =>
  request.customerType ?? REQUEST_DEFAULTS.customerType;

export const loanTypeOf = (request: Pick<CalculationRequest, 'financialParameters'>): LoanType =>
  request.financialParameters?.loanType ?? REQUEST_DEFAULTS.loanType;

/** Months per term, as asked; the engine reports a length that is not one of TERM_LENGTHS. */
export const termLengthOf = (request: Pick<CalculationRequest, 'financialParameters'>): number =>
  request.financialParameters?.terms?.termLength ?? REQUEST_DEFAULTS.termLength;

/** Body of `POST /calculation`, `POST /campaign/search` and `POST /funding-interest/search`. */
export const CalculationRequestBodySchema = z.object({
  calculationRequest: CalculationRequestSchema,
});
export type CalculationRequestBody = z.infer<typeof CalculationRequestBodySchema>;
