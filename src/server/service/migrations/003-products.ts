import type { Migration } from '../../database/migrations';

/**
 * The bank's price list: each product covers object types, conditions, loan types and customer
 * types (empty: every customer), gives the standard rate and fees, and bounds the terms, the
 * equity and the residual value (shares of the cash price).
 */
export const products: Migration = {
  version: 3,
  name: 'products',
  sql: `
    CREATE TABLE product (
      product_id integer PRIMARY KEY CHECK (product_id > 0),
      name text NOT NULL,
      object_types text[] NOT NULL CHECK (cardinality(object_types) > 0),
      object_conditions text[] NOT NULL CHECK (cardinality(object_conditions) > 0),
      loan_types text[] NOT NULL CHECK (cardinality(loan_types) > 0),
      customer_types text[] NOT NULL DEFAULT '{}',
      nominal_interest_rate numeric(7,4) NOT NULL CHECK (nominal_interest_rate BETWEEN 0 AND 100),
      startup_fee numeric(14,2) NOT NULL CHECK (startup_fee >= 0),
      term_fee numeric(14,2) NOT NULL CHECK (term_fee >= 0),
      non_recurrent_fee numeric(14,2) NOT NULL CHECK (non_recurrent_fee >= 0),
      min_term_count integer NOT NULL CHECK (min_term_count >= 1),
      max_term_count integer NOT NULL,
      term_lengths integer[] NOT NULL CHECK (cardinality(term_lengths) > 0),
      min_equity_percent numeric(7,4) NOT NULL CHECK (min_equity_percent BETWEEN 0 AND 100),
      max_residual_value_percent numeric(7,4) NOT NULL
        CHECK (max_residual_value_percent BETWEEN 0 AND 100),
      CHECK (min_term_count <= max_term_count)
    );
  `,
};
