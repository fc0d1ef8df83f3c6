import type { Migration } from '../../database/migrations';

/**
 * The bank's credit rules on its products (the credit amounts they finance, the oldest object at
 * the end of the term, the least equity per object condition), and the reason of every status
 * change as a code with its figures beside the text. An existing product asks the equity it
 * asked before of each condition it covers, and finances any amount at any age.
 */
export const creditRules: Migration = {
  version: 10,
  name: 'credit rules',
  sql: `
    ALTER TABLE product
      ADD COLUMN min_credit_amount numeric(14,2) NOT NULL DEFAULT 0
        CHECK (min_credit_amount >= 0),
      ADD COLUMN max_credit_amount numeric(14,2) NOT NULL DEFAULT 10000000000
        CHECK (max_credit_amount >= min_credit_amount),
      ADD COLUMN max_object_age_years integer CHECK (max_object_age_years BETWEEN 0 AND 100),
      ADD COLUMN min_equity_percent_by_condition jsonb;
    UPDATE product SET min_equity_percent_by_condition = (
      SELECT jsonb_object_agg(condition, min_equity_percent)
        FROM unnest(object_conditions) AS condition
    );
    ALTER TABLE product
      ALTER COLUMN min_equity_percent_by_condition SET NOT NULL,
      ALTER COLUMN min_credit_amount DROP DEFAULT,
      ALTER COLUMN max_credit_amount DROP DEFAULT,
      DROP COLUMN min_equity_percent;

    ALTER TABLE application_status_history
      ADD COLUMN reason_code text,
      ADD COLUMN reason_params jsonb;
  `,
};
