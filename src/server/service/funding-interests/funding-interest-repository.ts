import type { FundingInterest } from '../../../domain/contract';
import type { Database } from '../../database';
import {
  RULE_COLUMNS,
  ruleMatchCondition,
  ruleValues,
  type SelectionCriteria,
  type SelectionRules,
} from '../selection/selection-criteria';

/** A funding interest as stored: the spec's fields, its rate, validity window and rules. */
export interface FundingInterestRecord extends FundingInterest {
  nominalInterestRate: number;
  startDate: string;
  finishDate: string;
  rules: SelectionRules;
}

/** Funding interests valid at the criteria's moment whose rules all match, soonest-ending first. */
export async function searchFundingInterests(
  database: Database,
  criteria: SelectionCriteria,
): Promise<FundingInterest[]> {
  const condition = ruleMatchCondition(criteria, 1);
  const { rows } = await database.query<{ funding_interest_id: number; name: string }>(
    `SELECT funding_interest_id, name FROM funding_interest
     WHERE ${condition.sql}
     ORDER BY finish_date, funding_interest_id`,
    condition.params,
  );
  return rows.map((row) => ({
    fundingInterestId: row.funding_interest_id,
    fundingInterestName: row.name,
  }));
}

/** The rate of a funding interest, and whether it applies to the request; undefined when unknown. */
export async function findFundingInterestGrant(
  database: Database,
  fundingInterestId: number,
  criteria: SelectionCriteria,
): Promise<{ applies: boolean; nominalInterestRate: number } | undefined> {
  const condition = ruleMatchCondition(criteria, 2);
  const { rows } = await database.query<{ applies: boolean; nominal_interest_rate: string }>(
    `SELECT nominal_interest_rate, COALESCE(${condition.sql}, false) AS applies
     FROM funding_interest WHERE funding_interest_id = $1::bigint`,
    [fundingInterestId, ...condition.params],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return { applies: row.applies, nominalInterestRate: Number(row.nominal_interest_rate) };
}

export async function insertFundingInterest(
  database: Database,
  fundingInterest: FundingInterestRecord,
): Promise<void> {
  await database.query(
    `INSERT INTO funding_interest (funding_interest_id, name, start_date, finish_date,
       nominal_interest_rate, ${RULE_COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      fundingInterest.fundingInterestId,
      fundingInterest.fundingInterestName,
      fundingInterest.startDate,
      fundingInterest.finishDate,
      fundingInterest.nominalInterestRate,
      ...ruleValues(fundingInterest.rules),
    ],
  );
}
