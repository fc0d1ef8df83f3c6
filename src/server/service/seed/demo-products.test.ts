import { describe, expect, it } from 'vitest';
import { productFits } from '../../../domain/calculation';
import {
  LOAN_TYPES,
  OBJECT_CONDITIONS,
  OBJECT_TYPES,
  ProductSchema,
} from '../../../domain/contract';
import { DEMO_PRODUCTS } from './demo-products';

describe('the demo price list', () => {
  it('holds valid products with distinct ids, within their own bounds', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(ProductSchema.parse(product)).toEqual(product);
      expect(product.termCounts.min).toBeLessThanOrEqual(product.termCounts.max);
    }
    const ids = DEMO_PRODUCTS.map((product) => product.productId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(OBJECT_TYPES.flatMap((type) => OBJECT_CONDITIONS.map((condition) => [type, condition])))(
    'has exactly one product for a business’s %s (%s) under each loan type',
    (objectType, objectCondition) => {
      for (const loanType of LOAN_TYPES) {
        const fitting = DEMO_PRODUCTS.filter((product) =>
          productFits(product, { objectType, objectCondition, loanType, customerType: 'Business' }),
        );
        expect(fitting, loanType).toHaveLength(
          loanType === 'Leasing' && objectType === 'boat' ? 0 : 1,
        );
      }
    },
  );
});
