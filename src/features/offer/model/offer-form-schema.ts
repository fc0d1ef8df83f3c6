import { z } from 'zod';
import {
  AddressSchema,
  amount,
  CarExtraSchema,
  calendarDate,
  CustomerSchema,
  DataFieldSchema,
  EmbeddedProductSchema,
  ExternalReferenceSchema,
  FinancedObjectSchema,
  FinancialParametersSchema,
  LOAN_TYPES,
  MoneySchema,
  OBJECT_TYPES,
  TERM_LENGTH_TEXTS,
  TERM_LENGTH_RULE,
  TermsSchema,
} from '../../../domain/contract';
import { isBlank, parseNumber } from '../../../lib/parse-number';
import { numberText, plainText } from './number-text';

/**
 * The offer form's schema, made of the contract's field schemas (src/domain/contract): what the
 * dealer types is checked by the same rules the service applies. Rules across fields that need
 * the calculation (equity below the price, a residual value below the financed amount) come from
 * the domain engine when a step is left.
 */

const objectFields = FinancedObjectSchema.shape;
const financialFields = FinancialParametersSchema.shape;
const optionalAmount = numberText(amount);

const vatNotAbovePrice = (
  priceText: string,
  vatText: string,
  context: z.RefinementCtx,
  path: (string | number)[],
) => {
  const price = parseNumber(priceText);
  const vat = parseNumber(vatText);
  if (price === undefined || vat === undefined) return;
  const result = MoneySchema.safeParse({ amount: price, vatAmount: vat });
  const issue = result.error?.issues.find((candidate) => candidate.path.includes('vatAmount'));
  if (issue !== undefined) context.addIssue({ code: 'custom', path, message: issue.message });
};

const extraSchema = z.object({
  code: plainText(CarExtraSchema.shape.extrasCode),
  name: plainText(CarExtraSchema.shape.name, 'Name the extra'),
  price: numberText(amount),
});

export const objectSchema = z
  .object({
    objectType: z.enum(OBJECT_TYPES, { error: 'Choose the type of object' }),
    objectSubtype: z.string(),
    condition: z.enum(['New', 'Used'], { error: 'Choose new or used' }),
    make: plainText(objectFields.make),
    model: plainText(objectFields.model),
    yearModel: numberText(objectFields.yearModel, { message: 'Must be a year from 1900 to 2100' }),
    engine: plainText(objectFields.engine),
    fuelType: z.string(),
    registrationNumber: plainText(objectFields.carRegNo),
    chassisNumber: plainText(objectFields.carChassisNo),
    kmPerYear: numberText(objectFields.kmPerYear),
    kmTotal: numberText(objectFields.kmTotal),
    price: numberText(amount, { required: 'Give the purchase price' }),
    vat: optionalAmount,
    extrasFactory: optionalAmount,
    extrasDealer: optionalAmount,
    extras: z.array(extraSchema).max(50),
    priceKmExceeded: optionalAmount,
  })
  .superRefine((object, context) => {
    vatNotAbovePrice(object.price, object.vat, context, ['vat']);
  });

const addressSchema = z.object({
  addressType: AddressSchema.shape.addressType.unwrap(),
  addressLine1: plainText(AddressSchema.shape.addressLine1),
  addressLine2: plainText(AddressSchema.shape.addressLine2),
  zip: plainText(AddressSchema.shape.zip),
  city: plainText(AddressSchema.shape.city),
  country: plainText(AddressSchema.shape.country),
});

export const customerSchema = z.object({
  customerType: z.enum(['Private', 'Business'], { error: 'Choose private or business' }),
  addresses: z.array(addressSchema).max(10),
  locale: plainText(CustomerSchema.shape.locale),
  externalReferences: z.array(
    z.object({
      key: plainText(ExternalReferenceSchema.shape.key, 'Key is required'),
      value: plainText(ExternalReferenceSchema.shape.value, 'Value is required'),
    }),
  ),
});

const percentOrAmount = (
  mode: 'amount' | 'percent',
  text: string,
  context: z.RefinementCtx,
  path: string,
) => {
  const schema = mode === 'percent' ? financialFields.residualValuePercent : amount;
  const result = numberText(schema).safeParse(text);
  const issue = result.error?.issues[0];
  if (issue !== undefined)
    context.addIssue({ code: 'custom', path: [path], message: issue.message });
};

export const financialSchema = z
  .object({
    loanType: z.enum(LOAN_TYPES, { error: 'Choose the loan type' }),
    equityMode: z.enum(['amount', 'percent']),
    equity: z.string(),
    startupFee: optionalAmount,
    termCount: numberText(TermsSchema.shape.termCount, { required: 'Give the number of terms' }),
    termLength: z.enum(TERM_LENGTH_TEXTS, { error: `Must be ${TERM_LENGTH_RULE}` }),
    termFee: optionalAmount,
    residualMode: z.enum(['amount', 'percent']),
    residual: z.string(),
    nonRecurrentFee: optionalAmount,
    interestRate: numberText(financialFields.interestRate),
    deliveryDate: z
      .string()
      .refine((text) => isBlank(text) || calendarDate.safeParse(text).success, {
        error: 'Must be a date',
      }),
  })
  .superRefine((financial, context) => {
    percentOrAmount(financial.equityMode, financial.equity, context, 'equity');
    percentOrAmount(financial.residualMode, financial.residual, context, 'residual');
  });

const appliedRateSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    nominalInterestRate: z.number(),
    startupFee: z.number().optional(),
    documentText: z.string().optional(),
  })
  .nullable();

const productSchema = z.object({
  code: plainText(EmbeddedProductSchema.shape.code),
  name: plainText(EmbeddedProductSchema.shape.name, 'Name the product'),
  price: numberText(amount, { required: 'Give the price of the product' }),
  isIncludedInTermFee: z.boolean(),
  dataFields: z.array(
    z.object({
      kind: z.enum(['custom', 'price']),
      name: plainText(DataFieldSchema.shape.name, 'Name the data field'),
      value: numberText(DataFieldSchema.shape.value, { required: 'Give a value' }),
    }),
  ),
});

export const offerFormSchema = z
  .object({
    object: objectSchema,
    customer: customerSchema,
    financial: financialSchema,
    products: z.array(productSchema).max(20),
    campaign: appliedRateSchema,
    fundingInterest: appliedRateSchema,
  })
  .superRefine((offer, context) => {
    if (
      offer.campaign === null &&
      offer.fundingInterest === null &&
      isBlank(offer.financial.interestRate)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['financial', 'interestRate'],
        message: 'Give an interest rate, or choose a funding interest',
      });
    }
  });
