import { z } from 'zod/mini';
import {
  ADDRESS_TYPES,
  AddressSchema,
  CalculationRequestSchema,
  ContextSchema,
  CUSTOMER_TYPES,
  CustomerSchema,
  FinancialParametersSchema,
  LOAN_TYPES,
  type CalculationRequest,
  type CustomerType,
  type LoanType,
} from './calculation-request';
import { requestedIdentifier, text } from './common';

/**
 * The calculation request as the financing service accepts it: liberal where the spec leaves
 * room. The portal builds and sends the strict `CalculationRequestSchema`; the service takes
 * this one, keeps it as sent and gives the rules only the values they know (`knownValuesOf`).
 *
 * Spellings the parsed JSON cannot carry (null, 0 for an identifier, a date-time without offset,
 * a key in another case) are normalised before validation by the service.
 */

/**
 * A value of a set the spec shows only in part: kept as sent; an unknown one has no meaning
 * unless `otherValues` says what it does.
 */
const openValue = (known: readonly string[], otherValues = 'Other values are kept as sent.') =>
  text(100).register(z.globalRegistry, {
    description: `Known values: ${known.join(', ')}. ${otherValues}`,
  });

const MAX_UNSIGNED_64_BIT = 2n ** 64n - 1n;

/** "A large integer": 64 bits, kept without loss (numbers beyond 2^53 are read exactly). */
export const externalSystemReference = z
  .union([
    z.int().check(z.minimum(0)),
    z
      .bigint()
      .check(z.minimum(0n), z.maximum(MAX_UNSIGNED_64_BIT, { error: 'Must fit in 64 bits' })),
  ])
  .register(z.globalRegistry, {
    description:
      'A whole number of up to 64 bits, read and returned without loss (also beyond 2^53).',
  });

export const AcceptedAddressSchema = z
  .extend(AddressSchema, {
    addressType: z.optional(openValue(ADDRESS_TYPES)),
  })
  .register(z.globalRegistry, { id: 'Address' });

export const AcceptedCustomerSchema = z
  .extend(CustomerSchema, {
    address: z.optional(z.array(AcceptedAddressSchema).check(z.maxLength(10))),
  })
  .register(z.globalRegistry, { id: 'Customer' });

export const AcceptedFinancialParametersSchema = z
  .extend(FinancialParametersSchema, {
    loanType: z.optional(
      openValue(
        LOAN_TYPES,
        'Another value still lets the searches answer (it matches no rule for a loan type); ' +
          'a calculation or application refuses it with 422.',
      ),
    ),
    fundingInterestId: z.optional(requestedIdentifier),
  })
  .register(z.globalRegistry, { id: 'FinancialParameters' });

export const AcceptedContextSchema = z
  .extend(ContextSchema, {
    externalSystemRef: z.optional(externalSystemReference),
  })
  .register(z.globalRegistry, { id: 'Context' });

export const AcceptedCalculationRequestSchema = z
  .extend(CalculationRequestSchema, {
    productId: z.optional(requestedIdentifier),
    campaignId: z.optional(requestedIdentifier),
    vendorId: z.optional(requestedIdentifier),
    salespersonId: z.optional(requestedIdentifier),
    customerType: z.optional(
      openValue(CUSTOMER_TYPES, 'Another value is kept as sent and treated as NotSet.'),
    ),
    customer: z.optional(AcceptedCustomerSchema),
    financialParameters: z.optional(AcceptedFinancialParametersSchema),
    context: z.optional(AcceptedContextSchema),
  })
  .register(z.globalRegistry, {
    id: 'CalculationRequest',
    description:
      'Every field is optional; what a calculation needs is checked by the calculation. `null` ' +
      'means absent, `0` means "not set" for productId, campaignId, vendorId, salespersonId and ' +
      'fundingInterestId; ids the bank does not have simply do not exist. Keys are matched ' +
      'without regard to case (`objectTypeId` is read as `objectTypeID`).',
  });
export type AcceptedCalculationRequest = z.infer<typeof AcceptedCalculationRequestSchema>;

export const AcceptedCalculationRequestBodySchema = z
  .object({ calculationRequest: AcceptedCalculationRequestSchema })
  .register(z.globalRegistry, { id: 'CalculationRequestBody' });

const isKnown = <Value extends string>(values: readonly Value[], value: string): value is Value =>
  (values as readonly string[]).includes(value);

/** The customer type the rules see: one they do not know is `NotSet`. */
export const knownCustomerType = (value: string | undefined): CustomerType | undefined =>
  value === undefined || isKnown(CUSTOMER_TYPES, value) ? value : 'NotSet';

export const isKnownLoanType = (value: string): value is LoanType => isKnown(LOAN_TYPES, value);

/**
 * What the rules and the engine see of an accepted request: unknown customer and address types
 * have no meaning, the context none for the figures. `undefined` when the loan type is unknown,
 * which no calculation can take.
 */
export function knownValuesOf(request: AcceptedCalculationRequest): CalculationRequest | undefined {
  // The context has no bearing on the figures.
  const { customerType, customer, financialParameters, context, ...rest } = request;
  const { loanType, ...parameters } = financialParameters ?? {};
  const knownLoanType = loanType === undefined || isKnownLoanType(loanType) ? loanType : null;
  if (knownLoanType === null) return undefined;
  const known = knownCustomerType(customerType);
  return {
    ...rest,
    ...(known === undefined ? {} : { customerType: known }),
    ...(customer === undefined
      ? {}
      : {
          customer: {
            ...customer,
            ...(customer.address === undefined
              ? {}
              : {
                  address: customer.address.map(({ addressType, ...address }) =>
                    addressType !== undefined && isKnown(ADDRESS_TYPES, addressType)
                      ? { ...address, addressType }
                      : address,
                  ),
                }),
          },
        }),
    ...(financialParameters === undefined
      ? {}
      : {
          financialParameters: {
            ...parameters,
            ...(knownLoanType === undefined ? {} : { loanType: knownLoanType }),
          },
        }),
  };
}
