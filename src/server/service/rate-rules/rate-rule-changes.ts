import type {
  ManagedCampaign,
  OfferRuleChange,
  SelectionRulesDefinition,
} from '../../../domain/contract';
import type { Database } from '../../database';
import { isoTimestamp } from '../sql';
import {
  selectionRulesOf,
  type RuleRow,
  type SelectionRules,
} from '../selection/selection-criteria';

/** The two kinds of offer a bank manages: the `kind` of their changes and their events. */
export type OfferRuleKind = 'campaign' | 'funding_interest';

export interface OfferRuleChangeRecord {
  kind: OfferRuleKind;
  offerId: number;
  action: OfferRuleChange['action'];
  changedBy: string;
  changedAt: Date;
  /** The fields that differ from before (`rules.minPrice` for a rule); none on creation. */
  changedFields?: readonly string[];
}

/** Writes down a change of a campaign or funding interest, in the transaction that made it. */
export async function recordOfferRuleChange(
  tx: Database,
  change: OfferRuleChangeRecord,
): Promise<void> {
  await tx.query(
    `INSERT INTO offer_rule_change (kind, offer_id, action, changed_by, changed_at, changed_fields)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      change.kind,
      change.offerId,
      change.action,
      change.changedBy,
      change.changedAt.toISOString(),
      change.changedFields ?? [],
    ],
  );
}

interface ChangeRow {
  offer_id: number;
  action: OfferRuleChange['action'];
  changed_by: string;
  changed_at: string;
  changed_fields: string[];
}

/** The changes of each offer of a kind, oldest first; every offer of `offerIds` has a list. */
export async function offerRuleHistories(
  database: Database,
  kind: OfferRuleKind,
  offerIds: readonly number[],
): Promise<Map<number, OfferRuleChange[]>> {
  const histories = new Map(offerIds.map((id) => [id, [] as OfferRuleChange[]]));
  const { rows } = await database.query<ChangeRow>(
    `SELECT offer_id, action, changed_by, ${isoTimestamp('changed_at')} AS changed_at,
       changed_fields
     FROM offer_rule_change WHERE kind = $1 AND offer_id = ANY ($2::integer[])
     ORDER BY change_id`,
    [kind, offerIds],
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
 * The names of the fields that differ between two versions of an offer, one level into `rules`.
 * Dates are compared as moments, so `2026-01-01` and `2026-01-01T00:00:00Z` are the same.
 */
export function changedFieldsOf<
  T extends { rules?: SelectionRules | SelectionRulesDefinition | undefined },
>(before: T, after: T): string[] {
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

/**
 * Stored rules as the management answers show them. Whatever is stored came in through
 * `SelectionRulesSchema` or the service's own seed, so every value is one the contract knows.
 */
export const asContractRules = (rules: SelectionRules): ManagedCampaign['rules'] =>
  rules as ManagedCampaign['rules'];

export const contractRulesOf = (row: RuleRow): ManagedCampaign['rules'] =>
  asContractRules(selectionRulesOf(row));
