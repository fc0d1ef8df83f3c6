import { z } from 'zod';
import { CUSTOMER_TYPES, LOAN_TYPES, OBJECT_CONDITIONS, OBJECT_TYPES } from './calculation-request';
import { MAX_TERM_COUNT, MAX_TERM_LENGTH } from './term-limits';
import { amount, identifier, text } from './common';

const share = z.number().min(0).max(100);

/**
 * A product of the bank's price list: for the objects, conditions, loan types and customer types
 * it covers (an empty `customerTypes` covers every customer), the standard rate and fees an offer
 * starts from, and the bounds an offer under it must keep.
 */
export const ProductSchema = z
  .object({
    productId: identifier,
    name: text(),
    objectTypes: z.array(z.enum(OBJECT_TYPES)).min(1),
    objectConditions: z.array(z.enum(OBJECT_CONDITIONS)).min(1),
    loanTypes: z.array(z.enum(LOAN_TYPES)).min(1),
    customerTypes: z.array(z.enum(CUSTOMER_TYPES)),
    nominalInterestRate: share.meta({ description: 'The standard nominal rate, % per year' }),
    startupFee: amount,
    termFee: amount,
    nonRecurrentFee: amount,
    termCounts: z
      .object({
        min: z.int().min(1).max(MAX_TERM_COUNT),
        max: z.int().min(1).max(MAX_TERM_COUNT),
      })
      .meta({ description: 'The number of terms allowed, both ends included' }),
    termLengths: z
      .array(z.int().min(1).max(MAX_TERM_LENGTH))
      .min(1)
      .meta({ description: 'The months per term allowed' }),
    minCreditAmount: amount.meta({ description: 'The least credit (cash price less equity)' }),
    maxCreditAmount: amount.meta({ description: 'The most credit (cash price less equity)' }),
    maxObjectAgeYears: z
      .int()
      .min(0)
      .max(100)
      .optional()
      .meta({
        description:
          'How old the object may be at the end of the term, in years from its model year; ' +
          'absent: no limit',
      }),
    minEquityPercent: z.partialRecord(z.enum(OBJECT_CONDITIONS), share).meta({
      description:
        'The least equity, % of the cash price, per object condition; a condition not listed ' +
        'asks the most of those listed',
    }),
    maxResidualValuePercent: share.meta({
      description: 'The largest residual value, % of the cash price',
    }),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof ProductSchema>;

/**
 * The least equity, % of the cash price, the product asks for an object in this condition; for
 * a condition it does not list (or none), the most it asks for any.
 */
export function minEquityPercentFor(product: Product, condition: string | undefined): number {
  const byCondition: Partial<Record<string, number>> = product.minEquityPercent;
  return (
    (condition === undefined ? undefined : byCondition[condition]) ??
    Math.max(0, ...Object.values(product.minEquityPercent))
  );
}

export const ProductListSchema = z
  .object({ products: z.array(ProductSchema) })
  .meta({ id: 'ProductList' });
export type ProductList = z.infer<typeof ProductListSchema>;

/** `GET /product`: each filter narrows the list to the products covering that value. */
export const ProductFilterSchema = z.object({
  objectType: z.enum(OBJECT_TYPES).optional(),
  objectCondition: z.enum(OBJECT_CONDITIONS).optional(),
  loanType: z.enum(LOAN_TYPES).optional(),
  customerType: z.enum(CUSTOMER_TYPES).optional(),
});
export type ProductFilter = z.infer<typeof ProductFilterSchema>;

export const ProductIdParamsSchema = z.object({
  productId: z.coerce.number<string>({ error: 'Must be a product id' }).pipe(identifier),
});
