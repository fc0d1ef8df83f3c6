import type { ManagedCampaign, RateRuleChange } from '../../../domain/contract';
import type { Database } from '../../database';
import { isoTimestamp } from '../sql';
import {
  selectionRulesOf,
  type RuleRow,
  type SelectionRules,
} from '../selection/selection-criteria';

/**
 * The two kinds of rate rule a bank manages: the `kind` of their changes (as stored in
 * `offer_rule_change`, a table named before the word) and of their events.
 */
export type RateRuleKind = 'campaign' | 'funding_interest';

export interface RateRuleChangeRecord {
  kind: RateRuleKind;
  ruleId: number;
  action: RateRuleChange['action'];
  changedBy: string;
  changedAt: Date;
  /** The fields that differ from before (`rules.minPrice` for a rule); none on creation. */
  changedFields?: readonly string[];
}

/** Writes down a change of a campaign or funding interest, in the transaction that made it. */
export async function recordRateRuleChange(
  tx: Database,
  change: RateRuleChangeRecord,
): Promise<void> {
  await tx.query(
    `INSERT INTO offer_rule_change (kind, offer_id, action, changed_by, changed_at, changed_fields)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      change.kind,
      change.ruleId,
      change.action,
      change.changedBy,
      change.changedAt.toISOString(),
      change.changedFields ?? [],
    ],
  );
}

interface ChangeRow {
  offer_id: number;
  action: RateRuleChange['action'];
  changed_by: string;
  changed_at: string;
  changed_fields: string[];
}

/** The changes of each rate rule of a kind, oldest first; every rule of `ruleIds` has a list. */
export async function rateRuleHistories(
  database: Database,
  kind: RateRuleKind,
  ruleIds: readonly number[],
): Promise<Map<number, RateRuleChange[]>> {
  const histories = new Map(ruleIds.map((id) => [id, [] as RateRuleChange[]]));
  const { rows } = await database.query<ChangeRow>(
    `SELECT offer_id, action, changed_by, ${isoTimestamp('changed_at')} AS changed_at,
       changed_fields
     FROM offer_rule_change WHERE kind = $1 AND offer_id = ANY ($2::integer[])
     ORDER BY change_id`,
    [kind, ruleIds],
  );
  for (const row of rows) {
    histories.get(row.offer_id)?.push({
      action: row.action,
      changedBy: row.changed_by,
      changedAt: row.changed_at,
      changedFields: row.changed_fields,
    });
  }
  return histories;
}

/**
 * The names of the fields of `after` that differ in `before`, one level into `rules`: two versions
 * of a rate rule. Dates are compared as moments, so `2026-01-01` and `2026-01-01T00:00:00Z` are
 * the same.
 */
export function changedFieldsOf(before: object, after: object): string[] {
  const same = (name: string, a: unknown, b: unknown) =>
    name.endsWith('Date') && typeof a === 'string' && typeof b === 'string'
      ? Date.parse(a) === Date.parse(b)
      : JSON.stringify(a) === JSON.stringify(b);
  const differing = (a: object, b: object, prefix: string): string[] =>
    Object.keys(b).flatMap((name) => {
      const [valueBefore, valueAfter] = [
        (a as Record<string, unknown>)[name],
        (b as Record<string, unknown>)[name],
      ];
      if (name === 'rules' && prefix === '') {
        return differing(valueBefore as object, valueAfter as object, 'rules.');
      }
      return same(name, valueBefore, valueAfter) ? [] : [`${prefix}${name}`];
    });
  return differing(before, after, '');
}

/** The rules as the contract has them, in every management answer. */
export type ContractRules = ManagedCampaign['rules'];

/**
 * Stored rules as the management answers show them. Whatever is stored came in through
 * `SelectionRulesSchema` or the service's own seed, so every value is one the contract knows.
 */
export const asContractRules = (rules: SelectionRules): ContractRules => rules as ContractRules;

export const contractRulesOf = (row: RuleRow): ContractRules =>
  asContractRules(selectionRulesOf(row));
