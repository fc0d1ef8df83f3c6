import { z } from 'zod/mini';
import {
  AddressSchema,
  amount,
  CarExtraSchema,
  calendarDate,
  CustomerSchema,
  OfferDocumentBodySchema,
  DataFieldSchema,
  EmbeddedProductSchema,
  ExternalReferenceSchema,
  FinancedObjectSchema,
  FinancialParametersSchema,
  LOAN_TYPES,
  MoneySchema,
  OBJECT_TYPES,
  ProductSchema,
  TERM_LENGTH_TEXTS,
  TermsSchema,
} from '../../../domain/contract';
import { laterMessage } from '../../../lib/i18n';
import { isBlank, parseNumber } from '../../../lib/parse-number';
import { numberText, plainText } from './number-text';
import { productBoundIssues } from './product-terms';

/**
 * The offer form's schema, made of the contract's field schemas (src/domain/contract): what the
 * dealer types is checked by the same rules the service applies. Rules across fields that need
 * the calculation (equity below the price, a residual value below the financed amount) come from
 * the domain engine when a step is left; the bounds of the price list's product are checked here.
 */

const objectFields = FinancedObjectSchema.shape;
const financialFields = FinancialParametersSchema.shape;
const optionalAmount = numberText(amount);

const vatNotAbovePrice = (
  priceText: string,
  vatText: string,
  context: z.core.$RefinementCtx,
  path: (string | number)[],
) => {
  const price = parseNumber(priceText);
  const vat = parseNumber(vatText);
  if (price === undefined || vat === undefined) return;
  const result = MoneySchema.safeParse({ amount: price, vatAmount: vat });
  if (result.error?.issues.some((candidate) => candidate.path.includes('vatAmount')) === true) {
    context.addIssue({ code: 'custom', path, message: laterMessage('offer.error.vatAbovePrice') });
  }
};

const extraSchema = z.object({
  code: plainText(CarExtraSchema.shape.extrasCode),
  name: plainText(CarExtraSchema.shape.name, 'offer.error.extraName'),
  price: numberText(amount),
});

export const objectSchema = z
  .object({
    objectType: z.enum(OBJECT_TYPES, { error: laterMessage('offer.error.objectType') }),
    objectSubtype: z.string(),
    condition: z.enum(['New', 'Used'], { error: laterMessage('offer.error.condition') }),
    make: plainText(objectFields.make),
    model: plainText(objectFields.model),
    yearModel: numberText(objectFields.yearModel, { message: 'offer.error.yearModel' }),
    engine: plainText(objectFields.engine),
    fuelType: z.string(),
    registrationNumber: plainText(objectFields.carRegNo),
    chassisNumber: plainText(objectFields.carChassisNo),
    kmPerYear: numberText(objectFields.kmPerYear),
    kmTotal: numberText(objectFields.kmTotal),
    price: numberText(amount, { required: 'offer.error.price' }),
    vat: optionalAmount,
    extrasFactory: optionalAmount,
    extrasDealer: optionalAmount,
    extras: z.array(extraSchema).check(z.maxLength(50)),
    priceKmExceeded: optionalAmount,
  })
  .check(
    z.superRefine((object, context) => {
      vatNotAbovePrice(object.price, object.vat, context, ['vat']);
    }),
  );

const addressSchema = z.object({
  addressType: AddressSchema.shape.addressType.def.innerType,
  addressLine1: plainText(AddressSchema.shape.addressLine1),
  addressLine2: plainText(AddressSchema.shape.addressLine2),
  zip: plainText(AddressSchema.shape.zip),
  city: plainText(AddressSchema.shape.city),
  country: plainText(AddressSchema.shape.country),
});

export const customerSchema = z.object({
  customerType: z.enum(['Private', 'Business'], {
    error: laterMessage('offer.error.customerType'),
  }),
  name: plainText(OfferDocumentBodySchema.shape.customerName),
  addresses: z.array(addressSchema).check(z.maxLength(10)),
  locale: plainText(CustomerSchema.shape.locale),
  externalReferences: z.array(
    z.object({
      key: plainText(ExternalReferenceSchema.shape.key, 'offer.error.referenceKey'),
      value: plainText(ExternalReferenceSchema.shape.value, 'offer.error.referenceValue'),
    }),
  ),
});

/** Built once: the refinement below runs on every key typed in the offer. */
const percentOrAmountText = {
  percent: numberText(financialFields.residualValuePercent, { kind: 'rate' }),
  amount: optionalAmount,
};

const percentOrAmount = (
  mode: 'amount' | 'percent',
  text: string,
  context: z.core.$RefinementCtx,
  path: string,
) => {
  const result = percentOrAmountText[mode].safeParse(text);
  const issue = result.error?.issues[0];
  if (issue !== undefined)
    context.addIssue({ code: 'custom', path: [path], message: issue.message });
};

export const financialSchema = z
  .object({
    loanType: z.enum(LOAN_TYPES, { error: laterMessage('offer.error.loanType') }),
    equityMode: z.enum(['amount', 'percent']),
    equity: z.string(),
    startupFee: optionalAmount,
    termCount: numberText(TermsSchema.shape.termCount, {
      required: 'offer.error.termCount',
      kind: 'count',
    }),
    termLength: z.enum(TERM_LENGTH_TEXTS, { error: laterMessage('offer.error.termLength') }),
    termFee: optionalAmount,
    residualMode: z.enum(['amount', 'percent']),
    residual: z.string(),
    nonRecurrentFee: optionalAmount,
    interestRate: numberText(financialFields.interestRate, { kind: 'rate' }),
    deliveryDate: z.string().check(
      z.refine((text) => isBlank(text) || calendarDate.safeParse(text).success, {
        error: laterMessage('offer.error.date'),
      }),
    ),
  })
  .check(
    z.superRefine((financial, context) => {
      percentOrAmount(financial.equityMode, financial.equity, context, 'equity');
      percentOrAmount(financial.residualMode, financial.residual, context, 'residual');
    }),
  );

const appliedRateSchema = z.nullable(
  z.object({
    id: z.number(),
    name: z.string(),
    nominalInterestRate: z.number(),
    startupFee: z.optional(z.number()),
    documentText: z.optional(z.string()),
  }),
);

const productSchema = z.object({
  code: plainText(EmbeddedProductSchema.shape.code),
  name: plainText(EmbeddedProductSchema.shape.name, 'offer.error.productName'),
  price: numberText(amount, { required: 'offer.error.productPrice' }),
  isIncludedInTermFee: z.boolean(),
  dataFields: z.array(
    z.object({
      kind: z.enum(['custom', 'price']),
      name: plainText(DataFieldSchema.shape.name, 'offer.error.dataFieldName'),
      value: numberText(DataFieldSchema.shape.value, { required: 'offer.error.dataFieldValue' }),
    }),
  ),
});

export const offerFormSchema = z
  .object({
    object: objectSchema,
    customer: customerSchema,
    financial: financialSchema,
    products: z.array(productSchema).check(z.maxLength(20)),
    campaign: appliedRateSchema,
    fundingInterest: appliedRateSchema,
    product: z.nullable(ProductSchema),
  })
  .check(
    z.superRefine((offer, context) => {
      if (
        offer.campaign === null &&
        offer.fundingInterest === null &&
        isBlank(offer.financial.interestRate)
      ) {
        context.addIssue({
          code: 'custom',
          path: ['financial', 'interestRate'],
          message: laterMessage('offer.error.interestRate'),
        });
      }
      for (const { field, message } of productBoundIssues(offer)) {
        context.addIssue({ code: 'custom', path: field.split('.'), message });
      }
    }),
  );
