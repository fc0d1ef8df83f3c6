import type { Product, ProductFilter } from '../../../domain/contract';
import type { Database } from '../../database';
import { announceRateRulesChanged, cachedRows } from '../rate-rules/rate-rules-cache';
import { toNumber } from '../sql';

interface ProductRow {
  product_id: number;
  name: string;
  object_types: Product['objectTypes'];
  object_conditions: Product['objectConditions'];
  loan_types: Product['loanTypes'];
  customer_types: Product['customerTypes'];
  nominal_interest_rate: string;
  startup_fee: string;
  term_fee: string;
  non_recurrent_fee: string;
  min_term_count: number;
  max_term_count: number;
  term_lengths: number[];
  min_credit_amount: string;
  max_credit_amount: string;
  max_object_age_years: number | null;
  min_equity_percent_by_condition: Product['minEquityPercent'];
  max_residual_value_percent: string;
}

const toProduct = (row: ProductRow): Product => ({
  productId: row.product_id,
  name: row.name,
  objectTypes: row.object_types,
  objectConditions: row.object_conditions,
  loanTypes: row.loan_types,
  customerTypes: row.customer_types,
  nominalInterestRate: toNumber(row.nominal_interest_rate),
  startupFee: toNumber(row.startup_fee),
  termFee: toNumber(row.term_fee),
  nonRecurrentFee: toNumber(row.non_recurrent_fee),
  termCounts: { min: row.min_term_count, max: row.max_term_count },
  termLengths: row.term_lengths,
  minCreditAmount: toNumber(row.min_credit_amount),
  maxCreditAmount: toNumber(row.max_credit_amount),
  ...(row.max_object_age_years === null ? {} : { maxObjectAgeYears: row.max_object_age_years }),
  minEquityPercent: row.min_equity_percent_by_condition,
  maxResidualValuePercent: toNumber(row.max_residual_value_percent),
});

/** The products covering every value the filter names, by id. */
export async function listProducts(database: Database, filter: ProductFilter): Promise<Product[]> {
  const { rows } = await database.query<ProductRow>(
    `SELECT * FROM product
     WHERE ($1::text IS NULL OR $1 = ANY (object_types))
       AND ($2::text IS NULL OR $2 = ANY (object_conditions))
       AND ($3::text IS NULL OR $3 = ANY (loan_types))
       AND ($4::text IS NULL OR cardinality(customer_types) = 0 OR $4 = ANY (customer_types))
     ORDER BY product_id`,
    [
      filter.objectType ?? null,
      filter.objectCondition ?? null,
      filter.loanType ?? null,
      filter.customerType ?? null,
    ],
  );
  return rows.map(toProduct);
}

/**
 * The whole price list, held in memory with the rate rules: every calculation naming a product
 * checks its bounds, and every assessment finds its offer's product, so this must cost no query.
 */
export function cachedProducts(database: Database): Promise<Product[]> {
  return cachedRows(database, 'product', async () => {
    const { rows } = await database.query<ProductRow>('SELECT * FROM product ORDER BY product_id');
    return rows.map(toProduct);
  });
}

/** The product by id, from the price list in memory. */
export async function findProduct(
  database: Database,
  productId: number,
): Promise<Product | undefined> {
  return (await cachedProducts(database)).find((product) => product.productId === productId);
}

export async function insertProduct(database: Database, product: Product): Promise<void> {
  await database.query(
    `INSERT INTO product (product_id, name, object_types, object_conditions, loan_types,
       customer_types, nominal_interest_rate, startup_fee, term_fee, non_recurrent_fee,
       min_term_count, max_term_count, term_lengths, min_equity_percent_by_condition,
       min_credit_amount, max_credit_amount, max_object_age_years, max_residual_value_percent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::text::jsonb, $15, $16, $17,
       $18)`,
    [
      product.productId,
      product.name,
      product.objectTypes,
      product.objectConditions,
      product.loanTypes,
      product.customerTypes,
      product.nominalInterestRate,
      product.startupFee,
      product.termFee,
      product.nonRecurrentFee,
      product.termCounts.min,
      product.termCounts.max,
      product.termLengths,
      JSON.stringify(product.minEquityPercent),
      product.minCreditAmount,
      product.maxCreditAmount,
      product.maxObjectAgeYears ?? null,
      product.maxResidualValuePercent,
    ],
  );
  await announceRateRulesChanged(database);
}
