import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScriptDatabase } from '../../database/database';
import { runMigrations } from '../../database/migrations';
import { openTestDatabase, type TestDatabase } from '../../database/test-database';
import { findProduct } from '../products/product-repository';
import { serviceMigrations } from '.';

describe('migration 10, credit rules', () => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await openTestDatabase({
      migrations: serviceMigrations.filter(({ version }) => version < 10),
    });
    // A product as version 9 holds it: one least equity for every condition it covers.
    await testDatabase.database.query(
      `INSERT INTO product (product_id, name, object_types, object_conditions, loan_types,
         nominal_interest_rate, startup_fee, term_fee, non_recurrent_fee, min_term_count,
         max_term_count, term_lengths, min_equity_percent, max_residual_value_percent)
       VALUES (21, 'Båtlån', '{boat}', '{New,Used}', '{Annuity}', 7.9, 2950, 95, 1172, 12,
         180, '{1}', 25, 0)`,
    );
    await runMigrations(testDatabase.database as ScriptDatabase, serviceMigrations);
  });

  afterAll(async () => {
    await testDatabase.drop();
  });

  it('keeps the equity a product asked of each condition, and bounds no amount or age', async () => {
    expect(await findProduct(testDatabase.database, 21)).toMatchObject({
      minEquityPercent: { New: 25, Used: 25 },
      minCreditAmount: 0,
      maxCreditAmount: 10_000_000_000,
    });
    expect(await findProduct(testDatabase.database, 21)).not.toHaveProperty('maxObjectAgeYears');
  });
});
