import { z } from 'zod/mini';
import { CUSTOMER_TYPES, LOAN_TYPES, OBJECT_CONDITIONS, OBJECT_TYPES } from './calculation-request';
import { MAX_TERM_COUNT, MAX_TERM_LENGTH } from './term-limits';
import { amount, identifier, text, described } from './common';

const share = z.number().check(z.minimum(0), z.maximum(100));

/**
 * A product of the bank's price list: for the objects, conditions, loan types and customer types
 * it covers (an empty `customerTypes` covers every customer), the standard rate and fees an offer
 * starts from, and the bounds an offer under it must keep.
 */
export const ProductSchema = z
  .object({
    productId: identifier,
    name: text(),
    objectTypes: z.array(z.enum(OBJECT_TYPES)).check(z.minLength(1)),
    objectConditions: z.array(z.enum(OBJECT_CONDITIONS)).check(z.minLength(1)),
    loanTypes: z.array(z.enum(LOAN_TYPES)).check(z.minLength(1)),
    customerTypes: z.array(z.enum(CUSTOMER_TYPES)),
    nominalInterestRate: described(share, 'The standard nominal rate, % per year'),
    startupFee: amount,
    termFee: amount,
    nonRecurrentFee: amount,
    termCounts: z
      .object({
        min: z.int().check(z.minimum(1), z.maximum(MAX_TERM_COUNT)),
        max: z.int().check(z.minimum(1), z.maximum(MAX_TERM_COUNT)),
      })
      .register(z.globalRegistry, {
        description: 'The number of terms allowed, both ends included',
      }),
    termLengths: z
      .array(z.int().check(z.minimum(1), z.maximum(MAX_TERM_LENGTH)))
      .check(z.minLength(1))
      .register(z.globalRegistry, { description: 'The months per term allowed' }),
    minCreditAmount: described(amount, 'The least credit (cash price less equity)'),
    maxCreditAmount: described(amount, 'The most credit (cash price less equity)'),
    maxObjectAgeYears: z
      .optional(z.int().check(z.minimum(0), z.maximum(100)))
      .register(z.globalRegistry, {
        description:
          'How old the object may be at the end of the term, in years from its model year; ' +
          'absent: no limit',
      }),
    minEquityPercent: z.partialRecord(z.enum(OBJECT_CONDITIONS), share).register(z.globalRegistry, {
      description:
        'The least equity, % of the cash price, per object condition; a condition not listed ' +
        'asks the most of those listed',
    }),
    maxResidualValuePercent: described(share, 'The largest residual value, % of the cash price'),
  })
  .register(z.globalRegistry, { id: 'Product' });
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
  .register(z.globalRegistry, { id: 'ProductList' });
export type ProductList = z.infer<typeof ProductListSchema>;

/** `GET /product`: each filter narrows the list to the products covering that value. */
export const ProductFilterSchema = z.object({
  objectType: z.optional(z.enum(OBJECT_TYPES)),
  objectCondition: z.optional(z.enum(OBJECT_CONDITIONS)),
  loanType: z.optional(z.enum(LOAN_TYPES)),
  customerType: z.optional(z.enum(CUSTOMER_TYPES)),
});
export type ProductFilter = z.infer<typeof ProductFilterSchema>;

export const ProductIdParamsSchema = z.object({
  productId: z.pipe(z.coerce.number<string>({ error: 'Must be a product id' }), identifier),
});
