import type { FundingInterest } from '../../../domain/contract';
import type { Database } from '../../database';
import { announceOfferRulesChanged, cachedOfferRows } from '../selection/offer-rules-cache';
import {
  HELD_RULE_COLUMNS,
  heldRulesOf,
  RULE_COLUMNS,
  rulesMatch,
  ruleValues,
  type HeldRuleRow,
  type HeldRules,
  type SelectionCriteria,
  type SelectionRules,
} from '../selection/selection-criteria';
import { toNumber } from '../sql';

/** A funding interest as stored: the spec's fields, its rate, validity window and rules. */
export interface FundingInterestRecord extends FundingInterest {
  nominalInterestRate: number;
  startDate: string;
  finishDate: string;
  rules: SelectionRules;
}

interface FundingInterestRow extends HeldRuleRow {
  funding_interest_id: number;
  name: string;
  nominal_interest_rate: string | number;
}

interface HeldFundingInterest {
  fundingInterest: FundingInterest;
  rules: HeldRules;
  nominalInterestRate: number;
}

/** Every funding interest, soonest-ending first, from memory unless one changed since. */
function heldFundingInterests(database: Database): Promise<HeldFundingInterest[]> {
  return cachedOfferRows(database, 'funding_interest', async () => {
    const { rows } = await database.query<FundingInterestRow>(
      `SELECT funding_interest_id, name, nominal_interest_rate, ${HELD_RULE_COLUMNS}
       FROM funding_interest ORDER BY finish_date, funding_interest_id`,
    );
    return rows.map((row) => ({
      fundingInterest: {
        fundingInterestId: row.funding_interest_id,
        fundingInterestName: row.name,
      },
      rules: heldRulesOf(row),
      nominalInterestRate: toNumber(row.nominal_interest_rate),
    }));
  });
}

/** Funding interests valid at the criteria's moment whose rules all match, soonest-ending first. */
export async function searchFundingInterests(
  database: Database,
  criteria: SelectionCriteria,
): Promise<FundingInterest[]> {
  return (await heldFundingInterests(database))
    .filter((held) => rulesMatch(held.rules, criteria))
    .map((held) => held.fundingInterest);
}

/** The rate of a funding interest, and whether it applies to the request; undefined when unknown. */
export async function findFundingInterestGrant(
  database: Database,
  fundingInterestId: number,
  criteria: SelectionCriteria,
): Promise<{ applies: boolean; nominalInterestRate: number } | undefined> {
  const held = (await heldFundingInterests(database)).find(
    (each) => each.fundingInterest.fundingInterestId === fundingInterestId,
  );
  if (held === undefined) return undefined;
  return {
    applies: rulesMatch(held.rules, criteria),
    nominalInterestRate: held.nominalInterestRate,
  };
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
  await announceOfferRulesChanged(database);
}
