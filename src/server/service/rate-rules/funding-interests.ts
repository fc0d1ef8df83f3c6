import type {
  FundingInterest,
  FundingInterestDefinition,
  ManagedFundingInterest,
} from '../../../domain/contract';
import type { Database } from '../../database';
import type { ManagedOfferTable } from '../offer-management/managed-offer-repository';
import { asContractRules, contractRulesOf } from '../offer-management/offer-rule-changes';
import { announceOfferRulesChanged, cachedOfferRows } from '../selection/offer-rules-cache';
import {
  HELD_RULE_COLUMNS,
  heldRulesOf,
  RULE_COLUMNS,
  rulesMatch,
  ruleValues,
  type HeldRuleRow,
  completeRules,
  type HeldRules,
  type RuleRow,
  type SelectionCriteria,
  type SelectionRules,
} from '../selection/selection-criteria';
import { isoTimestamp, toNumber } from '../sql';

/** A funding interest as stored: the spec's fields, its rate, validity window and rules. */
export interface FundingInterestRecord extends FundingInterest {
  nominalInterestRate: number;
  startDate: string;
  finishDate: string;
  rules: SelectionRules;
}

interface FundingInterestRow {
  funding_interest_id: number;
  name: string;
  nominal_interest_rate: string | number;
}

const fundingInterestOf = (row: FundingInterestRow): FundingInterest => ({
  fundingInterestId: row.funding_interest_id,
  fundingInterestName: row.name,
});

interface HeldFundingInterest {
  fundingInterest: FundingInterest;
  rules: HeldRules;
  nominalInterestRate: number;
}

/** Every funding interest, soonest-ending first, from memory unless one changed since. */
function heldFundingInterests(database: Database): Promise<HeldFundingInterest[]> {
  return cachedOfferRows(database, 'funding_interest', async () => {
    const { rows } = await database.query<FundingInterestRow & HeldRuleRow>(
      `SELECT funding_interest_id, name, nominal_interest_rate, ${HELD_RULE_COLUMNS}
       FROM funding_interest ORDER BY finish_date, funding_interest_id`,
    );
    return rows.map((row) => ({
      fundingInterest: fundingInterestOf(row),
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

const FUNDING_INTEREST_COLUMNS = `name, start_date, finish_date, nominal_interest_rate,
  ${RULE_COLUMNS}`;

type FundingInterestDefinitionRecord = Omit<
  FundingInterestRecord,
  'fundingInterestId' | 'rules'
> & {
  rules?: Partial<SelectionRules> | undefined;
};

const fundingInterestValues = (fundingInterest: FundingInterestDefinitionRecord): unknown[] => [
  fundingInterest.fundingInterestName,
  fundingInterest.startDate,
  fundingInterest.finishDate,
  fundingInterest.nominalInterestRate,
  ...ruleValues(completeRules(fundingInterest.rules)),
];

/** Funding interests as their administrators see them: every stored field, and the changes. */
export const FUNDING_INTEREST_TABLE: ManagedOfferTable<
  FundingInterestDefinition,
  Omit<ManagedFundingInterest, 'history'>,
  FundingInterestRow & RuleRow & { start_date: string; finish_date: string }
> = {
  kind: 'funding_interest',
  table: 'funding_interest',
  completed: (definition) => ({
    ...definition,
    rules: asContractRules(completeRules(definition.rules)),
  }),
  idColumn: 'funding_interest_id',
  columns: FUNDING_INTEREST_COLUMNS,
  valuesOf: fundingInterestValues,
  selectList: `funding_interest_id, name, ${isoTimestamp('start_date')} AS start_date,
    ${isoTimestamp('finish_date')} AS finish_date, nominal_interest_rate, ${RULE_COLUMNS}`,
  idOf: (row) => row.funding_interest_id,
  offerOf: (row) => ({
    ...fundingInterestOf(row),
    startDate: row.start_date,
    finishDate: row.finish_date,
    nominalInterestRate: toNumber(row.nominal_interest_rate),
    rules: contractRulesOf(row),
  }),
};

export async function insertFundingInterest(
  database: Database,
  fundingInterest: FundingInterestRecord,
): Promise<void> {
  await database.query(
    `INSERT INTO funding_interest (funding_interest_id, ${FUNDING_INTEREST_COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [fundingInterest.fundingInterestId, ...fundingInterestValues(fundingInterest)],
  );
  await announceOfferRulesChanged(database);
}
