import type { FundingInterest, ManagedFundingInterest } from '../../../domain/contract';
import { recordEvent } from '../events/record-event';
import type { SelectionRules } from '../selection/selection-criteria';
import { isoTimestamp, toNumber } from '../sql';
import type { RateRuleDefinition, RateRuleTable } from './rate-rule-repository';

/** A funding interest as stored: the spec's fields, its rate, validity window and rules. */
export interface FundingInterestRecord extends FundingInterest {
  nominalInterestRate: number;
  startDate: string;
  finishDate: string;
  rules: SelectionRules;
}

/** A funding interest as it is written: a definition, or a record of the demo data. */
export type FundingInterestFields = Omit<FundingInterestRecord, 'fundingInterestId' | 'rules'> & {
  rules?: RateRuleDefinition['rules'];
};

export interface FundingInterestRow {
  funding_interest_id: number;
  name: string;
  start_date: string;
  finish_date: string;
  nominal_interest_rate: string | number;
}

const fundingInterestOf = (row: FundingInterestRow): FundingInterest => ({
  fundingInterestId: row.funding_interest_id,
  fundingInterestName: row.name,
});

/** What a calculation takes from a funding interest, and its administrators read. */
export type FundingInterestRule = Omit<ManagedFundingInterest, 'history' | 'rules'>;

/** Funding interests: each grants a rate. */
export const FUNDING_INTERESTS: RateRuleTable<
  FundingInterestFields,
  FundingInterest,
  FundingInterestRule,
  FundingInterestRow
> = {
  kind: 'funding_interest',
  noun: 'funding interest',
  table: 'funding_interest',
  idColumn: 'funding_interest_id',
  columns: 'name, start_date, finish_date, nominal_interest_rate',
  valuesOf: (fundingInterest) => [
    fundingInterest.fundingInterestName,
    fundingInterest.startDate,
    fundingInterest.finishDate,
    fundingInterest.nominalInterestRate,
  ],
  completed: (definition) => definition,
  selectList: `funding_interest_id, name, ${isoTimestamp('start_date')} AS start_date,
    ${isoTimestamp('finish_date')} AS finish_date, nominal_interest_rate`,
  idOf: (fundingInterest) => fundingInterest.fundingInterestId,
  answerOf: fundingInterestOf,
  ruleOf: (row) => ({
    ...fundingInterestOf(row),
    startDate: row.start_date,
    finishDate: row.finish_date,
    nominalInterestRate: toNumber(row.nominal_interest_rate),
  }),
  recordChanged: (tx, fundingInterestId, change, at) =>
    recordEvent(tx, 'funding_interest.changed', { fundingInterestId, change }, at),
};
