import { z } from 'zod';
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

const typeDiscriminator = text(100).optional();
const percent = z
  .number({ error: 'Must be a number' })
  .min(0, { error: 'Must be 0 or more' })
  .max(100, { error: 'Must be 100 or less' });

export const AddressSchema = z.object({
  addressType: z.enum(ADDRESS_TYPES).optional(),
  addressLine1: text().optional(),
  addressLine2: text().optional(),
  zip: text(20).optional(),
  city: text(100).optional(),
  county: text(100).optional(),
  country: text(100).optional(),
});
export type Address = z.infer<typeof AddressSchema>;

export const CustomerSchema = z.object({
  $type: typeDiscriminator,
  address: z.array(AddressSchema).max(10).optional(),
  externalReferences: externalReferences.optional(),
  locale: text(35).optional(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const CarExtraSchema = z
  .object({
    extrasCode: text(50).optional(),
    name: text().optional(),
    price: MoneySchema.optional(),
  })
  .meta({ id: 'CarExtra' });
export type CarExtra = z.infer<typeof CarExtraSchema>;

const count = z.int({ error: 'Must be a whole number' }).min(0, { error: 'Must be 0 or more' });

export const FinancedObjectSchema = z
  .object({
    $type: typeDiscriminator,
    purchasePrice: MoneySchema.optional(),
    objectTypeID: z.enum(OBJECT_TYPES).optional(),
    objectSubTypeID: z.enum(OBJECT_SUBTYPES).optional(),
    objectCondition: z.enum(OBJECT_CONDITIONS).optional(),
    yearModel: z.int().min(1900).max(2100).optional(),
    make: text(100).optional(),
    model: text(100).optional(),
    engine: text(100).optional(),
    kmPerYear: count.max(1_000_000).optional(),
    modelCode: text(50).optional(),
    priceKmExceeded: amount.optional(),
    objectCarExtras: z.array(CarExtraSchema).max(50).optional(),
    carExtrasPriceFactoryInstalled: amount.optional(),
    carExtrasPriceDealerInstalled: amount.optional(),
    fuelType: z.int().min(0).max(99).optional(),
    carRegNo: text(20).optional(),
    carKilometers: count.max(10_000_000).optional(),
    carChassisNo: text(50).optional(),
    kmTotal: count.max(10_000_000).optional(),
    carProdNo: text(50).optional(),
  })
  .meta({ id: 'FinancedObject' });
export type FinancedObject = z.infer<typeof FinancedObjectSchema>;

export const TermsSchema = z
  .object({
    $type: typeDiscriminator,
    termCount: z
      .int({ error: 'Must be a whole number' })
      .min(1, { error: 'Must be at least 1' })
      .max(MAX_TERM_COUNT, { error: `Must be at most ${MAX_TERM_COUNT}` })
      .optional(),
    termLength: z
      .int({ error: `Must be ${TERM_LENGTH_RULE}` })
      .min(1, { error: `Must be ${TERM_LENGTH_RULE}` })
      .max(MAX_TERM_LENGTH, { error: `Must be ${TERM_LENGTH_RULE}` })
      .optional(),
  })
  .meta({ id: 'Terms' });
export type Terms = z.infer<typeof TermsSchema>;

export const FinancialParametersSchema = z.object({
  equity: MoneySchema.optional(),
  startupFee: MoneySchema.optional(),
  terms: TermsSchema.optional(),
  interestRate: percent.optional(),
  termFee: MoneySchema.optional(),
  residualValue: MoneySchema.optional(),
  residualValuePercent: percent.optional(),
  nonRecurrentFee: amount.optional(),
  loanType: z.enum(LOAN_TYPES).optional(),
  fundingInterestId: identifier.optional(),
});
export type FinancialParameters = z.infer<typeof FinancialParametersSchema>;

export const DataFieldSchema = z
  .object({
    $type: typeDiscriminator,
    name: text(100).optional(),
    value: z.number().min(-MAX_AMOUNT).max(MAX_AMOUNT).optional(),
  })
  .meta({ id: 'DataField' });
export type DataField = z.infer<typeof DataFieldSchema>;

export const EMBEDDED_PRODUCT_CODES = ['INVOICE_ESTIMATOR'] as const;
export type EmbeddedProductCode = (typeof EMBEDDED_PRODUCT_CODES)[number];

/** The bank's embedded products by their names, its data: shown as given in every language. */
export const EMBEDDED_PRODUCT_NAMES: Record<EmbeddedProductCode, string> = {
  INVOICE_ESTIMATOR: 'Fakturaestimat',
};

export const EmbeddedProductSchema = z
  .object({
    code: text(50).optional(),
    name: text().optional(),
    price: MoneySchema.optional(),
    customDataFields: z.array(DataFieldSchema).max(50).optional(),
    priceDataFields: z.array(DataFieldSchema).max(50).optional(),
    isIncludedInTermFee: z.boolean().optional(),
  })
  .meta({ id: 'EmbeddedProduct' });
export type EmbeddedProduct = z.infer<typeof EmbeddedProductSchema>;

export const ContextSchema = z.object({
  externalSystemRef: z.int().min(0).optional(),
  externalSystemRef2: text().optional(),
  externalSystemCode: text(50).optional(),
  integrationClientId: z.int().min(0).optional(),
  channel: z.int().min(0).optional(),
});
export type Context = z.infer<typeof ContextSchema>;

/**
 * The spec does not say which fields are required, so the schema requires none: what a
 * calculation needs is checked by the engine's validation, which reports every missing field.
 */
export const CalculationRequestSchema = z.object({
  productId: identifier.optional(),
  campaignId: identifier.optional(),
  vendorId: identifier.optional(),
  salespersonId: identifier.optional(),
  customerType: z.enum(CUSTOMER_TYPES).optional(),
  customer: CustomerSchema.optional(),
  object: FinancedObjectSchema.optional(),
  financialParameters: FinancialParametersSchema.optional(),
  embeddedProducts: z.array(EmbeddedProductSchema).max(20).optional(),
  context: ContextSchema.optional(),
  includePaymentPlan: z.boolean().optional(),
  deliveryDate: dateTime.optional(),
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
